#pragma once

#include "gamesetup.h"
#include "handrecord.h"

#include <QList>

namespace pinaculo {

// A whole game as the table played it: who, under which rules, and every hand so far.
struct Game
{
    GameSetup setup;
    QList<HandRecord> hands;

    friend bool operator==(const Game &, const Game &) = default;
};

} // namespace pinaculo
