#include "gamevalidator.h"

#include "coretext.h"
#include "gamescorer.h"
#include "handvalidator.h"

namespace pinaculo {

std::optional<GameProblem> GameValidator::firstProblem(const Game &game)
{
    GameScorer scorer(game.setup);
    for (int index = 0; index < game.hands.size(); ++index) {
        const HandRecord &hand = game.hands.at(index);
        const QList<HandProblem> problems
            = HandValidator::validate(game.setup, hand, scorer.nextBarbele());
        if (!problems.isEmpty())
            return GameProblem {index, problems.first()};
        scorer.add(hand);
    }
    return std::nullopt;
}

QString GameValidator::message(const GameProblem &problem, const Game &game)
{
    return tr("hand %1: %2")
        .arg(problem.handIndex + 1)
        .arg(CoreText::handProblem(problem.problem, game.setup,
                                   game.hands.value(problem.handIndex)));
}

} // namespace pinaculo
