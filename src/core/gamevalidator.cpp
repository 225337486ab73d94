#include "gamevalidator.h"

#include "coretext.h"
#include "gamescorer.h"

namespace pinaculo {

std::optional<GameProblem> GameValidator::firstProblem(const Game &game)
{
    return GameScorer::check(game).firstProblem();
}

QString GameValidator::message(const GameProblem &problem, const Game &game)
{
    return tr("hand %1: %2")
        .arg(problem.handIndex + 1)
        .arg(CoreText::handProblem(problem.problem, game.setup,
                                   game.hands.value(problem.handIndex)));
}

} // namespace pinaculo
