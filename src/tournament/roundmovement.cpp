#include "roundmovement.h"

namespace pinaculo {

QString RoundMovements::id(RoundMovement movement)
{
    switch (movement) {
    case RoundMovement::Mitchell:
        return QStringLiteral("mitchell");
    case RoundMovement::Danish:
        return QStringLiteral("danish");
    case RoundMovement::RoundRobin:
        return QStringLiteral("round_robin");
    case RoundMovement::Director:
        return QStringLiteral("director");
    }
    return {};
}

std::optional<RoundMovement> RoundMovements::fromId(const QString &id)
{
    for (RoundMovement movement : all()) {
        if (RoundMovements::id(movement) == id)
            return movement;
    }
    return std::nullopt;
}

QList<RoundMovement> RoundMovements::all()
{
    return {RoundMovement::Mitchell, RoundMovement::Danish, RoundMovement::RoundRobin,
            RoundMovement::Director};
}

} // namespace pinaculo
