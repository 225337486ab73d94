#pragma once

#include "card.h"
#include "premium.h"

#include <QString>

namespace pinaculo {

// One line of a hand's breakdown. Points are already signed; the other fields carry what is
// needed to explain the line in words (CoreText::describeLine).
struct ScoreLine
{
    enum class Kind : quint8 {
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
    enum class Multiplier : quint8 { None, FinalTurn, AllAtOnce, AllAtOnceClean };
    enum class Finish : quint8 { None, OneSuit, HighCards, LowCards };
    // The card list first, the numbers next, the one-byte fields last: a long game keeps some
    // sixteen lines a hand, and this order packs each into 64 bytes.
    CardList cards; // the meld, the rescued wilds or the cards left in hand
    int seat = -1;
    int side = -1;
    int points = 0;
    int meldIndex = -1; // 0-based index into the player's melds
    int factor = 1; // a multiplier's factor
    int base = 0; // the meld points a multiplier multiplies
    int count = 0; // pumba misses, failed openings
    int unit = 0; // the points of one such event
    Kind kind = Kind::Meld;
    Premium premium = Premium::None;
    Multiplier multiplier = Multiplier::None;
    Finish finish = Finish::None;
    bool quickEntry = false; // entered as a number: nothing could be checked
    static QString kindId(Kind kind); // the contract's id: "meld", "finish-bonus", …
};
static_assert(sizeof(ScoreLine) <= 64, "a long game keeps every line of every hand");

} // namespace pinaculo
