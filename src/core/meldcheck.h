#pragma once

#include "handproblem.h"
#include "handrecord.h"

#include <optional>

namespace pinaculo {

struct Rules;

// Whether one meld as entered can stand on its own, and why not: it has no cards of its own
// (only rescued cards or marks), or its cards are not a valid meld (MeldAnalyzer says why).
// The one judge of a meld as entered: HandValidator asks it for every meld of a hand and the
// hand dialog's meld row as the meld is typed, so a row never calls fine a meld the hand
// refuses, nor the other way round.
class MeldCheck
{
public:
    struct Verdict
    {
        // HandProblem::Code::EmptyMeld or InvalidMeld; none when the meld stands.
        std::optional<HandProblem::Code> problem;
        MeldAnalysis analysis; // of its cards; for a meld without cards, not analysed
    };

    static Verdict judge(const MeldEntry &meld, const Rules &rules);
};

} // namespace pinaculo
