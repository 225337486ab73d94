#pragma once

#include "cardnotation.h"
#include "game.h"

#include <QList>
#include <QString>
#include <QStringList>

// The games every suite builds its cases from, in one place: small, deterministic, and each made
// of what a player could have entered at the table.
namespace testgames {

// The first `players` of six names, in seat order.
inline QStringList names(int players)
{
    const QStringList six
        = {QStringLiteral("Ana"),  QStringLiteral("Bruno"), QStringLiteral("Carla"),
           QStringLiteral("Dani"), QStringLiteral("Eva"),   QStringLiteral("Fede")};
    return six.mid(0, players);
}

// Six long names, as a club's players have them: the width a sheet, a board and a dialog must fit.
inline QStringList longNames()
{
    return {QStringLiteral("Concepción"),  QStringLiteral("Bartolomé"),
            QStringLiteral("Maximiliano"), QStringLiteral("Guadalupe"),
            QStringLiteral("Margherita"),  QStringLiteral("Francesca")};
}

inline pinaculo::GameSetup setupOf(pinaculo::Variant variant, const QStringList &players,
                                   int firstDealer = 0)
{
    pinaculo::GameSetup setup;
    setup.rules = pinaculo::Rules::preset(variant);
    setup.players = players;
    setup.firstDealer = firstDealer;
    return setup;
}

inline pinaculo::GameSetup setupOf(pinaculo::Variant variant, int players, int firstDealer = 0)
{
    return setupOf(variant, names(players), firstDealer);
}

// Ana, Bruno and Carla at Pináculo, before the first hand.
inline pinaculo::Game threePlayerGame()
{
    pinaculo::Game game;
    game.setup = setupOf(pinaculo::Variant::Pinaculo, 3);
    return game;
}

// A quick-entry hand: meld points per seat, no cards in hand, and seat `out` went out (+20).
inline pinaculo::HandRecord pointsHand(const QList<int> &meldPoints, int out = 0)
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

// A hand whose every side is entered as one number, seat by seat: the points melded, or, when
// negative, the points left in hand; nobody is marked out.
inline pinaculo::HandRecord signedPointsHand(const QList<int> &points)
{
    pinaculo::HandRecord hand;
    for (int p : points) {
        pinaculo::PlayerResult result;
        if (p >= 0)
            result.meldPoints = p;
        else
            result.handPoints = -p;
        hand.results.append(result);
    }
    return hand;
}

// A Pináculo game of `hands` quick-entry hands whose points vary from seat to seat and from hand
// to hand, each going out in turn.
inline pinaculo::Game pointsGame(const QStringList &players, int hands)
{
    pinaculo::Game game;
    game.setup = setupOf(pinaculo::Variant::Pinaculo, players);
    for (int hand = 0; hand < hands; ++hand) {
        QList<int> melds;
        for (int seat = 0; seat < players.size(); ++seat)
            melds.append((seat * 37 + hand * 53) % 190);
        game.hands.append(pointsHand(melds, hand % int(players.size())));
    }
    return game;
}

// Hand number `index` of a numbered game: its content follows from the index, so a reader can
// tell a whole hand from a partial or foreign one.
inline pinaculo::HandRecord numberedHand(int index, int seats)
{
    pinaculo::HandRecord hand;
    for (int seat = 0; seat < seats; ++seat) {
        pinaculo::PlayerResult result;
        result.meldPoints = 5 * (index + 1) + 10 * seat;
        result.handPoints = seat == index % seats ? 0 : 5 * (seat + 1);
        result.out = seat == index % seats ? pinaculo::OutKind::Yes : pinaculo::OutKind::No;
        hand.results.append(result);
    }
    hand.exactCut = index % 3 == 0;
    return hand;
}

// A Pináculo game of `hands` numbered hands.
inline pinaculo::Game numberedGame(int hands, const QStringList &players = names(2))
{
    pinaculo::Game game;
    game.setup = setupOf(pinaculo::Variant::Pinaculo, players);
    for (int i = 0; i < hands; ++i)
        game.hands.append(numberedHand(i, int(players.size())));
    return game;
}

// A hand in which the first seat melded `cards` (in the interchange notation) and nobody went out.
inline pinaculo::HandRecord meldHand(const QString &cards, int seats)
{
    pinaculo::HandRecord hand;
    hand.results.resize(seats);
    pinaculo::MeldEntry meld;
    meld.cards = pinaculo::CardNotation::canonical().parse(cards).cards;
    hand.results[0].melds.append(meld);
    return hand;
}

} // namespace testgames
