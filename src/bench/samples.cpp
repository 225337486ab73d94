#include "samples.h"

#include <algorithm>
#include <cmath>

namespace pinaculo {

double Samples::percentile(double p) const
{
    if (m_values.isEmpty())
        return 0;
    QList<double> sorted = m_values;
    std::sort(sorted.begin(), sorted.end());
    if (p == 50 && sorted.size() % 2 == 0)
        return (sorted[sorted.size() / 2 - 1] + sorted[sorted.size() / 2]) / 2;
    const qsizetype rank = qsizetype(std::ceil(p / 100.0 * double(sorted.size())));
    return sorted[std::clamp<qsizetype>(rank - 1, 0, sorted.size() - 1)];
}

} // namespace pinaculo
