#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

namespace pinaculo {

// How a schema step runs its statements: inside the step's transaction, the first failure kept
// in `error` for SchemaMigrator to report, so a step reads as a chain of `&&`.
struct MigrationStatement
{
    // Runs a query already prepared and bound.
    static bool exec(QSqlQuery &query, QSqlError *error);
    // Prepares and runs one statement without values.
    static bool run(const QSqlDatabase &db, const QString &statement, QSqlError *error);
};

} // namespace pinaculo
