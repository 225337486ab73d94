#pragma once

#include "game.h"
#include "gameresult.h"

namespace pinaculo {

// Scores a game hand after hand, carrying the running totals, so a game of n hands costs O(n).
class GameScorer
{
public:
    static GameResult score(const Game &game);

    // The barbelé flags per side for a hand that starts from these running totals.
    static QList<bool> barbeleAt(const GameSetup &setup, int handIndex, const QList<int> &running);

    // After a hand: has a side reached the target, and who won (RULES.md §9)?
    struct Verdict { bool over = false; int winner = -1; };
    static Verdict judge(const Rules &rules, const QList<int> &running);
};

} // namespace pinaculo
