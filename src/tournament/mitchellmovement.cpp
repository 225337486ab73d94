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
        *error = tr("moving %1 tables a round at %2 tables, pairs meet again after %3 rounds; "
                    "%4 rounds were planned")
                     .arg(m_step)
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

} // namespace pinaculo
