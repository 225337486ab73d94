#pragma once

#include "rules.h"

namespace pinaculo {

// Which of the things a hand records can change its score under the rules in force, read from
// the same numbers HandScorer and MeldAnalyzer score with: the entry of a hand offers only
// these (a value already set, say in a game file, is still shown).
struct ScoringInputs
{
    bool laid = false; // over turns / in one turn / from the deal: the pináculo premiums
    bool finalTurn = false; // a meld laid on the going-out turn: the final-turn multiplier
    bool wildOnFinalTurn = false; // a wild card on that turn cancels the multiplier
    bool opening = false; // a meld of the side's opening: the barbelé opening check
    bool rescued = false; // wild cards rescued from a meld
    bool exactCut = false; // the cutter's bonus, for the cutter of the hand only
    bool sameBack = false; // eleven cards of one back colour
    bool pumba = false; // pumba not called
    bool failedOpenings = false; // failed barbelé openings

    // For a player whose side is (or is not) barbelé in this hand.
    static ScoringInputs of(const Rules &rules, bool sideBarbele);
};

} // namespace pinaculo
