#include "pairwisevictorypoints.h"

namespace pinaculo {

QList<double> PairwiseVictoryPoints::of(const VictoryPointScale &scale, const QList<int> &mp)
{
    const qsizetype sides = mp.size();
    if (sides < 2)
        return {};
    QList<double> vp(sides, 0.0);
    for (qsizetype i = 0; i < sides; ++i) {
        for (qsizetype j = i + 1; j < sides; ++j) {
            const VictoryPointScale::Shares s = scale.shares(mp[i], mp[j]);
            vp[i] += s.first;
            vp[j] += s.second;
        }
    }
    for (double &v : vp)
        v /= double(sides - 1);
    return vp;
}

} // namespace pinaculo
