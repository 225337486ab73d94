#include "scorejsonwriter.h"

#include "coretext.h"
#include "qtjsonbytes.h"

namespace pinaculo {

namespace {

void writeHand(QtJsonBytes &json, int level, const GameSetup &setup, const QStringList &sideNames,
               const HandOutcome &h)
{
    const int in = level + 1;
    json.open('{');
    if (h.afterEnd) {
        json.key(in, "after_end");
        json.boolean(true);
    }
    json.key(in, "barbele");
    json.open('[');
    for (int side = 0; side < h.barbele.size(); ++side) {
        if (h.barbele[side]) {
            json.element(in + 1);
            json.string(setup.sideName(side));
        }
    }
    json.close(in, ']');
    json.key(in, "cutter");
    json.string(setup.players.value(h.cutter));
    json.key(in, "dealer");
    json.string(setup.players.value(h.dealer));
    json.key(in, "first");
    json.string(setup.players.value(h.first));

    json.key(in, "lines");
    json.open('[');
    for (const ScoreLine &l : h.score.lines) {
        const int field = in + 2;
        json.element(in + 1);
        json.open('{');
        json.key(field, "detail");
        json.string(CoreText::describeLine(l, setup));
        json.key(field, "kind");
        json.string(ScoreLine::kindId(l.kind));
        json.key(field, "player");
        json.string(setup.players.value(l.seat));
        json.key(field, "points");
        json.number(l.points);
        json.key(field, "premium");
        json.stringOrNull(l.premium == Premium::None ? QString() : premiumId(l.premium),
                          l.premium != Premium::None);
        if (l.quickEntry) {
            json.key(field, "quick_entry");
            json.boolean(true);
        }
        json.key(field, "side");
        json.string(setup.sideName(l.side));
        json.close(in + 1, '}');
    }
    json.close(in, ']');

    json.key(in, "number");
    json.number(h.number);
    json.key(in, "points");
    json.numbersByKey(in, sideNames, h.score.sidePoints);
    json.key(in, "running");
    json.numbersByKey(in, sideNames, h.running);

    json.key(in, "warnings");
    json.open('[');
    for (const HandWarning &w : h.score.warnings) {
        const int field = in + 2;
        json.element(in + 1);
        json.open('{');
        json.key(field, "kind");
        json.string(HandWarning::kindId(w.kind));
        json.key(field, "message");
        json.string(CoreText::warning(w, setup));
        if (!w.seats.isEmpty()) {
            // A quick-entry note covers every player who counted instead of showing.
            json.key(field, "players");
            json.open('[');
            for (int seat : w.seats) {
                json.element(field + 1);
                json.string(setup.players.value(seat));
            }
            json.close(field, ']');
        }
        json.key(field, "side");
        json.string(setup.sideName(w.side));
        json.close(in + 1, '}');
    }
    json.close(in, ']');
    json.close(level, '}');
}

} // namespace

QByteArray ScoreJsonWriter::write(const Game &game, const GameResult &result,
                                  QJsonDocument::JsonFormat format)
{
    const GameSetup &setup = game.setup;
    const QStringList sideNames = setup.sideNames();
    QtJsonBytes json(format == QJsonDocument::Compact);
    // About 1.3 KiB a hand in a four-player game.
    json.bytes.reserve(1024 + result.hands.size() * 1536);
    json.open('{');
    json.key(1, "decided_by");
    if (result.over)
        json.number(result.decidedBy());
    else
        json.null();
    json.key(1, "format");
    json.string(u"pinaculo-score");
    json.key(1, "hands");
    json.open('[');
    for (const HandOutcome &h : result.hands) {
        json.element(2);
        writeHand(json, 2, setup, sideNames, h);
    }
    json.close(1, ']');
    json.key(1, "over");
    json.boolean(result.over);
    json.key(1, "sides");
    json.open('[');
    for (const QString &side : sideNames) {
        json.element(2);
        json.string(side);
    }
    json.close(1, ']');
    json.key(1, "totals");
    json.numbersByKey(1, sideNames, result.totals(setup.sideCount()));
    json.key(1, "variant");
    json.string(variantId(setup.variant()));
    json.key(1, "version");
    json.number(1);
    json.key(1, "winner");
    json.stringOrNull(result.winner >= 0 ? setup.sideName(result.winner) : QString(),
                      result.winner >= 0);
    json.close(0, '}');
    json.finish();
    return json.bytes;
}

} // namespace pinaculo
