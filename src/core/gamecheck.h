#pragma once

#include "gameproblem.h"
#include "gameresult.h"

#include <QList>
#include <optional>

namespace pinaculo {

// A game whose hands were each validated against the state the game was in before it and
// scored, in one pass (GameScorer::check): the outcome of the hands up to the first impossible
// one, and why that one is. A correction of an earlier hand is judged by it, since it changes
// who is barbelé later and so whether a later hand is possible.
struct GameCheck
{
    GameResult result; // every hand scored when all are possible; else those before the first not
    int problemHand = -1; // 0-based index of the first impossible hand, -1 when there is none
    QList<HandProblem> problems; // that hand's problems, as HandValidator finds them

    bool ok() const { return problemHand < 0; }
    std::optional<GameProblem> firstProblem() const
    {
        if (ok() || problems.isEmpty())
            return std::nullopt;
        return GameProblem {problemHand, problems.first()};
    }
};

} // namespace pinaculo
