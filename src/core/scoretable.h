#pragma once

#include "game.h"
#include "gameresult.h"

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

// The score sheet as plain text: hands as rows, sides as columns, each hand's points and the
// running total, barbelé marks, the referee's warnings and the winner.
class ScoreTable
{
    Q_DECLARE_TR_FUNCTIONS(ScoreTable)

public:
    static QString render(const Game &game, const GameResult &result);
    // "Ana wins with 1,790", "Draw", "Game on: first to 1,500"
    static QString verdict(const Game &game, const GameResult &result);
};

} // namespace pinaculo
