#pragma once

#include <QList>
#include <QString>

namespace pinaculo {

// The SQL of every catalogue read (history, statistics, records between players) in one place:
// GameCatalog and PlayerRecords run these texts, and the plan test asks the engine how it runs
// each one, so that no read of the catalogue walks a whole table without an index.
//
// The filters bind their values twice, "(COALESCE(?, '') = '' OR column = ?)": empty or NULL
// means any. Every text is plain SQL that SQLite and PostgreSQL both read.
class CatalogStatements
{
public:
    // The history, newest first, one page after a row already listed: binds variant twice, player
    // twice, then the last listed row's updated_ms and id (-1 for the first page: the id, then
    // updated_ms, updated_ms and id again), then the page's size.
    static QString gamesPage();
    // One game by its key.
    static QString game();
    // The seats and the sides of `count` listed games: binds `count` game ids.
    static QString playersOf(int count);
    static QString sidesOf(int count);
    // The seats and the sides of every game the history lists (the whole of it, no page), in the
    // history's order, each game's in seat and side order: binds variant twice, player twice.
    static QString playersListed();
    static QString sidesListed();
    static QString playerNames();
    static QString latestGame();
    // Per player, from the per-seat numbers kept with each game: binds variant and player twice.
    static QString statistics();
    // Binds the first and the second player, then variant twice.
    static QString headToHead();
    // Binds variant twice.
    static QString partnerships();

    struct Named
    {
        QString name;
        QString sql;
    };
    // Every statement above (the lists for a few games), for the plan test.
    static QList<Named> all();
};

} // namespace pinaculo
