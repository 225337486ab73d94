#pragma once

#include <QMetaType>

namespace pinaculo {

// What one change of the game was: the single notification GameDocument sends for it, once the
// game is re-scored, so every listener (views, the autosaver) hears of each change exactly once.
struct GameChange
{
    enum class Kind { HandAdded, HandChanged, HandRemoved, PlayerRenamed, TimeCalled };
    Kind kind = Kind::HandChanged;
    int index = -1; // the hand, the seat of the renamed player, or the hand time was called after

    friend bool operator==(const GameChange &, const GameChange &) = default;
};

} // namespace pinaculo

Q_DECLARE_METATYPE(pinaculo::GameChange)
