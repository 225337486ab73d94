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
    const auto [afterEndValue, exactCut, sameBack, resultsValue] = m_fields.values(
        value.toObject(), std::array {"after_end", "exact_cut", "same_back", "results"},
        [] { return GameFileReader::tr("the hand"); });
    if (!afterEndValue.isUndefined())
        *afterEnd = m_fields.boolean(afterEndValue, QStringLiteral("after_end"));
    HandRecord hand;
    if (!exactCut.isUndefined())
        hand.exactCut = m_fields.boolean(exactCut, QStringLiteral("exact_cut"));
    if (!sameBack.isUndefined() && !sameBack.isNull() && sameBack != QJsonValue(false))
        hand.sameBackPlayer = m_fields.seatOf(
            m_setup.players, m_fields.string(sameBack, QStringLiteral("same_back")),
            QStringLiteral("same_back"));
    if (!resultsValue.isObject())
        m_fields.fail(GameFileFields::typeError(
            QStringLiteral("results"), GameFileReader::tr("an object with one entry per player")));
    const QJsonObject results = resultsValue.toObject();
    QList<QJsonValue> bySeat(m_setup.players.size(), QJsonValue(QJsonValue::Undefined));
    for (auto it = results.begin(); it != results.end(); ++it)
        bySeat[m_fields.seatOf(m_setup.players, it.key(), QStringLiteral("results"))] = it.value();
    hand.results.reserve(m_setup.players.size()); // exactly: a long game keeps every hand
    for (int seat = 0; seat < m_setup.players.size(); ++seat) {
        const QString &name = m_setup.players.at(seat);
        if (bySeat.at(seat).isUndefined())
            m_fields.fail(GameFileReader::tr("%1 is missing from the results")
                              .arg(GameFileFields::quoted(name)));
        m_fields.setPlayer(name);
        hand.results.append(readResult(bySeat.at(seat)));
        m_fields.setPlayer({});
    }
    return hand;
}

PlayerResult HandReader::readResult(const QJsonValue &value)
{
    if (!value.isObject())
        m_fields.fail(GameFileReader::tr("a player's result must be an object"));
    const auto [melds, meldPoints, handCards, handPoints, out, wildOnFinalTurn, pumbaMissed,
                failedOpenings]
        = m_fields.values(value.toObject(),
                          std::array {"melds", "meld_points", "hand", "hand_points", "out",
                                      "wild_on_final_turn", "pumba_missed", "failed_openings"},
                          [] { return GameFileReader::tr("the player's result"); });
    PlayerResult r;
    if (!melds.isUndefined() && !meldPoints.isUndefined())
        m_fields.fail(GameFileReader::tr("give \"melds\" or \"meld_points\", not both"));
    if (!handCards.isUndefined() && !handPoints.isUndefined())
        m_fields.fail(GameFileReader::tr("give \"hand\" or \"hand_points\", not both"));
    if (!melds.isUndefined()) {
        if (!melds.isArray())
            m_fields.fail(GameFileFields::typeError(QStringLiteral("melds"),
                                                    GameFileReader::tr("a list of melds")));
        const QJsonArray list = melds.toArray();
        if (list.size() > bound(InputLimits::MeldsPerPlayer))
            m_fields.fail(GameFileReader::tr("%1 melds; a player lays at most %2 in one hand")
                              .arg(list.size())
                              .arg(InputLimits::MeldsPerPlayer));
        r.melds.reserve(list.size());
        for (int i = 0; i < list.size(); ++i) {
            m_fields.setMeld(i + 1);
            r.melds.append(readMeld(list[i]));
        }
        m_fields.setMeld(0);
    }
    if (!meldPoints.isUndefined())
        r.meldPoints = m_fields.integer(meldPoints, QStringLiteral("meld_points"), 0,
                                        bound(InputLimits::MeldPoints));
    if (!handCards.isUndefined())
        r.hand = m_fields.cards(handCards, QStringLiteral("hand"));
    if (!handPoints.isUndefined())
        r.handPoints = m_fields.integer(handPoints, QStringLiteral("hand_points"), 0,
                                        bound(InputLimits::HandPoints));
    if (!out.isUndefined()) {
        const QString text = m_fields.string(out, QStringLiteral("out"));
        if (text == u"no")
            r.out = OutKind::No;
        else if (text == u"yes")
            r.out = OutKind::Yes;
        else if (text == u"all_at_once")
            r.out = OutKind::AllAtOnce;
        else
            m_fields.fail(
                GameFileReader::tr("\"out\" must be \"no\", \"yes\" or \"all_at_once\", not \"%1\"")
                    .arg(GameFileFields::quoted(text)));
    }
    if (!wildOnFinalTurn.isUndefined())
        r.wildOnFinalTurn = m_fields.boolean(wildOnFinalTurn, QStringLiteral("wild_on_final_turn"));
    if (!pumbaMissed.isUndefined())
        r.pumbaMissed = m_fields.integer(pumbaMissed, QStringLiteral("pumba_missed"), 0,
                                         bound(InputLimits::Penalties));
    if (!failedOpenings.isUndefined())
        r.failedOpenings = m_fields.integer(failedOpenings, QStringLiteral("failed_openings"), 0,
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
    const auto [cards, rescued, laid, finalTurn, opening] = m_fields.values(
        value.toObject(), std::array {"cards", "rescued", "laid", "final_turn", "opening"},
        [] { return GameFileReader::tr("the meld"); });
    if (cards.isUndefined())
        m_fields.fail(GameFileReader::tr("the meld has no \"cards\""));
    m.cards = m_fields.cards(cards, QStringLiteral("cards"));
    if (!rescued.isUndefined())
        m.rescued = m_fields.cards(rescued, QStringLiteral("rescued"));
    if (!laid.isUndefined()) {
        const QString text = m_fields.string(laid, QStringLiteral("laid"));
        if (text == u"over_turns")
            m.laid = Laid::OverTurns;
        else if (text == u"one_turn")
            m.laid = Laid::OneTurn;
        else if (text == u"from_deal")
            m.laid = Laid::FromDeal;
        else
            m_fields.fail(GameFileReader::tr("\"laid\" must be \"over_turns\", \"one_turn\" or "
                                             "\"from_deal\", not \"%1\"")
                              .arg(GameFileFields::quoted(text)));
    }
    if (!finalTurn.isUndefined())
        m.finalTurn = m_fields.boolean(finalTurn, QStringLiteral("final_turn"));
    if (!opening.isUndefined())
        m.opening = m_fields.boolean(opening, QStringLiteral("opening"));
    return m;
}

} // namespace pinaculo
