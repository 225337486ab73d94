#include "scoretable.h"

#include "coretext.h"
#include "inputlimits.h"
#include "namerules.h"
#include "outcometext.h"

#include <QStringList>

namespace pinaculo {

namespace {

QString padLeft(const QString &text, int width)
{
    return text.rightJustified(width, u' ');
}

QString padRight(const QString &text, int width)
{
    return text.leftJustified(width, u' ');
}

// A hand after the end shows, in brackets, what it would have scored, and no running total:
// as the window's score sheet and the printed summary show it.
QString pointsText(const HandOutcome &hand, int side)
{
    const QString points = CoreText::signedNumber(hand.score.sidePoints.value(side));
    return hand.afterEnd
        ? ScoreTable::tr("(%1)", "points of a hand played after the end, which do not count")
              .arg(points)
        : points;
}

QString totalText(const HandOutcome &hand, int side)
{
    return hand.afterEnd ? QStringLiteral("—") : CoreText::number(hand.running.value(side));
}

} // namespace

QString ScoreTable::verdict(const Game &game, const GameResult &result)
{
    QStringList lines {OutcomeText::verdict(game.setup, result)};
    const QString afterEnd = OutcomeText::afterEndNote(result);
    if (!afterEnd.isEmpty())
        lines.append(afterEnd);
    const QString tie = OutcomeText::tieNote(game.setup, result);
    if (!tie.isEmpty())
        lines.append(tie);
    return lines.join(u'\n');
}

QString ScoreTable::render(const Game &shown, const GameResult &result)
{
    // The table goes to a terminal: names print as short, printable text whatever they hold,
    // so no escape sequence or line break from the data ever reaches it.
    Game game = shown;
    for (QString &name : game.setup.players)
        name = NameRules::excerpt(name, InputLimits::NameLength);
    for (Team &team : game.setup.teams)
        team.name = NameRules::excerpt(team.name, InputLimits::NameLength);
    const GameSetup &setup = game.setup;
    const int sides = setup.sideCount();
    const QString barbeleMark = QStringLiteral("B");

    // Column widths fit the longest of the header and every cell.
    const QString handHeader = tr("Hand");
    const QString dealerHeader = tr("Dealer");
    int dealerWidth = int(dealerHeader.size());
    for (const QString &p : setup.players)
        dealerWidth = std::max(dealerWidth, int(p.size()));
    int pointsWidth = int(tr("hand").size());
    int totalWidth = int(tr("total").size());
    for (const HandOutcome &h : result.hands) {
        for (int side = 0; side < sides; ++side) {
            pointsWidth = std::max(pointsWidth, int(pointsText(h, side).size()) + 2);
            totalWidth = std::max(totalWidth, int(totalText(h, side).size()));
        }
    }
    int sideWidth = pointsWidth + 1 + totalWidth;
    for (int side = 0; side < sides; ++side)
        sideWidth = std::max(sideWidth, int(setup.sideName(side).size()));
    const int handWidth = std::max(int(handHeader.size()), 4);

    QStringList out;
    QString title = CoreText::variantName(setup.variant());
    const int limit = setup.rules.handLimit;
    title += QStringLiteral(" · ");
    if (setup.rules.target > 0 && limit > 0)
        title += tr("target %1, at most %2 hand(s)", nullptr, limit)
                     .arg(CoreText::number(setup.rules.target), CoreText::number(limit));
    else if (setup.rules.target > 0)
        title += tr("target %1").arg(CoreText::number(setup.rules.target));
    else if (limit > 0)
        title += tr("%1 hand(s)", nullptr, limit).arg(CoreText::number(limit));
    else
        title += tr("one hand decides");
    if (setup.timeCalledAfter > 0)
        //: A round of a tournament played to a time, ended when time was called.
        title += QStringLiteral(" · ") + tr("time called after hand %1").arg(setup.timeCalledAfter);
    out << title << QString();

    QString names = padRight(QString(), handWidth + 2 + dealerWidth);
    QString header = padLeft(handHeader, handWidth) + QStringLiteral("  ")
        + padRight(dealerHeader, dealerWidth);
    for (int side = 0; side < sides; ++side) {
        names += QStringLiteral("  ") + padLeft(setup.sideName(side), sideWidth);
        header += QStringLiteral("  ")
            + padLeft(padLeft(tr("hand"), pointsWidth) + u' ' + padLeft(tr("total"), totalWidth),
                      sideWidth);
    }
    out << names << header;
    out << QString(header.size(), u'─');

    bool anyBarbele = false;
    for (const HandOutcome &h : result.hands) {
        QString row = padLeft(QString::number(h.number), handWidth) + QStringLiteral("  ")
            + padRight(setup.players.value(h.dealer), dealerWidth);
        for (int side = 0; side < sides; ++side) {
            const bool barbele = h.barbele.value(side);
            anyBarbele = anyBarbele || barbele;
            const QString points = (barbele ? barbeleMark + u' ' : QString()) + pointsText(h, side);
            row += QStringLiteral("  ")
                + padLeft(padLeft(points, pointsWidth) + u' '
                              + padLeft(totalText(h, side), totalWidth),
                          sideWidth);
        }
        out << row;
    }
    if (result.hands.isEmpty())
        out << tr("No hands yet.");
    out << QString();
    if (anyBarbele)
        out << tr("%1 = barbelé at the start of the hand: the first melds must total at least %2")
                   .arg(barbeleMark, CoreText::number(setup.rules.barbeleOpening));

    QStringList warnings;
    for (const HandOutcome &h : result.hands) {
        for (const HandWarning &w : h.score.warnings)
            warnings << tr("  hand %1: %2").arg(h.number).arg(CoreText::warning(w, setup));
    }
    if (!warnings.isEmpty())
        out << tr("Referee notes:") << warnings;
    out << verdict(game, result);
    return out.join(u'\n') + u'\n';
}

} // namespace pinaculo
