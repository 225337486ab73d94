#pragma once

#include "game.h"
#include "gameresult.h"

namespace pinaculo {

// Scores a game hand after hand, carrying the running totals, so a game of n hands costs O(n).
// It alone decides when the game ends and who won (docs/rules.md §9); a file reader can feed it one
// hand at a time to check each hand against the state the game was in.
class GameScorer
{
public:
    explicit GameScorer(const GameSetup &setup);

    static GameResult score(const Game &game);

    // The state the next hand starts from: barbelé sides, and whether it follows the end.
    QList<bool> nextBarbele() const;
    bool nextIsAfterEnd() const { return m_result.over; }
    const HandOutcome &add(const HandRecord &hand);
    const GameResult &result() const { return m_result; }
    GameResult takeResult() { return std::move(m_result); }

    // The barbelé flags per side for a hand that starts from these running totals.
    static QList<bool> barbeleAt(const GameSetup &setup, int handIndex, const QList<int> &running);

private:
    void judge();

    const GameSetup &m_setup;
    GameResult m_result;
};

} // namespace pinaculo
