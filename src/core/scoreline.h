#pragma once

#include "card.h"
#include "premium.h"

#include <QString>

namespace pinaculo {

// One line of a hand's breakdown. Points are already signed; the other fields carry what is
// needed to explain the line in words (CoreText::describeLine).
struct ScoreLine
{
    enum class Kind {
        Meld,
        Rescue,
        Out,
        Multiplier,
        FinishBonus,
        Hand,
        ExactCut,
        SameBack,
        Pumba,
        FailedOpening
    };
    enum class Multiplier { None, FinalTurn, AllAtOnce, AllAtOnceClean };
    enum class Finish { None, OneSuit, HighCards, LowCards };

    Kind kind = Kind::Meld;
    int seat = -1;
    int side = -1;
    int points = 0;
    Premium premium = Premium::None;
    int meldIndex = -1; // 0-based index into the player's melds
    CardList cards; // the meld, the rescued wilds or the cards left in hand
    bool quickEntry = false; // entered as a number: nothing could be checked
    Multiplier multiplier = Multiplier::None;
    Finish finish = Finish::None;
    int factor = 1; // a multiplier's factor
    int base = 0; // the meld points a multiplier multiplies
    int count = 0; // pumba misses, failed openings
    int unit = 0; // the points of one such event

    static QString kindId(Kind kind); // the contract's id: "meld", "finish-bonus", …
};

} // namespace pinaculo
