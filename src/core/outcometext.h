#pragma once

#include "gameresult.h"

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

struct GameSetup;

// The game's outcome in words, the same in the window, the printed summary and the CLI: who won
// with how many points, and which hands no longer count. The facts come from GameResult only.
class OutcomeText
{
    Q_DECLARE_TR_FUNCTIONS(OutcomeText)

public:
    // "Ana wins with 1,620 points", "The game ends in a draw", "Game on: first to 1,500".
    static QString verdict(const GameSetup &setup, const GameResult &result);
    // "Hand 3 was played after the end of the game and counts for nothing", or empty.
    static QString afterEndNote(const GameResult &result);
    // "Time was called after hand 3", when that is what ended the game; otherwise empty.
    static QString timeCalledNote(const GameSetup &setup, const GameResult &result);
    // "Ana and Bruno are tied at 1,520 points: the game goes on for another hand", or empty.
    static QString tieNote(const GameSetup &setup, const GameResult &result);
};

} // namespace pinaculo
