#pragma once

#include <QSqlDatabase>
#include <QSqlError>

namespace pinaculo {

// Version 8 of the SQLite schema: what the history and the statistics read is kept ready, so
// that opening them costs the same with a club's 20,000 games as with 20.
// - games.created_ms and updated_ms: the dates as milliseconds since the epoch (UTC) beside
//   their text, read without parsing; filled here from the text, as QDateTime reads it.
// - each hand result (hand_results) carries its seat's running sums up to that hand (points,
//   best hand, premiums, went out, penalties and their points), and games.counted_hands says
//   which hand is the last counted: the statistics read one row per seat of a game, found by
//   its whole key, instead of every hand. GameRepository writes them with the hand, so a hand
//   changes no more rows than before; computed here once for the games already stored.
// - games_updated_ms, a trigger that keeps the number in step with a text written alone.
// - games_by_updated and players_by_side: the indexes the catalogue's order and the partners'
//   seek need (CatalogStatements).
// Run by SchemaMigrator inside the step's transaction. Each part is done only where it is
// missing, so a file that already has some of it (an upgrade interrupted by hand) upgrades too.
class CatalogMigration
{
public:
    static constexpr int version = 8;

    static bool run(const QSqlDatabase &db, QSqlError *error);

private:
    static bool addColumns(const QSqlDatabase &db, QSqlError *error);
    static bool fillDates(const QSqlDatabase &db, QSqlError *error);
    static bool fillRunningSums(const QSqlDatabase &db, QSqlError *error);
};

} // namespace pinaculo
