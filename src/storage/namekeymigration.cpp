#include "namekeymigration.h"

#include "migrationstatement.h"
#include "namerules.h"

#include <QSet>
#include <QSqlQuery>
#include <QStringList>

namespace pinaculo {

bool NameKeyMigration::run(const QSqlDatabase &db, QSqlError *error)
{
    return keyPlayers(db, error) && rebuildRulePresets(db, error);
}

bool NameKeyMigration::keyPlayers(const QSqlDatabase &db, QSqlError *error)
{
    if (!MigrationStatement::run(
            db, QStringLiteral("ALTER TABLE players ADD COLUMN name_key TEXT NOT NULL DEFAULT ''"),
            error))
        return false;
    // One update per distinct name (through players_by_name), not one per seat of every game.
    QStringList names;
    {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("SELECT DISTINCT name FROM players"));
        if (!MigrationStatement::exec(query, error))
            return false;
        while (query.next())
            names.append(query.value(0).toString());
    }
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE players SET name_key = ? WHERE name = ?"));
    for (const QString &name : std::as_const(names)) {
        update.addBindValue(NameRules::key(name));
        update.addBindValue(name);
        if (!MigrationStatement::exec(update, error))
            return false;
    }
    // The history's completions and the statistics sort and group by it.
    return MigrationStatement::run(
        db, QStringLiteral("CREATE INDEX players_by_name_key ON players(name_key)"), error);
}

bool NameKeyMigration::rebuildRulePresets(const QSqlDatabase &db, QSqlError *error)
{
    // The new tables beside the old, so that dropping the old ones cascades to nothing kept.
    for (const char *statement :
         {"CREATE TABLE rule_presets_keyed ("
          " id INTEGER PRIMARY KEY AUTOINCREMENT,"
          " name TEXT NOT NULL,"
          " name_key TEXT NOT NULL UNIQUE,"
          " variant TEXT NOT NULL,"
          " saved_at TEXT NOT NULL)",
          "CREATE TABLE rule_preset_values_keyed ("
          " preset_id INTEGER NOT NULL REFERENCES rule_presets_keyed(id) ON DELETE CASCADE,"
          " name TEXT NOT NULL,"
          " value TEXT NOT NULL,"
          " PRIMARY KEY (preset_id, name))"}) {
        if (!MigrationStatement::run(db, QString::fromLatin1(statement), error))
            return false;
    }
    {
        QSqlQuery presets(db);
        // Newest first: saving a name already used replaced the older preset, so should two
        // stored names share a key, the one saved last is the one the user meant.
        presets.prepare(QStringLiteral(
            "SELECT id, name, variant, saved_at FROM rule_presets ORDER BY id DESC"));
        if (!MigrationStatement::exec(presets, error))
            return false;
        QSet<QString> seen;
        QSqlQuery insert(db);
        insert.prepare(QStringLiteral("INSERT INTO rule_presets_keyed"
                                      " (id, name, name_key, variant, saved_at)"
                                      " VALUES (?, ?, ?, ?, ?)"));
        while (presets.next()) {
            const QString key = NameRules::key(presets.value(1).toString());
            if (seen.contains(key))
                continue;
            seen.insert(key);
            for (int column : {0, 1})
                insert.addBindValue(presets.value(column));
            insert.addBindValue(key);
            for (int column : {2, 3})
                insert.addBindValue(presets.value(column));
            if (!MigrationStatement::exec(insert, error))
                return false;
        }
    }
    for (const char *statement :
         {"INSERT INTO rule_preset_values_keyed (preset_id, name, value)"
          " SELECT preset_id, name, value FROM rule_preset_values"
          " WHERE preset_id IN (SELECT id FROM rule_presets_keyed)",
          "DROP TABLE rule_preset_values", "DROP TABLE rule_presets",
          // Renaming a table renames it where the other tables' foreign keys name it too.
          "ALTER TABLE rule_presets_keyed RENAME TO rule_presets",
          "ALTER TABLE rule_preset_values_keyed RENAME TO rule_preset_values"}) {
        if (!MigrationStatement::run(db, QString::fromLatin1(statement), error))
            return false;
    }
    return true;
}

} // namespace pinaculo
