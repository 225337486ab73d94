#pragma once

#include "game.h"
#include "gameresult.h"

#include <QByteArray>
#include <QJsonDocument>

namespace pinaculo {

// The "pinaculo-score" JSON of docs/game-file.md, the one writer of it: keys and ids in English
// whatever the language, line details and warning messages in the current language. It writes
// bytes straight away, the very bytes QJsonDocument would write for the same object in `format`
// (Qt's key order, its indentation, escaping and numbers), without building the document: the
// QJsonObject of a long game (tens of thousands of small objects) and its serializing cost
// several times reading and scoring the game file. `pinaculo-cli score --json` prints the
// indented form, and the live board serves it and sends the compact one inside its messages.
// tests/support/scorejsonoracle.h builds the object with QJsonObject for the tests to compare.
class ScoreJsonWriter
{
public:
    static QByteArray write(const Game &game, const GameResult &result,
                            QJsonDocument::JsonFormat format = QJsonDocument::Indented);
};

} // namespace pinaculo
