#include "gamescorer.h"

#include "handscorer.h"
#include "handvalidator.h"
#include "passcounter.h"
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
        flags[side]
            = total >= rules.barbeleThreshold && (rules.target <= 0 || total < rules.target);
    }
    return flags;
}

GameScorer::GameScorer(const GameSetup &setup)
    : m_setup(setup)
{
    m_result.finalTotals = QList<int>(setup.sideCount(), 0);
}

GameScorer::GameScorer(const GameSetup &setup, GameResult soFar)
    : m_setup(setup)
    , m_result(std::move(soFar))
{
    if (m_result.finalTotals.size() != setup.sideCount())
        m_result.finalTotals = QList<int>(setup.sideCount(), 0);
}

QList<bool> GameScorer::nextBarbele() const
{
    return barbeleAt(m_setup, nextIndex(), m_result.finalTotals);
}

const HandOutcome &GameScorer::add(const HandRecord &hand)
{
    const int index = nextIndex();
    HandOutcome outcome;
    outcome.number = index + 1;
    outcome.dealer = m_setup.dealerOfHand(index);
    outcome.cutter = m_setup.cutterOfHand(index);
    outcome.first = m_setup.firstOfHand(index);
    outcome.barbele = nextBarbele();
    outcome.score = HandScorer::score(m_setup, hand, index, outcome.barbele);
    outcome.afterEnd = m_result.over;
    // A hand after the end shows what it would have scored and adds nothing (docs/rules.md §9).
    if (!outcome.afterEnd) {
        QList<int> &totals = m_result.finalTotals;
        for (int side = 0; side < totals.size(); ++side)
            totals[side] = addPoints(totals[side], outcome.score.sidePoints.value(side));
    }
    outcome.running = m_result.finalTotals;
    m_result.hands.append(std::move(outcome));
    if (!m_result.over)
        judge();
    return m_result.hands.last();
}

QList<HandProblem> GameScorer::addIfPossible(const HandRecord &hand)
{
    QList<HandProblem> problems = HandValidator::validate(m_setup, hand, nextBarbele());
    if (problems.isEmpty())
        add(hand);
    return problems;
}

void GameScorer::judge()
{
    const QList<int> &running = m_result.finalTotals;
    if (running.isEmpty())
        return;
    int best = running.first();
    int bestSide = 0;
    for (int side = 0; side < running.size(); ++side) {
        if (running[side] > best) {
            best = running[side];
            bestSide = side;
        }
    }
    const auto atBest = running.count(best);
    const int target = m_setup.rules.target;
    const int limit = m_setup.rules.handLimit;
    const int timeCalled = m_setup.timeCalledAfter;
    // The last hand of a limited game, or the hand after which time was called, decides
    // whatever the totals, equal best totals being a draw. Otherwise one hand decides when
    // there is no target (nor limit), likewise; with a target, a tie at the top at or above it
    // plays on for another hand.
    const bool decided = (limit > 0 && nextIndex() >= limit)
        || (timeCalled > 0 && nextIndex() >= timeCalled) || (target <= 0 && limit <= 0)
        || (target > 0 && best >= target && atBest == 1);
    m_result.tiedAtTop.clear();
    if (!decided) {
        if (target > 0 && best >= target) {
            for (int side = 0; side < running.size(); ++side) {
                if (running[side] == best)
                    m_result.tiedAtTop.append(side);
            }
        }
        return;
    }
    m_result.over = true;
    m_result.winner = atBest == 1 ? bestSide : -1;
    m_result.endedAfterHand = nextIndex() - 1;
}

GameResult GameScorer::score(const Game &game)
{
    const PassCounter pass(PassCounter::Kind::Scoring);
    GameScorer scorer(game.setup);
    scorer.m_result.hands.reserve(game.hands.size());
    for (const HandRecord &hand : game.hands)
        scorer.add(hand);
    return scorer.takeResult();
}

QList<HandProblem> GameScorer::addNext(const GameSetup &setup, const GameResult &soFar,
                                       const HandRecord &hand, HandOutcome *outcome,
                                       GameResult *after)
{
    // Every field but the hands, whatever fields the result has; assigned an empty list, the
    // copy lets go of the shared hands without a copy or an allocation.
    GameResult standing = soFar;
    standing.hands = QList<HandOutcome>();
    GameScorer scorer(setup, std::move(standing));
    scorer.m_handsBefore = int(soFar.hands.size());
    QList<HandProblem> problems = scorer.addIfPossible(hand);
    if (problems.isEmpty()) {
        *after = scorer.takeResult();
        *outcome = after->hands.takeLast();
    }
    return problems;
}

GameCheck GameScorer::check(const Game &game)
{
    const PassCounter validation(PassCounter::Kind::Validation);
    const PassCounter scoring(PassCounter::Kind::Scoring);
    GameCheck checked;
    GameScorer scorer(game.setup);
    scorer.m_result.hands.reserve(game.hands.size());
    for (int index = 0; index < game.hands.size(); ++index) {
        QList<HandProblem> problems = scorer.addIfPossible(game.hands.at(index));
        if (!problems.isEmpty()) {
            checked.problemHand = index;
            checked.problems = std::move(problems);
            break;
        }
    }
    checked.result = scorer.takeResult();
    return checked;
}

} // namespace pinaculo
