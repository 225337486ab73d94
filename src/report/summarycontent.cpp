#include "summarycontent.h"

#include "coretext.h"
#include "game.h"
#include "gameresult.h"
#include "outcometext.h"
#include "ruleparameters.h"
#include "ruletext.h"

#include <QLocale>

#include <algorithm>

namespace pinaculo {

namespace {

QString playersOfSide(const GameSetup &setup, int side)
{
    QStringList names;
    for (int seat : setup.seatsOfSide(side))
        names.append(setup.players.value(seat));
    return QLocale().createSeparatedList(names);
}

QString gameLine(const GameSetup &setup)
{
    const QString variant = CoreText::variantName(setup.variant());
    const int target = setup.rules.target;
    const int limit = setup.rules.handLimit;
    if (target > 0 && limit > 0)
        return SummaryContent::tr("%1, first to %2 points in at most %3 hand(s)", nullptr, limit)
            .arg(variant, CoreText::number(target), CoreText::number(limit));
    if (target > 0)
        return SummaryContent::tr("%1, first to %2 points").arg(variant, CoreText::number(target));
    if (limit > 0)
        return SummaryContent::tr("%1, %2 hand(s)", nullptr, limit)
            .arg(variant, CoreText::number(limit));
    return SummaryContent::tr("%1, one hand decides").arg(variant);
}

QString rulesLine(const Rules &rules)
{
    const QStringList changed = RuleParameters::changedFromPreset(rules);
    if (changed.isEmpty())
        return SummaryContent::tr("as in the preset");
    QStringList parts;
    for (const QString &name : changed) {
        const RuleParameter *parameter = RuleParameters::find(name);
        if (parameter)
            parts.append(SummaryContent::tr("%1: %2").arg(RuleText::label(name),
                                                          RuleText::value(rules, *parameter)));
    }
    return parts.join(QStringLiteral(" · "));
}

QString sidesLine(const GameSetup &setup)
{
    if (!setup.partnership())
        return QLocale().createSeparatedList(setup.players);
    QStringList teams;
    for (int side = 0; side < setup.sideCount(); ++side)
        teams.append(
            SummaryContent::tr("%1 (%2)").arg(setup.sideName(side), playersOfSide(setup, side)));
    return teams.join(QStringLiteral(" · "));
}

// The lines of a hand worth remembering after the game: what changed the score beyond the
// ordinary cards.
QList<SummaryContent::Highlight> highlightsOf(const HandOutcome &outcome, const HandRecord &record,
                                              const GameSetup &setup)
{
    QList<SummaryContent::Highlight> found;
    for (const ScoreLine &line : outcome.score.lines) {
        SummaryContent::Highlight h;
        h.hand = outcome.number;
        h.who = setup.players.value(line.seat);
        h.points = line.points;
        using Kind = ScoreLine::Kind;
        switch (line.kind) {
        case Kind::Meld:
            if (line.premium == Premium::None || line.quickEntry)
                continue;
            h.what = CoreText::premiumName(line.premium);
            break;
        case Kind::Out:
            h.what = SummaryContent::tr("Went out");
            break;
        case Kind::Multiplier:
        case Kind::FinishBonus:
        case Kind::ExactCut:
        case Kind::SameBack:
        case Kind::Pumba:
        case Kind::FailedOpening:
            h.what = CoreText::describeLine(line, setup);
            break;
        case Kind::Rescue:
        case Kind::Hand:
            continue;
        }
        found.append(h);
    }
    // Going out without a bonus line (after a pinnacolone, or laying all at once where the
    // multiplier replaces the bonus) is still worth a line of its own.
    const int out = record.outPlayer();
    const bool outListed
        = std::any_of(outcome.score.lines.cbegin(), outcome.score.lines.cend(),
                      [](const ScoreLine &l) { return l.kind == ScoreLine::Kind::Out; });
    if (out >= 0 && !outListed) {
        SummaryContent::Highlight h;
        h.hand = outcome.number;
        h.who = setup.players.value(out);
        h.what = SummaryContent::tr("Went out");
        h.scored = false;
        found.append(h);
    }
    return found;
}

QList<SummaryContent::Standing> standingsOf(const GameSetup &setup, const GameResult &result)
{
    const QList<int> totals = result.totals(setup.sideCount());
    QList<SummaryContent::Standing> standings;
    for (int side = 0; side < setup.sideCount(); ++side) {
        SummaryContent::Standing s;
        s.side = side;
        s.name = setup.sideName(side);
        if (setup.partnership())
            s.players = playersOfSide(setup, side);
        s.total = totals.value(side);
        s.winner = result.over && result.winner == side;
        standings.append(s);
    }
    std::stable_sort(standings.begin(), standings.end(),
                     [](const auto &a, const auto &b) { return a.total > b.total; });
    for (int i = 0; i < standings.size(); ++i)
        standings[i].rank = (i > 0 && standings[i].total == standings[i - 1].total)
            ? standings[i - 1].rank
            : i + 1;
    return standings;
}

} // namespace

SummaryContent SummaryContent::fromGame(const Game &game, const GameResult &result,
                                        const SummaryOptions &options)
{
    const GameSetup &setup = game.setup;

    SummaryContent c;
    c.title = tr("Game summary");
    if (options.date.isValid())
        c.date = QLocale().toString(options.date, QLocale::LongFormat);
    c.place = options.place;
    c.facts.append({tr("Game"), gameLine(setup)});
    c.facts.append({tr("Rules"), rulesLine(setup.rules)});
    c.facts.append({setup.partnership() ? tr("Teams") : tr("Players"), sidesLine(setup)});
    c.facts.append({tr("First dealer"), setup.players.value(setup.firstDealer)});
    c.sides = setup.sideNames();
    c.target = setup.rules.target;
    c.over = result.over;

    for (const HandOutcome &outcome : result.hands) {
        HandRow row;
        row.number = outcome.number;
        row.dealer = setup.players.value(outcome.dealer);
        row.points = outcome.score.sidePoints;
        row.running = outcome.running;
        row.barbele = outcome.barbele;
        row.afterEnd = outcome.afterEnd;
        c.anyBarbele = c.anyBarbele || row.barbele.contains(true);
        c.hands.append(row);
        // A hand after the end earned nothing worth remembering.
        if (!outcome.afterEnd)
            c.highlights.append(highlightsOf(outcome, game.hands.value(outcome.number - 1), setup));
    }
    c.barbeleNote = tr("barbelé at the start of the hand: the first melds must total at least %1")
                        .arg(CoreText::number(setup.rules.barbeleOpening));
    c.standings = standingsOf(setup, result);
    c.verdict = tr("%1.").arg(OutcomeText::verdict(setup, result));
    c.afterEndNote = OutcomeText::afterEndNote(result);
    return c;
}

} // namespace pinaculo
