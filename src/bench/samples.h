#pragma once

#include <QList>

namespace pinaculo {

// Repeated measurements of one quantity. Medians and percentiles, not means: one run disturbed
// by another process on a shared machine must not move the figure.
class Samples
{
public:
    void add(double value) { m_values.append(value); }
    bool isEmpty() const { return m_values.isEmpty(); }
    int size() const { return int(m_values.size()); }

    double median() const { return percentile(50); }
    // Nearest-rank percentile, 0 < p <= 100.
    double percentile(double p) const;

private:
    QList<double> m_values;
};

} // namespace pinaculo
