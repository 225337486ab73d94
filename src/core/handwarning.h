#pragma once

#include <QString>

namespace pinaculo {

// A referee finding that does not stop scoring.
struct HandWarning
{
    enum class Kind {
        BarbeleOpening, // side, value (opening total), needed
        QuickEntry, // seat: melds entered as a number, no premium or check applied
        FinishUnjudged, // side: a quick entry hides the cards of the finishing side
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

    static QString kindId(Kind kind);
};

} // namespace pinaculo
