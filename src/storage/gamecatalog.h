#pragma once

#include "gamestorage.h"
#include "gamesummary.h"
#include "playerstatistics.h"

#include <QList>
#include <functional>
#include <optional>

namespace pinaculo {

// The read side of the history and the statistics: summaries and per-player numbers straight
// from the queryable columns, without loading any hand. The statements are CatalogStatements';
// each is read forward only, as nothing goes back over a row.
class GameCatalog
{
public:
    explicit GameCatalog(const GameStorage &storage);

    // Most recently played first.
    QList<GameSummary> games(const GameFilter &filter = {}) const;
    // The next `count` games in the order of games() after `after` (from the first when null):
    // a history that shows a screenful reads a page at a time.
    QList<GameSummary> gamesPage(const GameFilter &filter, const GameSummary *after,
                                 int count) const;
    // Every game of games(filter), in its order, handed to `visit` as it is read, its seats and
    // sides with it: a list of a club's games printed as it goes, never held whole. `visit` must
    // not use the connection. The game it is given is valid only during the call.
    void forEachGame(const GameFilter &filter,
                     const std::function<void(const GameSummary &)> &visit) const;
    std::optional<GameSummary> game(qint64 id) const;
    // Every stored player's name, once whatever its capitals, in the order of their keys.
    QStringList playerNames() const;
    // The game played last (changed last), -1 when none is stored.
    qint64 latestGameId() const;
    QList<PlayerStatistics> statistics(const GameFilter &filter = {}) const;

private:
    // The page's rows without their seats.
    QList<GameSummary> summaries(const GameFilter &filter, const GameSummary *after,
                                 int count) const;
    // Each listed game's players and sides, by their keys in pieces of a few hundred: a page.
    void addSeats(QList<GameSummary> &games) const;
    // The players and sides of the whole list of `filter`, each read by one statement along it.
    void addListedSeats(const GameFilter &filter, QList<GameSummary> &games) const;

    const GameStorage *m_storage;
    QSqlDatabase m_db; // the storage's connection
};

} // namespace pinaculo
