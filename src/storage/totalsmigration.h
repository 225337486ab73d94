#pragma once

#include <QSqlDatabase>
#include <QSqlError>

namespace pinaculo {

// Version 9 of the SQLite schema: the statistics' totals kept per player and variant
// (player_totals), per pair of partners (partner_totals) and per pair of opponents
// (rival_totals) and variant, so that opening the statistics reads a few rows per player
// whatever the number of games. Filled here from every
// stored game by the sums version 8 read at each opening; GameRepository keeps them from then on
// (PlayerTotals). With them the schema no longer fits the file's first page: its further pages
// come right after the tables of a new file, and at the end of an upgraded one.
// Run by SchemaMigrator inside the step's transaction.
class TotalsMigration
{
public:
    static constexpr int version = 9;

    static bool run(const QSqlDatabase &db, QSqlError *error);
};

} // namespace pinaculo
