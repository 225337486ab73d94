#pragma once

#include "rules.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pinaculo {

struct Team
{
    QString name;
    QList<int> seats; // seats of the players, in turn order

    friend bool operator==(const Team &, const Team &) = default;
};

// Who plays, how they sit and under which rules. Seats are indices into `players`, which are in
// turn order (counter-clockwise at the table).
struct GameSetup
{
    Rules rules;
    QStringList players;
    QList<Team> teams; // empty: every player is a side
    int firstDealer = 0;
    // Time was called after this hand (from 1), in a round played to a time: the game ends
    // there whatever its rules, the higher total winning, equal totals a draw; 0 while it is not.
    int timeCalledAfter = 0;

    Variant variant() const { return rules.variant; }
    int playerCount() const { return int(players.size()); }
    bool partnership() const { return !teams.isEmpty(); }

    // Sides in turn order of their first player.
    int sideCount() const;
    QString sideName(int side) const;
    QStringList sideNames() const;
    int sideOfSeat(int seat) const;
    QList<int> seatsOfSide(int side) const;

    int dealerOfHand(int handIndex) const; // 0-based hand index
    int cutterOfHand(int handIndex) const; // the dealer's left: the seat before the dealer
    int firstOfHand(int handIndex) const; // the dealer's right: the seat after the dealer

    // The same table playing again: same players, seats, teams and rules, and the deal passed
    // on, as between hands, so the first dealer of the new game is the next seat in turn order.
    GameSetup rematch() const;

    friend bool operator==(const GameSetup &, const GameSetup &) = default;
};

} // namespace pinaculo
