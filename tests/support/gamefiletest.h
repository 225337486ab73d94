#pragma once

#include "gamefilewriter.h"
#include "gamescorer.h"

#include <QString>

namespace gamefiletest {

// Writes a game a test made as a game file, with the outcome GameScorer gives it: the writer
// takes a game with its result and never scores it itself.
inline bool write(const pinaculo::Game &game, const QString &path, QString *error = nullptr)
{
    return pinaculo::GameFileWriter::writeFile(game, pinaculo::GameScorer::score(game), path,
                                               error);
}

} // namespace gamefiletest
