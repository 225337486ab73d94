#pragma once

#include <QList>
#include <QPointF>

namespace pinaculo {

struct HandOutcome;

// The points of one side's line on the running-totals chart. A game of up to a few hundred hands
// draws every hand. A longer one has more hands than the chart has pixels across, and a line
// through ten thousand points costs a tenth of a second to lay out and paint at every hand; it
// draws, for each run of hands (a bucket), the run's first and last hands and its lowest and
// highest totals in the order they came (a bucket of a few pixels): the same picture at the
// chart's size, at the cost of a few hundred points.
class RunningTotalsLine
{
public:
    // The hands a bucket holds for a line of `hands` hands: 1 up to maxBuckets hands, 2 up to
    // twice that, and so on (every hand is drawn up to twice maxBuckets); it changes only
    // every maxBuckets hands, when the line is drawn again whole.
    static int bucketSize(int hands);
    // Appends to `points` those of `side` for the hands [from, counted) of `hands`, `from` being
    // the first hand of a bucket.
    static void appendPoints(QList<QPointF> &points, const QList<HandOutcome> &hands, int counted,
                             int side, int from, int bucket);

    static constexpr int maxBuckets = 100;
};

} // namespace pinaculo
