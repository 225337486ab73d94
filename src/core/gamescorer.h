#pragma once

#include "game.h"
#include "gamecheck.h"
#include "gameresult.h"

namespace pinaculo {

// Scores a game hand after hand, carrying the running totals, so a game of n hands costs O(n).
// It alone decides when the game ends and who won (docs/rules.md §9); a file reader can feed it one
// hand at a time to check each hand against the state the game was in.
class GameScorer
{
public:
    explicit GameScorer(const GameSetup &setup);
    // Goes on from `soFar`, the result this class made of the game's hands until now: a hand
    // added after the last is scored without scoring the others again.
    GameScorer(const GameSetup &setup, GameResult soFar);

    static GameResult score(const Game &game);
    // One hand more onto `soFar` without copying its hands, as addIfPossible() adds it: its
    // problems against the state the game is in, and when it has none, the hand's outcome and
    // in `after` where the game stands once it is in (every field of the result but its hands,
    // left empty). The caller appends the outcome to its own hands; `after` must not be `soFar`.
    static QList<HandProblem> addNext(const GameSetup &setup, const GameResult &soFar,
                                      const HandRecord &hand, HandOutcome *outcome,
                                      GameResult *after);
    // Validates each hand against the state the game was in before it and scores it, in one
    // pass, stopping at the first impossible hand (see GameCheck).
    static GameCheck check(const Game &game);

    // The state the next hand starts from: barbelé sides, and whether it follows the end.
    QList<bool> nextBarbele() const;
    bool nextIsAfterEnd() const { return m_result.over; }
    const HandOutcome &add(const HandRecord &hand);
    // Validates the hand against the state the game is in (HandValidator) and adds it when it
    // is possible: its problems, empty when it was added.
    QList<HandProblem> addIfPossible(const HandRecord &hand);
    const GameResult &result() const { return m_result; }
    GameResult takeResult() { return std::move(m_result); }

    // The barbelé flags per side for a hand that starts from these running totals.
    static QList<bool> barbeleAt(const GameSetup &setup, int handIndex, const QList<int> &running);

private:
    void judge();
    // The 0-based number of the next hand.
    int nextIndex() const { return m_handsBefore + int(m_result.hands.size()); }

    const GameSetup &m_setup;
    GameResult m_result;
    // Hands scored before the first of m_result.hands and left out of it (addNext).
    int m_handsBefore = 0;
};

} // namespace pinaculo
