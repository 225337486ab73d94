#include "gamefilewriter.h"

#include "cardnotation.h"
#include "outputfile.h"
#include "ruleparameters.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace pinaculo {

namespace {

QString letters(const CardList &cards)
{
    return CardNotation::canonical().format(cards, CardNotation::Style::Letters);
}

QJsonValue meldJson(const MeldEntry &m)
{
    const bool plain
        = m.rescued.isEmpty() && m.laid == Laid::OverTurns && !m.finalTurn && !m.opening;
    if (plain)
        return letters(m.cards);
    QJsonObject o;
    o.insert(u"cards", letters(m.cards));
    if (!m.rescued.isEmpty())
        o.insert(u"rescued", letters(m.rescued));
    if (m.laid == Laid::OneTurn)
        o.insert(u"laid", QStringLiteral("one_turn"));
    else if (m.laid == Laid::FromDeal)
        o.insert(u"laid", QStringLiteral("from_deal"));
    if (m.finalTurn)
        o.insert(u"final_turn", true);
    if (m.opening)
        o.insert(u"opening", true);
    return o;
}

QJsonObject resultJson(const PlayerResult &r)
{
    QJsonObject o;
    if (r.meldPoints) {
        o.insert(u"meld_points", *r.meldPoints);
    } else {
        QJsonArray melds;
        for (const MeldEntry &m : r.melds)
            melds.append(meldJson(m));
        o.insert(u"melds", melds);
    }
    if (r.handPoints)
        o.insert(u"hand_points", *r.handPoints);
    else
        o.insert(u"hand", letters(r.hand));
    if (r.out == OutKind::Yes)
        o.insert(u"out", QStringLiteral("yes"));
    else if (r.out == OutKind::AllAtOnce)
        o.insert(u"out", QStringLiteral("all_at_once"));
    if (r.wildOnFinalTurn)
        o.insert(u"wild_on_final_turn", *r.wildOnFinalTurn);
    if (r.pumbaMissed > 0)
        o.insert(u"pumba_missed", r.pumbaMissed);
    if (r.failedOpenings > 0)
        o.insert(u"failed_openings", r.failedOpenings);
    return o;
}

} // namespace

QJsonObject GameFileWriter::toJsonObject(const Game &game, const GameResult &result)
{
    const GameSetup &setup = game.setup;
    QJsonObject top;
    top.insert(u"format", QStringLiteral("pinaculo-game"));
    top.insert(u"version", 1);
    top.insert(u"variant", variantId(setup.variant()));
    QJsonObject rules;
    for (const QString &name : RuleParameters::changedFromPreset(setup.rules))
        rules.insert(name,
                     QJsonValue::fromVariant(
                         RuleParameters::value(setup.rules, *RuleParameters::find(name))));
    if (!rules.isEmpty())
        top.insert(u"rules", rules);
    top.insert(u"players", QJsonArray::fromStringList(setup.players));
    if (setup.partnership()) {
        QJsonArray teams;
        for (const Team &team : setup.teams) {
            QJsonArray names;
            for (int seat : team.seats)
                names.append(setup.players.value(seat));
            teams.append(QJsonObject {{QStringLiteral("name"), team.name},
                                      {QStringLiteral("players"), names}});
        }
        top.insert(u"teams", teams);
    } else {
        top.insert(u"teams", QJsonValue::Null);
    }
    top.insert(u"first_dealer", setup.players.value(setup.firstDealer));
    if (setup.timeCalledAfter > 0)
        top.insert(u"time_called_after", setup.timeCalledAfter);
    // The outcome says which hands were played after the end; the file marks them so that a
    // reader can tell a correction that ended the game sooner from a damaged file.
    QJsonArray hands;
    for (int index = 0; index < game.hands.size(); ++index)
        hands.append(handObject(setup, game.hands.at(index), result.afterEnd(index)));
    top.insert(u"hands", hands);
    return top;
}

QJsonObject GameFileWriter::handObject(const GameSetup &setup, const HandRecord &hand,
                                       bool afterEnd)
{
    QJsonObject h;
    if (afterEnd)
        h.insert(u"after_end", true);
    if (hand.exactCut)
        h.insert(u"exact_cut", true);
    if (hand.sameBackPlayer >= 0)
        h.insert(u"same_back", setup.players.value(hand.sameBackPlayer));
    QJsonObject results;
    for (int seat = 0; seat < hand.results.size(); ++seat)
        results.insert(setup.players.value(seat), resultJson(hand.results[seat]));
    h.insert(u"results", results);
    return h;
}

QByteArray GameFileWriter::toJson(const Game &game, const GameResult &result)
{
    return QJsonDocument(toJsonObject(game, result)).toJson(QJsonDocument::Indented);
}

bool GameFileWriter::writeFile(const Game &game, const GameResult &result, const QString &path,
                               QString *errorMessage, const QStringList &protectedPaths)
{
    const OutputFile::Result written
        = OutputFile::write(path, toJson(game, result), protectedPaths);
    if (!written.ok() && errorMessage)
        *errorMessage = written.message;
    return written.ok();
}

} // namespace pinaculo
