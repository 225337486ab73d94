#include "matchresult.h"

#include "pairwisevictorypoints.h"

#include <cmath>

namespace pinaculo {

QList<int> MatchResult::adjustedMp(QList<int> mp, const QList<MatchAdjustment> &adjustments)
{
    for (const MatchAdjustment &a : adjustments) {
        if (a.kind == MatchAdjustment::Kind::MatchPoints && a.side >= 0 && a.side < mp.size())
            mp[a.side] += int(std::lround(a.amount));
    }
    return mp;
}

void MatchResult::addVictoryPointAdjustments(const QList<MatchAdjustment> &adjustments)
{
    for (const MatchAdjustment &a : adjustments) {
        if (a.kind == MatchAdjustment::Kind::VictoryPoints && a.side >= 0 && a.side < vp.size())
            vp[a.side] += a.amount;
    }
}

MatchResult MatchResult::played(const VictoryPointScale &scale, const QList<int> &mp,
                                const QList<MatchAdjustment> &adjustments,
                                PairwiseVictoryPoints::Method moreSides)
{
    MatchResult result;
    result.mp = adjustedMp(mp, adjustments);
    result.vp = PairwiseVictoryPoints::of(scale, result.mp, moreSides);
    result.addVictoryPointAdjustments(adjustments);
    return result;
}

MatchResult MatchResult::bye(const UnplayedAwards &awards,
                             const QList<MatchAdjustment> &adjustments)
{
    MatchResult result;
    result.mp = adjustedMp({awards.byeMp}, adjustments);
    result.vp = {awards.byeVp};
    result.addVictoryPointAdjustments(adjustments);
    return result;
}

MatchResult MatchResult::forfeit(const VictoryPointScale &scale, const UnplayedAwards &awards,
                                 int absent, const QList<MatchAdjustment> &adjustments)
{
    MatchResult result;
    const int present = absent == 0 ? 1 : 0;
    const double total = scale.aheadBeyond() + scale.behindBeyond();
    const double awarded = awards.forfeitVpShare * scale.maximum();
    result.mp = QList<int>(2, 0);
    result.mp[present] = awards.forfeitMp;
    result.mp = adjustedMp(result.mp, adjustments);
    result.vp = QList<double>(2, 0.0);
    result.vp[present] = awarded;
    result.vp[absent] = total - awarded;
    result.addVictoryPointAdjustments(adjustments);
    return result;
}

} // namespace pinaculo
