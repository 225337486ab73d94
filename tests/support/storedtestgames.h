#pragma once

#include "gamerepository.h"
#include "gamescorer.h"

#include <QString>

namespace storagetest {

// Stores a game a test made, with the outcome GameScorer gives it: the repository takes a game
// with its result and never scores it itself.
inline qint64 store(pinaculo::GameRepository repository, const pinaculo::Game &game,
                    const QString &name = {}, QString *error = nullptr)
{
    return repository.createGame(game, pinaculo::GameScorer::score(game), name, error);
}

} // namespace storagetest
