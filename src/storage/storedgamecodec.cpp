#include "storedgamecodec.h"

#include "cardnotation.h"
#include "game.h"
#include "gamefilewriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pinaculo {

namespace {

std::optional<CardList> cardsFrom(const QJsonValue &value)
{
    if (value.isUndefined())
        return CardList{};
    if (!value.isString())
        return std::nullopt;
    const CardParseResult parsed = CardNotation::canonical().parse(value.toString());
    if (!parsed.ok)
        return std::nullopt;
    return parsed.cards;
}

std::optional<MeldEntry> meldFrom(const QJsonValue &value)
{
    MeldEntry meld;
    if (value.isString()) {
        const auto cards = cardsFrom(value);
        if (!cards)
            return std::nullopt;
        meld.cards = *cards;
        return meld;
    }
    const QJsonObject o = value.toObject();
    const auto cards = cardsFrom(o.value(u"cards"));
    const auto rescued = cardsFrom(o.value(u"rescued"));
    if (!value.isObject() || !cards || !rescued)
        return std::nullopt;
    meld.cards = *cards;
    meld.rescued = *rescued;
    const QString laid = o.value(u"laid").toString();
    meld.laid = laid == u"one_turn" ? Laid::OneTurn
              : laid == u"from_deal" ? Laid::FromDeal
                                     : Laid::OverTurns;
    meld.finalTurn = o.value(u"final_turn").toBool();
    meld.opening = o.value(u"opening").toBool();
    return meld;
}

std::optional<PlayerResult> resultFrom(const QJsonObject &o)
{
    PlayerResult r;
    for (const QJsonValue &m : o.value(u"melds").toArray()) {
        const auto meld = meldFrom(m);
        if (!meld)
            return std::nullopt;
        r.melds.append(*meld);
    }
    if (o.contains(u"meld_points"))
        r.meldPoints = o.value(u"meld_points").toInt();
    const auto hand = cardsFrom(o.value(u"hand"));
    if (!hand)
        return std::nullopt;
    r.hand = *hand;
    if (o.contains(u"hand_points"))
        r.handPoints = o.value(u"hand_points").toInt();
    const QString out = o.value(u"out").toString();
    r.out = out == u"yes" ? OutKind::Yes : out == u"all_at_once" ? OutKind::AllAtOnce : OutKind::No;
    if (o.contains(u"wild_on_final_turn"))
        r.wildOnFinalTurn = o.value(u"wild_on_final_turn").toBool();
    r.pumbaMissed = o.value(u"pumba_missed").toInt();
    r.failedOpenings = o.value(u"failed_openings").toInt();
    return r;
}

} // namespace

QByteArray StoredGameCodec::handToJson(const GameSetup &setup, const HandRecord &hand)
{
    // The writer is the one place that knows the format; a one-hand game borrows it.
    const QJsonObject game = GameFileWriter::toJsonObject(Game{setup, {hand}});
    return QJsonDocument(game.value(u"hands").toArray().at(0).toObject()).toJson(QJsonDocument::Compact);
}

std::optional<HandRecord> StoredGameCodec::handFromJson(const GameSetup &setup, const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QJsonObject object = doc.object();
    HandRecord hand;
    hand.exactCut = object.value(u"exact_cut").toBool();
    if (object.value(u"same_back").isString())
        hand.sameBackPlayer = int(setup.players.indexOf(object.value(u"same_back").toString()));
    const QJsonObject results = object.value(u"results").toObject();
    for (const QString &player : setup.players) {
        const auto result = resultFrom(results.value(player).toObject());
        if (!result)
            return std::nullopt;
        hand.results.append(*result);
    }
    return hand;
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

bool StoredGameCodec::setRuleFromText(Rules &rules, const RuleParameter &parameter, const QString &text)
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
