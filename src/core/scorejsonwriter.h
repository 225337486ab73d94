#pragma once

#include "game.h"
#include "gameresult.h"

#include <QByteArray>

namespace pinaculo {

// The "pinaculo-score" JSON of ScoreJson written straight to bytes: the same bytes as
// QJsonDocument(ScoreJson::toJson(…)).toJson(QJsonDocument::Indented) (Qt's key order, its
// indentation, escaping and numbers), without the document. Building the QJsonObject of a long
// game (tens of thousands of small objects) and serializing it cost several times reading and
// scoring the game file; `pinaculo-cli score --json` writes this instead.
class ScoreJsonWriter
{
public:
    static QByteArray write(const Game &game, const GameResult &result);
};

} // namespace pinaculo
