#pragma once

#include "gamestorage.h"
#include "gamesummary.h"

#include <QList>
#include <QString>

namespace pinaculo {

// Records between players across the stored games, read from the queryable columns without
// loading any hand: two players against each other, and partners who shared a side.
class PlayerRecords
{
public:
    // Two players on opposite sides of the same games.
    struct HeadToHead
    {
        QString first;
        QString second;
        int games = 0; // played against each other
        int finished = 0;
        int firstWins = 0;
        int secondWins = 0;
        int others() const { return finished - firstWins - secondWins; } // drawn, or a third won
    };

    // Two players on the same side (a partnership game), in alphabetical order.
    struct Partnership
    {
        QString first;
        QString second;
        int games = 0;
        int finished = 0;
        int wins = 0;
        double winRate() const { return finished > 0 ? double(wins) / finished : -1; }
    };

    explicit PlayerRecords(const GameStorage &storage);

    HeadToHead headToHead(const QString &first, const QString &second,
                          const GameFilter &filter = {}) const;
    // Every pair that played together, most games first.
    QList<Partnership> partnerships(const GameFilter &filter = {}) const;

private:
    QSqlDatabase m_db; // the storage's connection
};

} // namespace pinaculo
