#pragma once

#include "victorypointscale.h"

#include <QList>

namespace pinaculo {

// The VP of a table of more than two sides (Pináculo for three to six players, Pinacle with
// three pairs): each side's VP is the mean of what the scale gives it against every other side,
// by their MP difference. For two sides this is the scale itself; on a scale of a fixed total,
// a table of n sides hands out n times half that total, so tables of any size compare fairly.
class PairwiseVictoryPoints
{
public:
    // One entry per side, in the order of `mp`; none for fewer than two sides.
    static QList<double> of(const VictoryPointScale &scale, const QList<int> &mp);
};

} // namespace pinaculo
