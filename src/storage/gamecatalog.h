#pragma once

#include "gamestorage.h"
#include "gamesummary.h"
#include "playerstatistics.h"

#include <QList>
#include <optional>

namespace pinaculo {

// The read side of the history and the statistics: summaries and per-player numbers straight
// from the queryable columns, without loading any hand.
class GameCatalog
{
public:
    explicit GameCatalog(const GameStorage &storage);

    // Most recently played first.
    QList<GameSummary> games(const GameFilter &filter = {}) const;
    std::optional<GameSummary> game(qint64 id) const;
    // Every stored player's name, once whatever its capitals, in the order of their keys.
    QStringList playerNames() const;
    // The game played last (changed last), -1 when none is stored.
    qint64 latestGameId() const;
    QList<PlayerStatistics> statistics(const GameFilter &filter = {}) const;

private:
    QList<GameSummary> query(const GameFilter &filter, qint64 onlyId) const;

    QSqlDatabase m_db; // the storage's connection
};

} // namespace pinaculo
