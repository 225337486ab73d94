#include "roundrobinschedule.h"

#include <utility>

namespace pinaculo {

RoundRobinSchedule::RoundRobinSchedule(QList<int> entries)
    : m_entries(std::move(entries))
{
    if (m_entries.size() % 2 != 0)
        m_entries.append(0);
}

int RoundRobinSchedule::rounds() const
{
    return m_entries.size() < 2 ? 0 : int(m_entries.size()) - 1;
}

RoundSeating RoundRobinSchedule::round(int round) const
{
    // The circle method: the last seed stays while the others turn one place a round.
    RoundSeating seating;
    const int n = int(m_entries.size());
    if (n < 2 || round < 1 || round > rounds())
        return seating;
    const int turning = n - 1;
    auto seed = [&](int position) {
        return position == turning ? m_entries[turning]
                                   : m_entries[(position + (round - 1) * (n / 2)) % turning];
    };
    int table = 0;
    for (int i = 0; i < n / 2; ++i) {
        int first = seed(i);
        int second = seed(n - 1 - i);
        // The fixed seed changes sides every round; the others by their place.
        if ((i == 0 && round % 2 == 0) || (i > 0 && i % 2 == 0))
            std::swap(first, second);
        if (first == 0 || second == 0) {
            seating.resting.append(first == 0 ? second : first);
            continue;
        }
        seating.tables.append({++table, first, second});
    }
    return seating;
}

} // namespace pinaculo
