#pragma once

#include "game.h"
#include "handproblem.h"

#include <QCoreApplication>
#include <optional>

namespace pinaculo {

// A problem of one hand in the context of the whole game.
struct GameProblem
{
    int handIndex = -1; // 0-based
    HandProblem problem;
};

// Checks every hand of a game against the state the game was in before it. A correction of an
// earlier hand changes who is barbelé later, so a hand that was valid can stop being so; edits
// and deletions are checked here before they are made.
class GameValidator
{
    Q_DECLARE_TR_FUNCTIONS(GameValidator)

public:
    static std::optional<GameProblem> firstProblem(const Game &game);
    // "Hand 5: Ana: failed openings are entered, but …".
    static QString message(const GameProblem &problem, const Game &game);
};

} // namespace pinaculo
