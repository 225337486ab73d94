#pragma once

#include "handscore.h"

#include <QList>

namespace pinaculo {

// One scored hand in the context of the game.
struct HandOutcome
{
    int number = 0;            // 1-based
    int dealer = -1;
    int cutter = -1;
    int first = -1;
    QList<bool> barbele;       // per side, at the start of the hand
    HandScore score;
    QList<int> running;        // per side, after the hand
};

// Where a game stands: every hand scored, and whether and how it ended (RULES.md §9).
struct GameResult
{
    QList<HandOutcome> hands;
    bool over = false;
    int winner = -1;           // side, or -1 (still playing, or a draw)
    int endedAfterHand = -1;   // 0-based index of the deciding hand

    bool draw() const { return over && winner < 0; }
    QList<int> totals(int sideCount) const
    {
        return hands.isEmpty() ? QList<int>(sideCount, 0) : hands.last().running;
    }
};

} // namespace pinaculo
