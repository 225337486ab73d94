#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace pinaculo {

// How a round's seating is made, each under a stable id for the tournament file:
// - mitchell: the Mitchell movement (MitchellMovement);
// - danish: from the standings after the round before (DanishPairing);
// - round_robin: the next round of an all-play-all group (RoundRobinSchedule);
// - director: the director seats the tables by hand.
enum class RoundMovement { Mitchell, Danish, RoundRobin, Director };

namespace RoundMovements {
QString id(RoundMovement movement);
std::optional<RoundMovement> fromId(const QString &id);
QList<RoundMovement> all();
} // namespace RoundMovements

} // namespace pinaculo
