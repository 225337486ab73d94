#pragma once

#include "game.h"

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

// Which limit of docs/game-file.md "Limits" a game already stored breaks. A game saved before the
// limits existed still opens as it was (it is the table's record); this says what is beyond
// them, so the user knows why a change to it may be refused.
class GameLimits
{
    Q_DECLARE_TR_FUNCTIONS(GameLimits)

public:
    // The first limit broken, in words; empty when the game keeps to all of them.
    static QString firstBroken(const Game &game);
};

} // namespace pinaculo
