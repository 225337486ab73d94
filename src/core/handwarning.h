#pragma once

#include <QList>
#include <QString>

namespace pinaculo {

// A referee finding that does not stop scoring.
struct HandWarning
{
    enum class Kind {
        BarbeleOpening, // side, value (opening total), needed
        // At most one of these two per hand, naming in `seats` every player whose melds were
        // entered as a number where a check was due:
        QuickEntry, // seat: the first of them; no premium, multiplier or opening check applied
        FinishUnjudged, // seat, side: who went out, and their side, whose finishing premiums a
        // number hides
        FinalTurnWithoutOut, // seat, meldIndex: a final-turn meld but the player did not go out
        OutWithCardsLeft, // seat: went out yet has cards in hand
        NoOutBonusPinnacolone, // seat: the hand ended by pinnacolone, no closing bonus
    };
    Kind kind = Kind::BarbeleOpening;
    int side = -1;
    int seat = -1;
    int meldIndex = -1;
    int value = 0;
    int needed = 0;
    QList<int> seats; // QuickEntry, FinishUnjudged: the players who counted instead of showing

    static QString kindId(Kind kind);
};

} // namespace pinaculo
