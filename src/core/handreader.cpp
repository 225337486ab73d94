#include "handreader.h"

#include "gamefilefields.h"
#include "gamefilereader.h"
#include "inputlimits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <limits>

namespace pinaculo {

HandReader::Result HandReader::read(const GameSetup &setup, const QByteArray &json, Limits limits)
{
    Result result;
    GameFileFields fields(json);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.error = fields.atOffset(parseError.offset > 0 ? parseError.offset - 1 : 0);
        result.error.message
            = GameFileReader::tr("not valid JSON: %1").arg(parseError.errorString());
        return result;
    }
    if (!doc.isObject()) {
        result.error.message = GameFileReader::tr("a hand must be an object");
        return result;
    }
    try {
        result.hand = HandReader(setup, fields, limits).readHand(doc.object(), &result.afterEnd);
    } catch (const GameFileRefusal &refusal) {
        result.error = refusal.error;
        result.hand = {};
        result.afterEnd = false;
    }
    return result;
}

HandReader::HandReader(const GameSetup &setup, GameFileFields &fields, Limits limits)
    : m_setup(setup)
    , m_fields(fields)
    , m_limits(limits)
{
}

int HandReader::bound(int limit) const
{
    return m_limits == Limits::Apply ? limit : std::numeric_limits<int>::max();
}

HandRecord HandReader::readHand(const QJsonValue &value, bool *afterEnd)
{
    if (!value.isObject())
        m_fields.fail(GameFileReader::tr("a hand must be an object"));
    const QJsonObject object = value.toObject();
    m_fields.checkKeys(object, {"after_end", "exact_cut", "same_back", "results"},
                       GameFileReader::tr("the hand"));
    if (object.contains(u"after_end"))
        *afterEnd = m_fields.boolean(object.value(u"after_end"), QStringLiteral("after_end"));
    HandRecord hand;
    if (object.contains(u"exact_cut"))
        hand.exactCut = m_fields.boolean(object.value(u"exact_cut"), QStringLiteral("exact_cut"));
    const QJsonValue sameBack = object.value(u"same_back");
    if (!sameBack.isUndefined() && !sameBack.isNull() && sameBack != QJsonValue(false))
        hand.sameBackPlayer = m_fields.seatOf(
            m_setup.players, m_fields.string(sameBack, QStringLiteral("same_back")),
            QStringLiteral("same_back"));
    if (!object.value(u"results").isObject())
        m_fields.fail(GameFileFields::typeError(
            QStringLiteral("results"), GameFileReader::tr("an object with one entry per player")));
    const QJsonObject results = object.value(u"results").toObject();
    for (auto it = results.begin(); it != results.end(); ++it)
        m_fields.seatOf(m_setup.players, it.key(), QStringLiteral("results"));
    hand.results.reserve(m_setup.players.size()); // exactly: a long game keeps every hand
    for (const QString &name : m_setup.players) {
        if (!results.contains(name))
            m_fields.fail(GameFileReader::tr("%1 is missing from the results")
                              .arg(GameFileFields::quoted(name)));
        m_fields.setPlayer(name);
        hand.results.append(readResult(results.value(name)));
        m_fields.setPlayer({});
    }
    return hand;
}

PlayerResult HandReader::readResult(const QJsonValue &value)
{
    if (!value.isObject())
        m_fields.fail(GameFileReader::tr("a player's result must be an object"));
    const QJsonObject o = value.toObject();
    m_fields.checkKeys(o,
                       {"melds", "meld_points", "hand", "hand_points", "out", "wild_on_final_turn",
                        "pumba_missed", "failed_openings"},
                       GameFileReader::tr("the player's result"));
    PlayerResult r;
    if (o.contains(u"melds") && o.contains(u"meld_points"))
        m_fields.fail(GameFileReader::tr("give \"melds\" or \"meld_points\", not both"));
    if (o.contains(u"hand") && o.contains(u"hand_points"))
        m_fields.fail(GameFileReader::tr("give \"hand\" or \"hand_points\", not both"));
    if (o.contains(u"melds")) {
        if (!o.value(u"melds").isArray())
            m_fields.fail(GameFileFields::typeError(QStringLiteral("melds"),
                                                    GameFileReader::tr("a list of melds")));
        const QJsonArray melds = o.value(u"melds").toArray();
        if (melds.size() > bound(InputLimits::MeldsPerPlayer))
            m_fields.fail(GameFileReader::tr("%1 melds; a player lays at most %2 in one hand")
                              .arg(melds.size())
                              .arg(InputLimits::MeldsPerPlayer));
        r.melds.reserve(melds.size());
        for (int i = 0; i < melds.size(); ++i) {
            m_fields.setMeld(i + 1);
            r.melds.append(readMeld(melds[i]));
        }
        m_fields.setMeld(0);
    }
    if (o.contains(u"meld_points"))
        r.meldPoints = m_fields.integer(o.value(u"meld_points"), QStringLiteral("meld_points"), 0,
                                        bound(InputLimits::MeldPoints));
    if (o.contains(u"hand"))
        r.hand = m_fields.cards(o.value(u"hand"), QStringLiteral("hand"));
    if (o.contains(u"hand_points"))
        r.handPoints = m_fields.integer(o.value(u"hand_points"), QStringLiteral("hand_points"), 0,
                                        bound(InputLimits::HandPoints));
    if (o.contains(u"out")) {
        const QString out = m_fields.string(o.value(u"out"), QStringLiteral("out"));
        if (out == u"no")
            r.out = OutKind::No;
        else if (out == u"yes")
            r.out = OutKind::Yes;
        else if (out == u"all_at_once")
            r.out = OutKind::AllAtOnce;
        else
            m_fields.fail(
                GameFileReader::tr("\"out\" must be \"no\", \"yes\" or \"all_at_once\", not \"%1\"")
                    .arg(GameFileFields::quoted(out)));
    }
    if (o.contains(u"wild_on_final_turn"))
        r.wildOnFinalTurn = m_fields.boolean(o.value(u"wild_on_final_turn"),
                                             QStringLiteral("wild_on_final_turn"));
    if (o.contains(u"pumba_missed"))
        r.pumbaMissed = m_fields.integer(o.value(u"pumba_missed"), QStringLiteral("pumba_missed"),
                                         0, bound(InputLimits::Penalties));
    if (o.contains(u"failed_openings"))
        r.failedOpenings
            = m_fields.integer(o.value(u"failed_openings"), QStringLiteral("failed_openings"), 0,
                               bound(InputLimits::Penalties));
    return r;
}

MeldEntry HandReader::readMeld(const QJsonValue &value)
{
    MeldEntry m;
    if (value.isString()) {
        m.cards = m_fields.cards(value, QStringLiteral("melds"));
        return m;
    }
    if (!value.isObject())
        m_fields.fail(GameFileReader::tr("a meld is a card list or an object with \"cards\""));
    const QJsonObject o = value.toObject();
    m_fields.checkKeys(o, {"cards", "rescued", "laid", "final_turn", "opening"},
                       GameFileReader::tr("the meld"));
    if (!o.contains(u"cards"))
        m_fields.fail(GameFileReader::tr("the meld has no \"cards\""));
    m.cards = m_fields.cards(o.value(u"cards"), QStringLiteral("cards"));
    if (o.contains(u"rescued"))
        m.rescued = m_fields.cards(o.value(u"rescued"), QStringLiteral("rescued"));
    if (o.contains(u"laid")) {
        const QString laid = m_fields.string(o.value(u"laid"), QStringLiteral("laid"));
        if (laid == u"over_turns")
            m.laid = Laid::OverTurns;
        else if (laid == u"one_turn")
            m.laid = Laid::OneTurn;
        else if (laid == u"from_deal")
            m.laid = Laid::FromDeal;
        else
            m_fields.fail(GameFileReader::tr("\"laid\" must be \"over_turns\", \"one_turn\" or "
                                             "\"from_deal\", not \"%1\"")
                              .arg(GameFileFields::quoted(laid)));
    }
    if (o.contains(u"final_turn"))
        m.finalTurn = m_fields.boolean(o.value(u"final_turn"), QStringLiteral("final_turn"));
    if (o.contains(u"opening"))
        m.opening = m_fields.boolean(o.value(u"opening"), QStringLiteral("opening"));
    return m;
}

} // namespace pinaculo
