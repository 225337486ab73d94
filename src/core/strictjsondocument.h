#pragma once

#include "gamefileerror.h"
#include "strictjson.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

#include <optional>

namespace pinaculo {

// A JSON document read as strictly as a game file is: QJsonDocument's parse, then StrictJson's
// scan, each refusal with its line and column and the words the game-file reader has always
// used, so a tournament file and a game file refuse the same text the same way.
class StrictJsonDocument
{
public:
    // The document, or nothing with the refusal in `error`.
    static std::optional<QJsonDocument> parse(const QByteArray &json, GameFileError *error);
    // What is wrong, in the user's language, for a problem StrictJson found.
    static QString problemText(const StrictJson::Problem &problem);
    // The line and column of a byte offset of `json`, counted in characters.
    static GameFileError atOffset(const QByteArray &json, qsizetype offset);
};

} // namespace pinaculo
