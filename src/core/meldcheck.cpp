#include "meldcheck.h"

namespace pinaculo {

MeldCheck::Verdict MeldCheck::judge(const MeldEntry &meld, const Rules &rules)
{
    Verdict verdict;
    if (meld.cards.isEmpty()) {
        verdict.problem = HandProblem::Code::EmptyMeld;
        return verdict;
    }
    verdict.analysis = MeldAnalyzer::analyze(meld.cards, rules, meld.laid, meld.rescued);
    if (!verdict.analysis.valid)
        verdict.problem = HandProblem::Code::InvalidMeld;
    return verdict;
}

} // namespace pinaculo
