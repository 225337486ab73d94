#pragma once

#include <QDialog>
#include <QString>

class QTextBrowser;

namespace pinaculo {

// The tournament rules for the director and the players, in the installed language: how
// rounds, movements, match and victory points, byes, adjustments, corrections and standings
// work, what is a published rule and what this program chose. The victory point tables are made
// from the scales the standings use (VpScalesSection).
class TournamentRulesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TournamentRulesDialog(QWidget *parent = nullptr);

    // The page of a language, English where there is none.
    static QString pagePath(const QString &language);
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void showPage();

    QTextBrowser *m_browser;
};

} // namespace pinaculo
