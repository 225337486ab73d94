#pragma once

#include "gamesetup.h"
#include "handrecord.h"
#include "ruleparameters.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace pinaculo {

// How a game's parts are kept in the database. A hand is its game-file JSON exactly as
// GameFileWriter writes it and is read back by the core's HandReader, so the format has one
// writer and one reader. The hand is not judged as play (no validation, no end-of-game check),
// so a game saved mid-edit always reopens exactly as it was left.
class StoredGameCodec
{
public:
    static QByteArray handToJson(const GameSetup &setup, const HandRecord &hand);
    static std::optional<HandRecord> handFromJson(const GameSetup &setup, const QByteArray &json);

    // A rule parameter's value as stored text: "1500", "true", "pairs". A machine format, the
    // same in every language; what a user reads is RuleText::value.
    static QString ruleValueText(const Rules &rules, const RuleParameter &parameter);
    static bool setRuleFromText(Rules &rules, const RuleParameter &parameter, const QString &text);
};

} // namespace pinaculo
