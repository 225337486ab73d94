#pragma once

#include "tournamentmatch.h"

#include <QList>
#include <QObject>
#include <QString>

class QAction;
class QMenu;

namespace pinaculo {

class DirectorWindow;

// The Table menu of the director's window: a table's result typed as MP or as its hands, taken in
// from its game file or given as a forfeit, a late arrival ruled on, the result's confirmation by
// the sides and its acceptance, a correction once accepted, and the director's adjustments of an
// entry in the round shown. Each acts on the table selected in the window and reports a refusal
// through it.
class TableActions : public QObject
{
    Q_OBJECT

public:
    explicit TableActions(DirectorWindow *window);

    // The menu's actions, each also added to `needTournament` (enabled with a tournament open).
    void addActions(QMenu *menu, QList<QAction *> *needTournament);

    bool recordMatchPoints();
    bool takeGameFile(const QString &path);
    // The selected table's game typed hand by hand from its score card (TableHandsDialog).
    bool typeHands();
    bool recordForfeit();
    // An entry late to the selected table: the ruling the rule gives for its minutes.
    bool lateArrival();
    // One player of each side agreed the table's result; a new result waits for them again.
    bool confirmTable();
    bool acceptTable();
    bool adjust();
    bool correct();

private:
    // The selected table's match in the round shown; nullptr, the user told, when none is.
    const TournamentMatch *selectedMatch();
    QStringList sideTexts(const TournamentMatch &match) const;
    // The selected table confirmed or accepted.
    bool setSelectedStatus(TournamentMatch::Status status);

    DirectorWindow *m_window;
};

} // namespace pinaculo
