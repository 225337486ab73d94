#pragma once

#include "game.h"
#include "gameproblem.h"

#include <QCoreApplication>
#include <optional>

namespace pinaculo {

// Checks every hand of a game against the state the game was in before it. A correction of an
// earlier hand changes who is barbelé later, so a hand that was valid can stop being so. The
// pass itself is GameScorer::check, which scores the game as it validates.
class GameValidator
{
    Q_DECLARE_TR_FUNCTIONS(GameValidator)

public:
    static std::optional<GameProblem> firstProblem(const Game &game);
    // "Hand 5: Ana: failed openings are entered, but …".
    static QString message(const GameProblem &problem, const Game &game);
};

} // namespace pinaculo
