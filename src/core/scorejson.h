#pragma once

#include "game.h"
#include "gameresult.h"

#include <QJsonObject>

namespace pinaculo {

// The "pinaculo-score" JSON of docs/game-file.md: keys and ids in English whatever the language;
// line details and warning messages in the current language.
class ScoreJson
{
public:
    static QJsonObject toJson(const Game &game, const GameResult &result);
};

} // namespace pinaculo
