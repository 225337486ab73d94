#pragma once

#include "card.h"

#include <QList>

class QRandomGenerator;

namespace pinaculo {

// The draw for seats and the first deal (seed 000): each player draws one card; players who
// drew the same rank discard and draw again; the players then sit from the lowest card to the
// highest, and the lowest deals first. Twos count low and the ace high, as in the runs; the
// jokers are left out of the draw.
class SeatDraw
{
public:
    struct Result
    {
        QList<CardList> draws; // per player (in the original order): every card drawn
        QList<int> seating; // player indices, lowest card first: the new turn order
        int rounds = 1;
        Card finalCard(int player) const { return draws.at(player).last(); }
    };

    static Result draw(int players, QRandomGenerator &random);
    // The rank order of the draw: 2 lowest, ace highest.
    static int drawRank(const Card &card);
};

} // namespace pinaculo
