#include "gamescorer.h"

#include "handscorer.h"
#include "points.h"

namespace pinaculo {

QList<bool> GameScorer::barbeleAt(const GameSetup &setup, int handIndex, const QList<int> &running)
{
    const Rules &rules = setup.rules;
    QList<bool> flags(setup.sideCount(), false);
    if (handIndex == 0 || rules.barbeleThreshold <= 0)
        return flags;
    for (int side = 0; side < flags.size(); ++side) {
        const int total = running.value(side);
        flags[side] = total >= rules.barbeleThreshold && (rules.target <= 0 || total < rules.target);
    }
    return flags;
}

GameScorer::Verdict GameScorer::judge(const Rules &rules, const QList<int> &running)
{
    Verdict verdict;
    if (running.isEmpty())
        return verdict;
    int best = running.first();
    int bestSide = 0;
    int atBest = 0;
    for (int side = 0; side < running.size(); ++side) {
        if (running[side] > best) {
            best = running[side];
            bestSide = side;
        }
    }
    for (int total : running)
        atBest += total == best ? 1 : 0;

    if (rules.target <= 0) {
        // One hand decides; equal best totals are a draw.
        verdict.over = true;
        verdict.winner = atBest == 1 ? bestSide : -1;
        return verdict;
    }
    if (best >= rules.target && atBest == 1) {
        verdict.over = true;
        verdict.winner = bestSide;
    }
    // A tie at the top at or above the target plays on for another hand.
    return verdict;
}

GameResult GameScorer::score(const Game &game)
{
    const GameSetup &setup = game.setup;
    GameResult result;
    result.hands.reserve(game.hands.size());
    QList<int> running(setup.sideCount(), 0);
    for (int i = 0; i < game.hands.size(); ++i) {
        HandOutcome outcome;
        outcome.number = i + 1;
        outcome.dealer = setup.dealerOfHand(i);
        outcome.cutter = setup.cutterOfHand(i);
        outcome.first = setup.firstOfHand(i);
        outcome.barbele = barbeleAt(setup, i, running);
        outcome.score = HandScorer::score(setup, game.hands[i], i, outcome.barbele);
        for (int side = 0; side < running.size(); ++side)
            running[side] = addPoints(running[side], outcome.score.sidePoints.value(side));
        outcome.running = running;
        result.hands.append(std::move(outcome));
        if (!result.over) {
            const Verdict verdict = judge(setup.rules, running);
            if (verdict.over) {
                result.over = true;
                result.winner = verdict.winner;
                result.endedAfterHand = i;
            }
        }
    }
    return result;
}

} // namespace pinaculo
