#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

namespace pinaculo {

class GameStorage;

// The statements a repository runs again and again, each prepared once on the storage's
// connection and kept: a 10,000-hand game stored whole runs two statements 50,000 times, and a
// hand recorded runs a dozen whose parsing cost more than running them. They are prepared again
// when the connection has been opened again under them (GameStorage::openCount), since a
// statement goes with the connection it was prepared on. Its owner must not outlive the
// connection's removal (Database::close).
class PreparedStatements
{
public:
    // `storage`, when given, is the engine behind `db`, asked whether it was reopened.
    explicit PreparedStatements(const QSqlDatabase &db, const GameStorage *storage = nullptr);

    // The statement, prepared; null with lastError() set when it does not prepare.
    QSqlQuery *prepared(const QString &sql);
    // The statement run with `values`, ready to read (finish() it once read); null with
    // lastError() set when it fails.
    QSqlQuery *executed(const QString &sql, const QVariantList &values);
    // Run with `values` and reset at once, so that no statement stays open into a commit or a
    // checkpoint.
    bool run(const QString &sql, const QVariantList &values, int *rowsAffected = nullptr);

    const QSqlError &lastError() const { return m_lastError; }

private:
    QSqlDatabase m_db;
    const GameStorage *m_storage;
    QHash<QString, QSqlQuery> m_prepared;
    quint64 m_preparedAt = 0; // the storage's openCount() when m_prepared was begun
    QSqlError m_lastError;
};

} // namespace pinaculo
