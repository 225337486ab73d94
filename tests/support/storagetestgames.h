#pragma once

#include "game.h"

#include <QStringList>

// Small deterministic games for the storage suites and the durability helper: the content of a
// hand follows from its index, so a reader can tell a whole hand from a partial or foreign one.
namespace storagetest {

inline pinaculo::GameSetup setupOf(pinaculo::Variant variant, const QStringList &players)
{
    pinaculo::GameSetup setup;
    setup.rules = pinaculo::Rules::preset(variant);
    setup.players = players;
    return setup;
}

inline pinaculo::HandRecord quickHand(int index, int seats)
{
    pinaculo::HandRecord hand;
    for (int seat = 0; seat < seats; ++seat) {
        pinaculo::PlayerResult r;
        r.meldPoints = 5 * (index + 1) + 10 * seat;
        r.handPoints = seat == index % seats ? 0 : 5 * (seat + 1);
        r.out = seat == index % seats ? pinaculo::OutKind::Yes : pinaculo::OutKind::No;
        hand.results.append(r);
    }
    hand.exactCut = index % 3 == 0;
    return hand;
}

inline pinaculo::Game quickGame(int hands,
                                const QStringList &players
                                = {QStringLiteral("Ana"), QStringLiteral("Bruno")})
{
    pinaculo::Game game;
    game.setup = setupOf(pinaculo::Variant::Pinaculo, players);
    for (int i = 0; i < hands; ++i)
        game.hands.append(quickHand(i, int(players.size())));
    return game;
}

} // namespace storagetest
