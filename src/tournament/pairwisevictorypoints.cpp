#include "pairwisevictorypoints.h"

namespace pinaculo {

QList<double> PairwiseVictoryPoints::of(const VictoryPointScale &scale, const QList<int> &mp,
                                        Method method)
{
    const qsizetype sides = mp.size();
    if (sides < 2)
        return {};
    QList<double> vp(sides, 0.0);
    if (method == Method::Placement && sides > 2) {
        const double total = scale.aheadBeyond() + scale.behindBeyond();
        for (qsizetype i = 0; i < sides; ++i) {
            double above = 0;
            for (qsizetype j = 0; j < sides; ++j) {
                if (j != i)
                    above += mp[i] > mp[j] ? 1.0 : mp[i] == mp[j] ? 0.5 : 0.0;
            }
            vp[i] = total * above / double(sides - 1);
        }
        return vp;
    }
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

QString PairwiseVictoryPoints::id(Method method)
{
    return method == Method::Placement ? QStringLiteral("placement") : QStringLiteral("mean");
}

std::optional<PairwiseVictoryPoints::Method> PairwiseVictoryPoints::fromId(const QString &id)
{
    if (id == u"mean")
        return Method::Mean;
    if (id == u"placement")
        return Method::Placement;
    return std::nullopt;
}

} // namespace pinaculo
