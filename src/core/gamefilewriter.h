#pragma once

#include "game.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace pinaculo {

// Writes a game in the format GameFileReader reads; cards in the language-independent letter
// notation, rules only where they differ from the variant's preset.
class GameFileWriter
{
public:
    static QJsonObject toJsonObject(const Game &game);
    // One hand object of the "hands" list, read back by HandReader. Whether the hand came after
    // the end of the game is the game's knowledge, so the caller says.
    static QJsonObject handObject(const GameSetup &setup, const HandRecord &hand,
                                  bool afterEnd = false);
    static QByteArray toJson(const Game &game);
    // Writes through a temporary file and a rename, so an existing file is never half-written.
    static bool writeFile(const Game &game, const QString &path, QString *errorMessage = nullptr);
};

} // namespace pinaculo
