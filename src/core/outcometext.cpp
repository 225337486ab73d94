#include "outcometext.h"

#include "coretext.h"
#include "gamesetup.h"

#include <QLocale>
#include <QStringList>

namespace pinaculo {

QString OutcomeText::verdict(const GameSetup &setup, const GameResult &result)
{
    if (result.over && result.winner >= 0) {
        const QString points = CoreText::number(result.winnerPoints());
        // A pair is one side, named by its team name ("Lucía and Nina", "Us"): the sentence
        // names the pair, and its verb is singular.
        if (setup.partnership())
            return tr("%1 wins with %2 points", "the winner is a pair, named by its team name")
                .arg(setup.sideName(result.winner), points);
        return tr("%1 wins with %2 points", nullptr, 1).arg(setup.sideName(result.winner), points);
    }
    if (result.over)
        return tr("The game ends in a draw");
    const int limit = setup.rules.handLimit;
    if (setup.rules.target > 0 && limit > 0)
        // The count chooses the plural; the numbers are written as every number of the window.
        return tr("Game on: first to %1, or the higher total after %2 hand(s)", nullptr, limit)
            .arg(CoreText::number(setup.rules.target), CoreText::number(limit));
    if (setup.rules.target > 0)
        return tr("Game on: first to %1").arg(CoreText::number(setup.rules.target));
    if (limit > 0)
        return tr("Game on: the higher total after %1 hand(s) wins", nullptr, limit)
            .arg(CoreText::number(limit));
    return tr("Game on: one hand decides");
}

QString OutcomeText::afterEndNote(const GameResult &result)
{
    const int count = result.handsAfterEnd();
    if (count <= 0)
        return {};
    const int first = result.decidedBy() + 1;
    if (count == 1)
        return tr("Hand %1 was played after the end of the game and counts for nothing").arg(first);
    return tr("Hands %1 to %2 were played after the end of the game and count for nothing")
        .arg(first)
        .arg(first + count - 1);
}

QString OutcomeText::timeCalledNote(const GameSetup &setup, const GameResult &result)
{
    if (!result.over || setup.timeCalledAfter <= 0 || result.decidedBy() != setup.timeCalledAfter)
        return {};
    return tr("Time was called after hand %1").arg(setup.timeCalledAfter);
}

QString OutcomeText::tieNote(const GameSetup &setup, const GameResult &result)
{
    if (result.over || result.tiedAtTop.isEmpty())
        return {};
    QStringList tied;
    for (int side : result.tiedAtTop)
        tied.append(setup.sideName(side));
    return tr("%1 are tied at %2 points: the game goes on for another hand")
        .arg(QLocale().createSeparatedList(tied),
             CoreText::number(result.finalTotals.value(result.tiedAtTop.first())));
}

} // namespace pinaculo
