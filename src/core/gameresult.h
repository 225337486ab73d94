#pragma once

#include "handscore.h"

#include <QList>

namespace pinaculo {

// One scored hand in the context of the game.
struct HandOutcome
{
    int number = 0; // 1-based
    int dealer = -1;
    int cutter = -1;
    int first = -1;
    QList<bool> barbele; // per side, at the start of the hand
    HandScore score; // what the hand scores, or would have scored after the end
    QList<int> running; // per side, after the hand; repeats the final totals after the end
    bool afterEnd = false; // played after the deciding hand: kept, counts for nothing
};

// Where a game stands (docs/rules.md §9): every hand scored, whether the game is over, the deciding
// hand, the winner or a draw, each side's final points, and the hands played after the end.
// GameScorer is the only code that decides any of it; every view, file and table asks here.
struct GameResult
{
    QList<HandOutcome> hands;
    bool over = false;
    int winner = -1; // side, or -1 (still playing, or a draw)
    int endedAfterHand = -1; // 0-based index of the deciding hand, -1 while the game goes on
    QList<int> finalTotals; // per side: the deciding hand's totals once over, else the last's
    QList<int> tiedAtTop; // sides tied at the top at or above the target: one more hand

    bool draw() const { return over && winner < 0; }
    // The 1-based number of the deciding hand, 0 while the game goes on.
    int decidedBy() const { return over ? endedAfterHand + 1 : 0; }
    bool afterEnd(int handIndex) const { return over && handIndex > endedAfterHand; }
    int handsAfterEnd() const { return over ? int(hands.size()) - endedAfterHand - 1 : 0; }
    // The hands that count: all of them, or those up to the deciding one.
    int countedHands() const { return int(hands.size()) - handsAfterEnd(); }
    QList<int> totals(int sideCount) const
    {
        return finalTotals.size() == sideCount ? finalTotals : QList<int>(sideCount, 0);
    }
    int winnerPoints() const { return winner >= 0 ? finalTotals.value(winner) : 0; }
};

} // namespace pinaculo
