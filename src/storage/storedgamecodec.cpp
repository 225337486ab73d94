#include "storedgamecodec.h"

#include "gamefilewriter.h"
#include "handreader.h"

#include <QJsonDocument>

namespace pinaculo {

QByteArray StoredGameCodec::handToJson(const GameSetup &setup, const HandRecord &hand)
{
    return QJsonDocument(GameFileWriter::handObject(setup, hand)).toJson(QJsonDocument::Compact);
}

std::optional<HandRecord> StoredGameCodec::handFromJson(const GameSetup &setup,
                                                        const QByteArray &json)
{
    // A game stored before the limits opens as it was; GameLimits tells the user what it breaks.
    HandReader::Result read = HandReader::read(setup, json, HandReader::Limits::Stored);
    if (!read.ok())
        return std::nullopt;
    return std::move(read.hand);
}

QString StoredGameCodec::ruleValueText(const Rules &rules, const RuleParameter &parameter)
{
    const QVariant value = RuleParameters::value(rules, parameter);
    switch (parameter.type) {
    case RuleParameter::Type::Integer:
        return QString::number(value.toInt());
    case RuleParameter::Type::Boolean:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case RuleParameter::Type::Choice:
        return value.toString();
    }
    return {};
}

bool StoredGameCodec::setRuleFromText(Rules &rules, const RuleParameter &parameter,
                                      const QString &text)
{
    QVariant value;
    switch (parameter.type) {
    case RuleParameter::Type::Integer: {
        bool ok = false;
        value = text.toInt(&ok);
        if (!ok)
            return false;
        break;
    }
    case RuleParameter::Type::Boolean:
        if (text != u"true" && text != u"false")
            return false;
        value = text == u"true";
        break;
    case RuleParameter::Type::Choice:
        value = text;
        break;
    }
    return RuleParameters::set(rules, parameter.name, value).code == RuleOverrideError::Code::None;
}

} // namespace pinaculo
