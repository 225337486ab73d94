#include "totalsmigration.h"

#include "migrationstatement.h"
#include "playertotals.h"

namespace pinaculo {

bool TotalsMigration::run(const QSqlDatabase &db, QSqlError *error)
{
    // The keys lead with the name, the order the statistics group by; best is NULL while the
    // player has no counted hand, stale while a withdrawn game held it (PlayerTotals).
    return MigrationStatement::run(
               db,
               QStringLiteral("CREATE TABLE IF NOT EXISTS player_totals (variant TEXT, name TEXT,"
                              " games INTEGER, finished INTEGER, won INTEGER, hands INTEGER,"
                              " points INTEGER, best INTEGER, premiums INTEGER, went_out INTEGER,"
                              " penalties INTEGER, penalty_points INTEGER, stale INTEGER,"
                              " PRIMARY KEY (name, variant))"),
               error)
        && MigrationStatement::run(
               db,
               QStringLiteral("CREATE TABLE IF NOT EXISTS partner_totals (variant TEXT,"
                              " first_name TEXT, second_name TEXT, games INTEGER,"
                              " finished INTEGER, wins INTEGER,"
                              " PRIMARY KEY (first_name, second_name, variant))"),
               error)
        && MigrationStatement::run(
               db,
               QStringLiteral("CREATE TABLE IF NOT EXISTS rival_totals (variant TEXT,"
                              " first_name TEXT, second_name TEXT, games INTEGER,"
                              " finished INTEGER, first_wins INTEGER, second_wins INTEGER,"
                              " PRIMARY KEY (first_name, second_name, variant))"),
               error)
        && PlayerTotals::rebuild(db, error);
}

} // namespace pinaculo
