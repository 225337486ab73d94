#include "scoresheet/runningtotalsline.h"

#include "gameresult.h"

#include <algorithm>
#include <array>

namespace pinaculo {

int RunningTotalsLine::bucketSize(int hands)
{
    return std::max(1, (hands + maxBuckets - 1) / maxBuckets);
}

void RunningTotalsLine::appendPoints(QList<QPointF> &points, const QList<HandOutcome> &hands,
                                     int counted, int side, int from, int bucket)
{
    const auto pointOf = [&](int index) {
        const HandOutcome &hand = hands.at(index);
        return QPointF(hand.number, hand.running.value(side));
    };
    for (int start = from; start < counted; start += bucket) {
        const int end = std::min(counted, start + bucket);
        int lowest = start;
        int highest = start;
        for (int index = start + 1; index < end; ++index) {
            const int total = hands.at(index).running.value(side);
            if (total < hands.at(lowest).running.value(side))
                lowest = index;
            if (total > hands.at(highest).running.value(side))
                highest = index;
        }
        // Its first and last hands and its extremes, in the order they came: the line enters
        // and leaves the bucket where the game did and spans all of its height. A bucket of two
        // hands keeps both.
        std::array<int, 4> kept {start, std::min(lowest, highest), std::max(lowest, highest),
                                 end - 1};
        int last = -1;
        for (int index : kept) {
            if (index > last)
                points.append(pointOf(index));
            last = std::max(last, index);
        }
    }
}

} // namespace pinaculo
