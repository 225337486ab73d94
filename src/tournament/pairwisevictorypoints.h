#pragma once

#include "victorypointscale.h"

#include <QList>
#include <QString>

#include <optional>

namespace pinaculo {

// The VP of a table of more than two sides (Pináculo for three to six players, Pinacle with
// three pairs), by the tournament's parameter more_sides:
// - mean (the default): each side's VP is the mean of what the scale gives it against every
//   other side, by their MP difference;
// - placement: the sides are ranked by MP alone, and each takes the scale's total times the
//   share of the other sides it finished above, a side level with it counting half.
// For two sides both are the scale itself. On a scale of a fixed total, a table of n sides
// hands out n times half that total either way, so tables of any size compare fairly.
class PairwiseVictoryPoints
{
public:
    enum class Method { Mean, Placement };

    // One entry per side, in the order of `mp`; none for fewer than two sides.
    static QList<double> of(const VictoryPointScale &scale, const QList<int> &mp,
                            Method method = Method::Mean);

    // The parameter's stable names, "mean" and "placement".
    static QString id(Method method);
    static std::optional<Method> fromId(const QString &id);
};

} // namespace pinaculo
