#pragma once

#include "game.h"
#include "gameresult.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace pinaculo {

// Writes a game in the format GameFileReader reads; cards in the language-independent letter
// notation, rules only where they differ from the variant's preset. `result` is the game's
// outcome as the caller has it (GameScorer's): it says which hands came after the end, and the
// writer never scores the game again.
class GameFileWriter
{
public:
    static QJsonObject toJsonObject(const Game &game, const GameResult &result);
    // One hand object of the "hands" list, read back by HandReader. Whether the hand came after
    // the end of the game is the game's knowledge, so the caller says.
    static QJsonObject handObject(const GameSetup &setup, const HandRecord &hand,
                                  bool afterEnd = false);
    static QByteArray toJson(const Game &game, const GameResult &result);
    // Writes the game file through OutputFile: a regular file whole or not at all, a FIFO or a
    // character device as a stream; a folder, any other node and the `protectedPaths` (the open
    // database's files) are refused. On failure `errorMessage` says why, naming the path.
    static bool writeFile(const Game &game, const GameResult &result, const QString &path,
                          QString *errorMessage = nullptr, const QStringList &protectedPaths = {});
};

} // namespace pinaculo
