#pragma once

#include <QWidget>

#include <memory>

namespace Ui {
class StartPage;
}

namespace pinaculo {

// The first thing the table sees: start a game, go back to the last one, open a game file,
// browse the stored games, or check a meld.
class StartPage : public QWidget
{
    Q_OBJECT

public:
    explicit StartPage(QWidget *parent = nullptr);
    ~StartPage() override;

    void setRecentFiles(const QStringList &paths);
    // The last game can be continued; `description` names it ("Pináculo: Ana, Bruno, Carla").
    void setContinueAvailable(bool available, const QString &description = {});
    // The stored games can be browsed (only when the application has its database).
    void setHistoryAvailable(bool available);

signals:
    void newGameRequested();
    void continueRequested();
    void openRequested();
    void openFileRequested(const QString &path);
    void historyRequested();
    void meldCheckerRequested();

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void retranslate();
    void loadLogo();

    std::unique_ptr<Ui::StartPage> ui;
    QString m_continueDescription;
    bool m_logoRequested = false;
};

} // namespace pinaculo
