#include "schemamigrator.h"

#include "catalogmigration.h"
#include "namekeymigration.h"
#include "ruledifferencemigration.h"
#include "sqlitestorage.h"
#include "totalsmigration.h"
#include "storageerror.h"
#include "storagetransaction.h"

#include <QSqlError>
#include <QSqlQuery>

namespace pinaculo {

namespace {

// Version 1: games with a snapshot of every rule parameter, their seats and sides, each hand's
// game-file JSON (exact round trip), and per seat and hand the numbers history and statistics
// query, derived from the scorer on every write.
const char *const version1[] = {
    "CREATE TABLE games ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " name TEXT NOT NULL DEFAULT '',"
    " variant TEXT NOT NULL,"
    " first_dealer INTEGER NOT NULL,"
    " created_at TEXT NOT NULL,"
    " updated_at TEXT NOT NULL,"
    " over INTEGER NOT NULL DEFAULT 0,"
    " winner_side INTEGER)",
    "CREATE TABLE game_rules ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " name TEXT NOT NULL,"
    " value TEXT NOT NULL,"
    " PRIMARY KEY (game_id, name))",
    "CREATE TABLE sides ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " side INTEGER NOT NULL,"
    " name TEXT NOT NULL,"
    " team INTEGER NOT NULL,"
    " total INTEGER NOT NULL DEFAULT 0,"
    " PRIMARY KEY (game_id, side))",
    "CREATE TABLE players ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " seat INTEGER NOT NULL,"
    " name TEXT NOT NULL,"
    " side INTEGER NOT NULL,"
    " team_position INTEGER NOT NULL DEFAULT 0,"
    " PRIMARY KEY (game_id, seat))",
    "CREATE TABLE hands ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " number INTEGER NOT NULL,"
    " json TEXT NOT NULL,"
    " PRIMARY KEY (game_id, number))",
    "CREATE TABLE hand_results ("
    " game_id INTEGER NOT NULL,"
    " number INTEGER NOT NULL,"
    " seat INTEGER NOT NULL,"
    " points INTEGER NOT NULL,"
    " premiums INTEGER NOT NULL,"
    " penalties INTEGER NOT NULL,"
    " penalty_points INTEGER NOT NULL,"
    " went_out INTEGER NOT NULL,"
    " PRIMARY KEY (game_id, number, seat),"
    " FOREIGN KEY (game_id, number) REFERENCES hands(game_id, number) ON DELETE CASCADE)",
    "CREATE TABLE settings ("
    " key TEXT PRIMARY KEY,"
    " value TEXT NOT NULL)",
};

// Version 2: the history filters by player name and shows the number of hands without counting
// them for every row.
const char *const version2[] = {
    "CREATE INDEX players_by_name ON players(name)",
    "ALTER TABLE games ADD COLUMN hand_count INTEGER NOT NULL DEFAULT 0",
    "UPDATE games SET hand_count = (SELECT COUNT(*) FROM hands WHERE hands.game_id = games.id)",
};

// Version 3: the hand being entered, kept while it is typed so that a crash or a power cut
// does not lose it; one per game, since one hand is entered at a time.
const char *const version3[] = {
    "CREATE TABLE hand_drafts ("
    " game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
    " hand_index INTEGER NOT NULL,"
    " json TEXT NOT NULL,"
    " saved_at TEXT NOT NULL)",
};

// Version 4: named house rules that New Game offers. Every parameter is kept, as for a game, so
// a later change of a variant's preset never changes what a saved house rule means.
const char *const version4[] = {
    "CREATE TABLE rule_presets ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " name TEXT NOT NULL UNIQUE COLLATE NOCASE,"
    " variant TEXT NOT NULL,"
    " saved_at TEXT NOT NULL)",
    "CREATE TABLE rule_preset_values ("
    " preset_id INTEGER NOT NULL REFERENCES rule_presets(id) ON DELETE CASCADE,"
    " name TEXT NOT NULL,"
    " value TEXT NOT NULL,"
    " PRIMARY KEY (preset_id, name))",
};

// Version 5: each hand stored with a checksum of its JSON (StoredHandCheck), so damage that
// SQLite reads without a word is found when the game is read. Hands stored before have none.
const char *const version5[] = {
    "ALTER TABLE hands ADD COLUMN checksum TEXT",
};

// Version 6: each player's and house rule's name beside its NameRules key, no NOCASE left. The
// keys of the names already stored are NameRules', computed in C++: NameKeyMigration runs it.

// Version 7: a game's rules as the parameters that differ from its variant's preset; the rows
// holding a preset's own value are deleted by RuleDifferenceMigration, which knows the presets.

// Version 8: the dates as numbers, each seat's sums of its hands and the indexes the history and
// the statistics read through (CatalogMigration, which parses the stored dates in C++).

// Version 9: the statistics' totals per player and per pair of partners, kept as each game is
// written (TotalsMigration).

// Version 10: the director's tournaments, each kept as its tournament file's JSON (its one
// format, read by TournamentFileReader), with the tables' games as game-file JSON beside it.
const char *const version10[] = {
    "CREATE TABLE tournaments ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " name TEXT NOT NULL,"
    " created_ms INTEGER NOT NULL,"
    " updated_ms INTEGER NOT NULL,"
    " document TEXT NOT NULL)",
    "CREATE INDEX tournaments_by_update ON tournaments (updated_ms)",
    "CREATE TABLE tournament_games ("
    " tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,"
    " round INTEGER NOT NULL,"
    " table_number INTEGER NOT NULL,"
    " game TEXT NOT NULL,"
    " PRIMARY KEY (tournament_id, round, table_number))",
};

// Version 11: the hand after which time was called in a round played to a time (0 while it was
// not), a game's one setting beside its rules that a game file keeps at its top.
const char *const version11[] = {
    "ALTER TABLE games ADD COLUMN time_called_after INTEGER NOT NULL DEFAULT 0",
};

// Version 12: the outbox of a table's laptop in a club (docs/club.md): each revision of a club
// match's game, kept here first and until the club's server has it.
const char *const version12[] = {
    "CREATE TABLE club_outbox ("
    " tournament_id INTEGER NOT NULL,"
    " round INTEGER NOT NULL,"
    " table_number INTEGER NOT NULL,"
    " revision INTEGER NOT NULL,"
    " game TEXT NOT NULL,"
    " final INTEGER NOT NULL DEFAULT 0,"
    " queued_ms INTEGER NOT NULL,"
    " PRIMARY KEY (tournament_id, round, table_number, revision))",
};

template<std::size_t N>
QStringList toList(const char *const (&statements)[N])
{
    QStringList list;
    for (const char *s : statements)
        list.append(QString::fromLatin1(s));
    return list;
}

} // namespace

int SchemaMigrator::latestVersion()
{
    return 12;
}

QStringList SchemaMigrator::step(int to)
{
    switch (to) {
    case 1:
        return toList(version1);
    case 2:
        return toList(version2);
    case 3:
        return toList(version3);
    case 4:
        return toList(version4);
    case 5:
        return toList(version5);
    case 10:
        return toList(version10);
    case 11:
        return toList(version11);
    case 12:
        return toList(version12);
    default:
        return {};
    }
}

int SchemaMigrator::version(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (!query.prepare(QStringLiteral("PRAGMA user_version")) || !query.exec() || !query.next())
        return -1;
    return query.value(0).toInt();
}

SchemaMigrator::Result SchemaMigrator::migrate(const QSqlDatabase &db)
{
    for (;;) {
        const int current = version(db);
        if (current < 0)
            return {Status::Failed, tr("Cannot read the database's version.")};
        if (current > latestVersion())
            return {Status::TooNew,
                    tr("The database was written by a newer version of Pináculo "
                       "(schema %1; this one knows up to %2).")
                        .arg(current)
                        .arg(latestVersion())};
        if (current == latestVersion())
            return {};
        if (const Result r = runStep(db, current + 1); r.status != Status::Ok)
            return r;
    }
}

SchemaMigrator::Result SchemaMigrator::runStep(const QSqlDatabase &db, int to)
{
    const auto failed = [to](const QSqlError &error) {
        return Result {Status::Failed,
                       tr("Cannot upgrade the database to version %1: %2")
                           .arg(to)
                           .arg(StorageError::describe(error))};
    };
    const SqliteStorage storage(db);
    StorageTransaction transaction(storage);
    if (!transaction.isActive())
        return failed(transaction.lastError());
    // Another process may have upgraded while this one waited for the write lock.
    if (version(db) >= to)
        return {};
    // A step that needs what SQL cannot compute (NameRules' keys, the variants' presets) runs its
    // own statements.
    if (QSqlError error; to == NameKeyMigration::version && !NameKeyMigration::run(db, &error))
        return failed(error);
    if (QSqlError error;
        to == RuleDifferenceMigration::version && !RuleDifferenceMigration::run(db, &error))
        return failed(error);
    if (QSqlError error; to == CatalogMigration::version && !CatalogMigration::run(db, &error))
        return failed(error);
    if (QSqlError error; to == TotalsMigration::version && !TotalsMigration::run(db, &error))
        return failed(error);
    QStringList statements = step(to);
    statements.append(QStringLiteral("PRAGMA user_version = %1").arg(to));
    for (const QString &statement : std::as_const(statements)) {
        QSqlQuery query(db);
        if (!query.prepare(statement) || !query.exec())
            return failed(query.lastError());
    }
    if (!transaction.commit())
        return failed(transaction.lastError());
    return {};
}

} // namespace pinaculo
