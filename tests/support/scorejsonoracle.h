#pragma once

#include "coretext.h"
#include "game.h"
#include "gameresult.h"

#include <QJsonArray>
#include <QJsonObject>

// The "pinaculo-score" JSON of docs/game-file.md built the plain way, as a QJsonObject, for the
// tests to hold ScoreJsonWriter to: the writer must write exactly the bytes QJsonDocument writes
// for this object, indented and compact.
namespace pinaculo::scorejsonoracle {

inline QJsonObject bySide(const GameSetup &setup, const QList<int> &values)
{
    QJsonObject o;
    for (int side = 0; side < setup.sideCount(); ++side)
        o.insert(setup.sideName(side), values.value(side));
    return o;
}

inline QJsonObject toJson(const Game &game, const GameResult &result)
{
    const GameSetup &setup = game.setup;
    QJsonObject top;
    top.insert(u"format", QStringLiteral("pinaculo-score"));
    top.insert(u"version", 1);
    top.insert(u"variant", variantId(setup.variant()));
    top.insert(u"sides", QJsonArray::fromStringList(setup.sideNames()));
    QJsonArray hands;
    for (const HandOutcome &h : result.hands) {
        QJsonObject hand;
        hand.insert(u"number", h.number);
        if (h.afterEnd)
            hand.insert(u"after_end", true);
        hand.insert(u"dealer", setup.players.value(h.dealer));
        hand.insert(u"cutter", setup.players.value(h.cutter));
        hand.insert(u"first", setup.players.value(h.first));
        QJsonArray barbele;
        for (int side = 0; side < h.barbele.size(); ++side) {
            if (h.barbele[side])
                barbele.append(setup.sideName(side));
        }
        hand.insert(u"barbele", barbele);
        QJsonArray lines;
        for (const ScoreLine &l : h.score.lines) {
            QJsonObject line;
            line.insert(u"side", setup.sideName(l.side));
            line.insert(u"player", setup.players.value(l.seat));
            line.insert(u"kind", ScoreLine::kindId(l.kind));
            line.insert(u"premium",
                        l.premium == Premium::None ? QJsonValue(QJsonValue::Null)
                                                   : QJsonValue(premiumId(l.premium)));
            line.insert(u"points", l.points);
            line.insert(u"detail", CoreText::describeLine(l, setup));
            if (l.quickEntry)
                line.insert(u"quick_entry", true);
            lines.append(line);
        }
        hand.insert(u"lines", lines);
        hand.insert(u"points", bySide(setup, h.score.sidePoints));
        hand.insert(u"running", bySide(setup, h.running));
        QJsonArray warnings;
        for (const HandWarning &w : h.score.warnings) {
            QJsonObject warning;
            warning.insert(u"side", setup.sideName(w.side));
            warning.insert(u"kind", HandWarning::kindId(w.kind));
            if (!w.seats.isEmpty()) {
                // A quick-entry note covers every player who counted instead of showing.
                QJsonArray players;
                for (int seat : w.seats)
                    players.append(setup.players.value(seat));
                warning.insert(u"players", players);
            }
            warning.insert(u"message", CoreText::warning(w, setup));
            warnings.append(warning);
        }
        hand.insert(u"warnings", warnings);
        hands.append(hand);
    }
    top.insert(u"hands", hands);
    top.insert(u"over", result.over);
    top.insert(u"winner",
               result.winner >= 0 ? QJsonValue(setup.sideName(result.winner))
                                  : QJsonValue(QJsonValue::Null));
    top.insert(u"decided_by",
               result.over ? QJsonValue(result.decidedBy()) : QJsonValue(QJsonValue::Null));
    top.insert(u"totals", bySide(setup, result.totals(setup.sideCount())));
    return top;
}

} // namespace pinaculo::scorejsonoracle
