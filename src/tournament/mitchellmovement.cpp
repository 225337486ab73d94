#include "mitchellmovement.h"

#include <algorithm>
#include <numeric>

namespace pinaculo {

MitchellMovement::MitchellMovement(int entries, int tables, int step)
    : m_entries(entries)
    , m_tables(tables)
    , m_step(step)
{
}

std::optional<MitchellMovement> MitchellMovement::of(int entries, int step, QString *error)
{
    auto refuse = [error](const QString &reason) -> std::optional<MitchellMovement> {
        if (error)
            *error = reason;
        return std::nullopt;
    };
    if (entries < 2)
        return refuse(tr("a movement needs at least 2 pairs, not %1").arg(entries));
    if (step < 1)
        return refuse(tr("the East-West pairs move at least 1 table a round, not %1").arg(step));
    const int tables = (entries + 1) / 2;
    return MitchellMovement(entries, tables, step);
}

int MitchellMovement::roundsWithoutRepeats() const
{
    return m_tables / std::gcd(m_step, m_tables);
}

bool MitchellMovement::plans(int rounds, QString *error) const
{
    if (rounds <= roundsWithoutRepeats())
        return true;
    if (error)
        *error = tr("moving %n table(s) a round at %1 tables, pairs meet again after %2 rounds; "
                    "%3 rounds were planned",
                    nullptr, m_step)
                     .arg(m_tables)
                     .arg(roundsWithoutRepeats())
                     .arg(rounds);
    return false;
}

RoundSeating MitchellMovement::round(int round) const
{
    RoundSeating seating;
    // With an odd number of pairs the last table has no North-South pair.
    const bool phantom = m_entries % 2 != 0;
    for (int e = 1; e <= m_tables; ++e) {
        const int table = int((qint64(e - 1) + qint64(round - 1) * m_step) % m_tables) + 1;
        // East-West pairs are numbered after the North-South ones.
        const int eastWest = (phantom ? m_tables - 1 : m_tables) + e;
        if (phantom && table == m_tables) {
            seating.resting.append(eastWest);
            continue;
        }
        seating.tables.append({table, table, eastWest});
    }
    std::sort(seating.tables.begin(), seating.tables.end(),
              [](const TableSeating &a, const TableSeating &b) { return a.table < b.table; });
    return seating;
}

RoundSeating MitchellMovement::continued(const RoundSeating &first, int round) const
{
    // Each table's North-South pair (0 for an empty seat) and the East-West pair that sat there
    // in the first round.
    QList<int> northSouth(m_tables, 0);
    QList<int> eastWest(m_tables, 0);
    for (const TableSeating &seat : first.tables) {
        if (seat.table >= 1 && seat.table <= m_tables) {
            northSouth[seat.table - 1] = seat.northSouth;
            eastWest[seat.table - 1] = seat.eastWest;
        }
    }
    if (!first.resting.isEmpty() && eastWest[m_tables - 1] == 0)
        eastWest[m_tables - 1] = first.resting.first();
    RoundSeating seating;
    for (int t = 0; t < m_tables; ++t) {
        if (eastWest[t] == 0)
            continue;
        const int to = int((qint64(t) + qint64(round - 1) * m_step) % m_tables);
        if (northSouth[to] == 0)
            seating.resting.append(eastWest[t]);
        else
            seating.tables.append({to + 1, northSouth[to], eastWest[t]});
    }
    std::sort(seating.tables.begin(), seating.tables.end(),
              [](const TableSeating &a, const TableSeating &b) { return a.table < b.table; });
    return seating;
}

} // namespace pinaculo
