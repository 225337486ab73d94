#include "tournament.h"

#include "victorypointscales.h"

namespace pinaculo {

// A new tournament is played on FIBUR's 3-hand table with the chain of tie-breaks every
// tournament starts with.
Tournament::Tournament()
    : scaleId(QStringLiteral("fibur-3"))
    , scale(*VictoryPointScales::byId(QStringLiteral("fibur-3")))
    , tieBreaks(TieBreaks::defaults())
{
}

const TournamentEntry *Tournament::entry(int number) const
{
    for (const TournamentEntry &e : entries) {
        if (e.number == number)
            return &e;
    }
    return nullptr;
}

QString Tournament::entryText(int number) const
{
    const TournamentEntry *e = entry(number);
    return QStringLiteral("%1 %2").arg(number).arg(e ? e->name : QString());
}

QList<int> Tournament::entryNumbers() const
{
    QList<int> numbers;
    numbers.reserve(entries.size());
    for (const TournamentEntry &e : entries)
        numbers.append(e.number);
    return numbers;
}

} // namespace pinaculo
