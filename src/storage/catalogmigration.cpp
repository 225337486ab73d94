#include "catalogmigration.h"

#include "migrationstatement.h"

#include <QDateTime>
#include <QSet>
#include <QSqlQuery>

#include <array>

namespace pinaculo {

namespace {

// The columns a table has, by name.
QSet<QString> columnsOf(const QSqlDatabase &db, const QString &table, QSqlError *error, bool *ok)
{
    QSet<QString> columns;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    *ok = query.prepare(QStringLiteral("PRAGMA table_info(%1)").arg(table))
        && MigrationStatement::exec(query, error);
    while (*ok && query.next())
        columns.insert(query.value(1).toString());
    return columns;
}

// Milliseconds since the epoch of a date stored as text; 0 for a text that is no date.
qint64 msOf(const QString &text)
{
    const QDateTime date = QDateTime::fromString(text, Qt::ISODateWithMs);
    return date.isValid() ? date.toMSecsSinceEpoch() : 0;
}

// The text stays the date's record: a tool or an older habit that writes updated_at alone gets
// the number to match, so the history sorts as the text says. GameRepository writes both at
// once, alike, so the trigger's condition is false and it changes no further row.
const char *const updatedMsTrigger
    = "CREATE TRIGGER IF NOT EXISTS games_updated_ms AFTER UPDATE OF updated_at ON games BEGIN"
      " UPDATE games SET updated_ms = ms FROM (SELECT COALESCE(CAST(round(("
      "julianday(NEW.updated_at) - 2440587.5) * 86400000) AS INTEGER), 0) AS ms)"
      " WHERE id = NEW.id AND updated_ms IS NOT ms; END";

} // namespace

bool CatalogMigration::run(const QSqlDatabase &db, QSqlError *error)
{
    return addColumns(db, error) && fillDates(db, error) && fillRunningSums(db, error)
        && MigrationStatement::run(db,
                                   QStringLiteral("CREATE INDEX IF NOT EXISTS games_by_updated"
                                                  " ON games(updated_ms, id)"),
                                   error)
        && MigrationStatement::run(db, QString::fromLatin1(updatedMsTrigger), error)
        && MigrationStatement::run(db,
                                   QStringLiteral("CREATE INDEX IF NOT EXISTS players_by_side"
                                                  " ON players(game_id, side, name, seat)"),
                                   error);
}

bool CatalogMigration::addColumns(const QSqlDatabase &db, QSqlError *error)
{
    struct Column
    {
        const char *table;
        const char *name;
        const char *definition;
    };
    // Plain INTEGER, no NOT NULL DEFAULT: every row gets its value here or from GameRepository,
    // so a default would only lengthen the schema every connection parses.
    static const Column added[] = {
        {"games", "created_ms", "INTEGER"},
        {"games", "updated_ms", "INTEGER"},
        {"games", "counted_hands", "INTEGER"},
        {"hand_results", "run_points", "INTEGER"},
        {"hand_results", "run_best", "INTEGER"},
        {"hand_results", "run_premiums", "INTEGER"},
        {"hand_results", "run_went_out", "INTEGER"},
        {"hand_results", "run_penalties", "INTEGER"},
        {"hand_results", "run_penalty_points", "INTEGER"},
    };
    for (const QString &table : {QStringLiteral("games"), QStringLiteral("hand_results")}) {
        bool ok = false;
        const QSet<QString> existing = columnsOf(db, table, error, &ok);
        if (!ok)
            return false;
        for (const Column &column : added) {
            if (QLatin1StringView(column.table) != table
                || existing.contains(QLatin1StringView(column.name)))
                continue;
            if (!MigrationStatement::run(db,
                                         QStringLiteral("ALTER TABLE %1 ADD COLUMN %2 %3")
                                             .arg(table, QLatin1StringView(column.name),
                                                  QLatin1StringView(column.definition)),
                                         error))
                return false;
        }
    }
    return true;
}

bool CatalogMigration::fillDates(const QSqlDatabase &db, QSqlError *error)
{
    // Parsed by QDateTime, as the history read them until now, so every date shows as before.
    QSqlQuery games(db);
    games.setForwardOnly(true);
    games.prepare(QStringLiteral("SELECT id, created_at, updated_at FROM games"));
    if (!MigrationStatement::exec(games, error))
        return false;
    QList<std::array<qint64, 3>> dates;
    while (games.next())
        dates.append({games.value(0).toLongLong(), msOf(games.value(1).toString()),
                      msOf(games.value(2).toString())});
    games.finish();
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE games SET created_ms = ?, updated_ms = ? WHERE id = ?"));
    for (const auto &[id, created, updated] : std::as_const(dates)) {
        update.addBindValue(created);
        update.addBindValue(updated);
        update.addBindValue(id);
        if (!MigrationStatement::exec(update, error))
            return false;
    }
    return true;
}

bool CatalogMigration::fillRunningSums(const QSqlDatabase &db, QSqlError *error)
{
    // hand_results holds the counted hands only (GameRepository): their sums are what the
    // statistics counted. One pass over the results in the order of each seat's hands.
    return MigrationStatement::run(
               db,
               QStringLiteral(
                   "UPDATE hand_results SET run_points = w.points, run_best = w.best,"
                   " run_premiums = w.premiums, run_went_out = w.went_out,"
                   " run_penalties = w.penalties, run_penalty_points = w.penalty_points"
                   " FROM (SELECT game_id, number, seat, SUM(points) OVER seat_hands AS points,"
                   "       MAX(points) OVER seat_hands AS best,"
                   "       SUM(premiums) OVER seat_hands AS premiums,"
                   "       SUM(went_out) OVER seat_hands AS went_out,"
                   "       SUM(penalties) OVER seat_hands AS penalties,"
                   "       SUM(penalty_points) OVER seat_hands AS penalty_points"
                   "       FROM hand_results"
                   "       WINDOW seat_hands AS (PARTITION BY game_id, seat ORDER BY number)) w"
                   " WHERE w.game_id = hand_results.game_id AND w.number = hand_results.number"
                   "   AND w.seat = hand_results.seat"),
               error)
        && MigrationStatement::run(db,
                                   QStringLiteral("UPDATE games SET counted_hands = COALESCE("
                                                  "(SELECT MAX(number) + 1 FROM hand_results r"
                                                  " WHERE r.game_id = games.id), 0)"),
                                   error);
}

} // namespace pinaculo
