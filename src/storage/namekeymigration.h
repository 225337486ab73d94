#pragma once

#include <QSqlDatabase>
#include <QSqlError>

namespace pinaculo {

// Version 6 of the SQLite schema: every player's and house rule's name stored beside its key
// (NameRules::key: trimmed and case folded, whatever the script), so that names are sorted and
// told apart by SQL that any engine reads rather than by SQLite's NOCASE, which folds only the
// ASCII letters ("LUCÍA" and "lucía" were two names to it). The keys of the rows already stored
// are NameRules', so they are computed here, not in SQL. The house rules' table is built again,
// since SQLite cannot take NOCASE off a column: each name is unique by its key instead. Run by
// SchemaMigrator inside the step's transaction; every game is kept as it was.
class NameKeyMigration
{
public:
    static constexpr int version = 6;

    static bool run(const QSqlDatabase &db, QSqlError *error);

private:
    static bool keyPlayers(const QSqlDatabase &db, QSqlError *error);
    static bool rebuildRulePresets(const QSqlDatabase &db, QSqlError *error);
};

} // namespace pinaculo
