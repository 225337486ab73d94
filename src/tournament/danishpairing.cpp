#include "danishpairing.h"

#include <QHash>

namespace pinaculo {

namespace {

// Pairs `left` (in rank order) so that no pair is forbidden, the highest unpaired entry first
// with the next it may meet; false when no such pairing exists.
bool pairFrom(QList<int> left, const QHash<int, int> &forbidden, QList<QPair<int, int>> &pairs)
{
    if (left.isEmpty())
        return true;
    const int first = left.takeFirst();
    for (int i = 0; i < left.size(); ++i) {
        const int other = left[i];
        if (forbidden.value(first, 0) == other)
            continue;
        QList<int> rest = left;
        rest.removeAt(i);
        pairs.append({first, other});
        if (pairFrom(rest, forbidden, pairs))
            return true;
        pairs.removeLast();
    }
    return false;
}

} // namespace

DanishPairing::Result DanishPairing::pair(Kind kind, const Input &input)
{
    Result result;
    QList<int> playing = input.ranking;
    if (playing.size() % 2 != 0) {
        int resting = playing.last();
        for (auto it = playing.crbegin(); it != playing.crend(); ++it) {
            if (!input.rested.contains(*it)) {
                resting = *it;
                break;
            }
        }
        playing.removeOne(resting);
        result.seating.resting.append(resting);
    }
    // Each entry's opponent of the previous round, both ways.
    QHash<int, int> previous;
    if (kind == Kind::Modified && !input.lastRound) {
        for (const TableSeating &table : input.previousRound) {
            previous.insert(table.northSouth, table.eastWest);
            previous.insert(table.eastWest, table.northSouth);
        }
    }
    QList<QPair<int, int>> pairs;
    if (!pairFrom(playing, previous, pairs)) {
        // Only possible in a field too small to keep them apart (two or four entries, say).
        pairs.clear();
        pairFrom(playing, {}, pairs);
        result.previousOpponentsMeet = true;
    }
    int table = 0;
    for (const auto &[higher, lower] : std::as_const(pairs))
        result.seating.tables.append({++table, higher, lower});
    return result;
}

} // namespace pinaculo
