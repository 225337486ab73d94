#pragma once

#include <QList>
#include <QString>

namespace pinaculo {

// The SQL of every catalogue read (history, statistics, records between players) and of the
// totals kept for them, in one place: GameCatalog and PlayerRecords run the reads, PlayerTotals
// the writes, and the plan test asks the engine how it runs each one, so that no statement of
// the catalogue walks a whole table of games or seats without an index.
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
    // Per player, from the totals kept per player and variant (PlayerTotals): binds variant and
    // player twice.
    static QString statistics();
    // From the totals kept per pair of opponents and variant: binds the first player twice, then
    // the first and the second, the second and the first, then variant twice.
    static QString headToHead();
    // From the totals kept per pair and variant: binds variant twice.
    static QString partnerships();

    // The totals of one game's seats and pairs taken out of player_totals, partner_totals and
    // rival_totals
    // (binds the game's id), and put in (binds it too). A withdrawn game that held a player's
    // best hand marks the row stale; settleBest() (binds the name) finds the best hand again from
    // the player's games, and only when the game's new best is lower than the old.
    static QString withdrawPlayers();
    static QString contributePlayers();
    static QString settleBest();
    static QString withdrawPairs();
    static QString contributePairs();
    static QString withdrawRivals();
    static QString contributeRivals();
    // The totals of every stored game, into empty tables (the schema step, a copy by SQL).
    static QString fillPlayers();
    static QString fillPairs();
    static QString fillRivals();

    struct Named
    {
        QString name;
        QString sql;
    };
    // Every statement above (the lists for a few games; the fills, which read every game once,
    // left out), for the plan test.
    static QList<Named> all();

private:
    // Per variant and name, the sums of the seats of the games `where` picks.
    static QString seatSums(const QString &where);
    // Per variant and pair of names on one side, the games `where` picks.
    static QString seatPairs(const QString &where);
    // Per variant and pair of names on opposite sides, the games `where` picks.
    static QString seatRivals(const QString &where);
};

} // namespace pinaculo
