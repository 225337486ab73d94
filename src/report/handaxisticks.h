#pragma once

#include <QList>
#include <QString>

class QCategoryAxis;

namespace pinaculo {

// Where a chart's hand axis is labelled: whole hands only, from hand 1 (there is no hand 0),
// every hand for a short game and every 2, 5, 10 … hands for a long one, never more than about a
// dozen labels. One rule for the window's chart and the printed one.
class HandAxisTicks
{
public:
    // `hands`: the hands the chart draws (at least one is assumed).
    explicit HandAxisTicks(int hands);

    // The axis runs from hand 1 to last(): one hand past a single hand, so the axis is not empty.
    int first() const { return 1; }
    int last() const { return m_last; }
    int step() const { return m_step; }
    // The labelled hands, ascending, all within [first(), last()].
    QList<int> values() const;
    // The hand axis of both charts, titled `title` and labelled at values(): labels placed one
    // by one, because a value axis divides its range evenly (hand 2.5) and Qt 6.4 leaves the
    // labels out of a dynamic-ticks axis painted off screen. The caller owns it.
    QCategoryAxis *axis(const QString &title) const;

private:
    int m_last;
    int m_step;
};

} // namespace pinaculo
