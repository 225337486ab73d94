#include "gamevalidator.h"

#include "coretext.h"
#include "gamescorer.h"
#include "handvalidator.h"
#include "passcounter.h"

namespace pinaculo {

std::optional<GameProblem> GameValidator::firstProblem(const Game &game)
{
    // One pass over the game: it validates each hand and scores it for the next one's state.
    const PassCounter validation(PassCounter::Kind::Validation);
    const PassCounter scoring(PassCounter::Kind::Scoring);
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
