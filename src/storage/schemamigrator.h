#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>

namespace pinaculo {

// The SQLite schema's versions, kept in PRAGMA user_version: the SQLite engine's own, as its
// table definitions are (AUTOINCREMENT, a table built again where SQLite cannot alter a column);
// the statements of the repositories are not. Each step brings the schema from one version to
// the next inside one transaction, so an interrupted upgrade leaves the previous version intact
// and is simply run again at the next start.
class SchemaMigrator
{
    Q_DECLARE_TR_FUNCTIONS(SchemaMigrator)

public:
    enum class Status { Ok, TooNew, Failed };
    struct Result
    {
        Status status = Status::Ok;
        QString message;
    };

    static int latestVersion();
    static int version(const QSqlDatabase &db);
    static Result migrate(const QSqlDatabase &db);

private:
    // The statements that turn version `to - 1` into version `to`.
    static QStringList step(int to);
    static Result runStep(const QSqlDatabase &db, int to);
};

} // namespace pinaculo
