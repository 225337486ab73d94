#pragma once

#include "roundseating.h"

#include <QList>

namespace pinaculo {

// All-play-all ("all'italiana") within a group, by Berger's tables: every entry meets every
// other once in N − 1 rounds (N rounds when N is odd, one entry resting each round, each one
// once). The group's entries are given in their seeding order; round 1 of four entries is 1 v 4,
// 2 v 3, as the published tables have it, and the sides alternate from round to round so that
// no entry sits on one side throughout.
class RoundRobinSchedule
{
public:
    explicit RoundRobinSchedule(QList<int> entries);

    int rounds() const;
    // The seating of round `round` (from 1 to rounds()).
    RoundSeating round(int round) const;

private:
    QList<int> m_entries; // an even number: 0 stands for the empty seat of an odd group
};

} // namespace pinaculo
