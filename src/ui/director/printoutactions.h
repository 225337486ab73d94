#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class QAction;
class QMenu;
class QTextDocument;

namespace pinaculo {

class DirectorWindow;

// The director's printouts of the open tournament: the standings as the window shows them, the
// table cards, and the score cards of the round shown; each printed through the print dialog or
// saved as a PDF, from the Tournament menu.
class PrintoutActions : public QObject
{
    Q_OBJECT

public:
    enum class Printout { Standings, TableCards, ScoreCards };

    explicit PrintoutActions(DirectorWindow *window);

    // The Print and Save as PDF submenus, their actions added to `needTournament` too.
    void addActions(QMenu *menu, QList<QAction *> *needTournament);

    // The printout of the open tournament; nullptr when none is open.
    std::unique_ptr<QTextDocument> document(Printout printout) const;
    // Its title, for the PDF and the print queue: "Evening: table cards".
    QString title(Printout printout) const;
    bool writePdf(Printout printout, const QString &path);
    bool print(Printout printout);

private:
    QString name(Printout printout) const;

    DirectorWindow *m_window;
};

} // namespace pinaculo
