#pragma once

#include "game.h"

#include <QList>
#include <QString>

// Small games for the window and document suites.
namespace guitest {

inline pinaculo::Game threePlayerGame()
{
    pinaculo::Game game;
    game.setup.rules = pinaculo::Rules::preset(pinaculo::Variant::Pinaculo);
    game.setup.players = {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")};
    return game;
}

// A quick-entry hand: meld points per player, no cards in hand, `out` went out (+20).
inline pinaculo::HandRecord quickHand(const QList<int> &meldPoints, int out = 0)
{
    pinaculo::HandRecord hand;
    for (int seat = 0; seat < meldPoints.size(); ++seat) {
        pinaculo::PlayerResult result;
        result.meldPoints = meldPoints[seat];
        result.handPoints = 0;
        result.out = seat == out ? pinaculo::OutKind::Yes : pinaculo::OutKind::No;
        hand.results.append(result);
    }
    return hand;
}

} // namespace guitest
