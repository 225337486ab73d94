#include "standings.h"

#include <QHash>
#include <QRandomGenerator>
#include <QSet>

#include <algorithm>

namespace pinaculo {

namespace {

// The VP each entry of `group` took against the others of it; empty when two of them never met.
QHash<int, double> headToHead(const QList<int> &group, const QList<CountedMatch> &matches)
{
    const QSet<int> members(group.cbegin(), group.cend());
    QHash<int, double> vp;
    QSet<QPair<int, int>> met;
    for (const CountedMatch &match : matches) {
        for (int i = 0; i < match.sides.size(); ++i) {
            const int entry = match.sides[i];
            if (!members.contains(entry))
                continue;
            for (int j = 0; j < match.sides.size(); ++j) {
                const int other = match.sides[j];
                if (j == i || !members.contains(other))
                    continue;
                met.insert({std::min(entry, other), std::max(entry, other)});
            }
        }
    }
    for (int a = 0; a < group.size(); ++a) {
        for (int b = a + 1; b < group.size(); ++b) {
            if (!met.contains({std::min(group[a], group[b]), std::max(group[a], group[b])}))
                return {};
        }
    }
    // The VP of the matches where two or more of them sat at one table.
    for (const CountedMatch &match : matches) {
        QList<int> inGroup;
        for (int i = 0; i < match.sides.size(); ++i) {
            if (members.contains(match.sides[i]))
                inGroup.append(i);
        }
        if (inGroup.size() < 2)
            continue;
        for (int i : std::as_const(inGroup))
            vp[match.sides[i]] += match.result.vp.value(i);
    }
    return vp;
}

// The draw's order of every entry: a shuffle made from the seed.
QHash<int, int> drawOrder(QList<int> entries, quint32 seed)
{
    std::sort(entries.begin(), entries.end());
    QRandomGenerator random(seed);
    std::shuffle(entries.begin(), entries.end(), random);
    QHash<int, int> order;
    for (int i = 0; i < entries.size(); ++i)
        order.insert(entries[i], i);
    return order;
}

} // namespace

QList<StandingRow> Standings::of(const QList<int> &entries, const QList<CountedMatch> &matches,
                                 const QList<TieBreak> &tieBreaks, quint32 drawSeed)
{
    QHash<int, StandingRow> rows;
    for (int entry : entries)
        rows.insert(entry, StandingRow {entry});
    for (const CountedMatch &match : matches) {
        qint64 all = 0;
        for (int mp : match.result.mp)
            all += mp;
        for (int i = 0; i < match.sides.size(); ++i) {
            auto row = rows.find(match.sides[i]);
            if (row == rows.end())
                continue;
            row->vp += match.result.vp.value(i);
            const int mp = match.result.mp.value(i);
            row->mpFor += mp;
            // Against: the others' MP at the table, their mean at a table of more sides.
            if (match.sides.size() > 1)
                row->mpAgainst += (all - mp) / (match.sides.size() - 1);
            ++row->matches;
        }
    }
    const QHash<int, int> draw = drawOrder(entries, drawSeed);

    // Sorted by VP, then each group level on VP split by one tie-break after another.
    QList<int> order = entries;
    std::stable_sort(order.begin(), order.end(),
                     [&rows](int a, int b) { return rows[a].vp > rows[b].vp; });
    QList<QList<int>> groups;
    for (int entry : std::as_const(order)) {
        if (!groups.isEmpty() && rows[groups.last().first()].vp == rows[entry].vp)
            groups.last().append(entry);
        else
            groups.append(QList<int> {entry});
    }
    for (TieBreak tieBreak : tieBreaks) {
        QList<QList<int>> split;
        for (QList<int> &group : groups) {
            if (group.size() < 2) {
                split.append(group);
                continue;
            }
            QHash<int, double> key;
            if (tieBreak == TieBreak::HeadToHead) {
                key = headToHead(group, matches);
            } else {
                for (int entry : std::as_const(group)) {
                    const StandingRow &row = rows[entry];
                    key.insert(entry,
                               tieBreak == TieBreak::MpDifference ? double(row.mpDifference())
                                   : tieBreak == TieBreak::MpFor  ? double(row.mpFor)
                                                                  : -double(draw[entry]));
                }
            }
            std::stable_sort(group.begin(), group.end(),
                             [&key](int a, int b) { return key.value(a) > key.value(b); });
            QList<int> level;
            for (int entry : std::as_const(group)) {
                if (!level.isEmpty() && key.value(level.first()) != key.value(entry)) {
                    split.append(level);
                    level.clear();
                }
                level.append(entry);
            }
            split.append(level);
        }
        groups = split;
    }
    QList<StandingRow> standings;
    int rank = 1;
    for (const QList<int> &group : std::as_const(groups)) {
        for (int entry : group) {
            StandingRow row = rows[entry];
            row.rank = rank;
            standings.append(row);
        }
        rank += int(group.size());
    }
    return standings;
}

} // namespace pinaculo
