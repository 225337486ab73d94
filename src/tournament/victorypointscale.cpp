#include "victorypointscale.h"

#include <cmath>

namespace pinaculo {

VictoryPointScale::VictoryPointScale(QList<Band> bands, double aheadBeyond, double behindBeyond)
    : m_bands(std::move(bands))
    , m_aheadBeyond(aheadBeyond)
    , m_behindBeyond(behindBeyond)
{
}

std::optional<VictoryPointScale> VictoryPointScale::checked(QList<Band> bands, double aheadBeyond,
                                                            double behindBeyond, QString *error)
{
    auto refuse = [error](const QString &reason) -> std::optional<VictoryPointScale> {
        if (error)
            *error = reason;
        return std::nullopt;
    };
    if (bands.isEmpty())
        return refuse(tr("a scale needs at least one band"));
    const double total = bands.first().ahead + bands.first().behind;
    auto finite = [](double v) { return std::isfinite(v) && v >= 0; };
    for (int i = 0; i < bands.size(); ++i) {
        const Band &band = bands[i];
        const int number = i + 1;
        if (band.upTo < 0)
            return refuse(tr("band %1 ends below 0").arg(number));
        if (i > 0 && band.upTo <= bands[i - 1].upTo)
            return refuse(tr("band %1 does not end above band %2").arg(number).arg(number - 1));
        if (!finite(band.ahead) || !finite(band.behind))
            return refuse(tr("band %1 has a share that is not a number of 0 or more").arg(number));
        if (band.ahead < band.behind)
            return refuse(
                tr("in band %1 the side ahead gets less than the side behind").arg(number));
        if (std::abs(band.ahead + band.behind - total) > 1e-9)
            return refuse(tr("the shares of band %1 add up to %2, not %3 as in band 1")
                              .arg(number)
                              .arg(band.ahead + band.behind)
                              .arg(total));
        if (i > 0 && band.ahead < bands[i - 1].ahead)
            return refuse(tr("the side ahead gets less in band %1 than in band %2")
                              .arg(number)
                              .arg(number - 1));
    }
    if (!finite(aheadBeyond) || !finite(behindBeyond)
        || std::abs(aheadBeyond + behindBeyond - total) > 1e-9)
        return refuse(tr("the shares beyond the last band must add up to %1").arg(total));
    if (aheadBeyond < bands.last().ahead)
        return refuse(tr("the side ahead gets less beyond the last band than in it"));
    return VictoryPointScale(std::move(bands), aheadBeyond, behindBeyond);
}

VictoryPointScale::Shares VictoryPointScale::sharesOfDifference(qint64 difference) const
{
    const qint64 d = difference < 0 ? -difference : difference;
    for (const Band &band : m_bands) {
        if (d > band.upTo)
            continue;
        if (d == 0) // neither side is ahead: the band's total shared evenly
            return {(band.ahead + band.behind) / 2, (band.ahead + band.behind) / 2};
        return {band.ahead, band.behind};
    }
    return {m_aheadBeyond, m_behindBeyond};
}

VictoryPointScale::Shares VictoryPointScale::shares(int firstMp, int secondMp) const
{
    const Shares s = sharesOfDifference(qint64(firstMp) - qint64(secondMp));
    return firstMp >= secondMp ? s : Shares {s.second, s.first};
}

} // namespace pinaculo
