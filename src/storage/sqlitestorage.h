#pragma once

#include "gamestorage.h"

#include <QString>

namespace pinaculo {

// The SQLite engine behind GameStorage, on one named QSQLITE connection (Database opens it and
// keeps it across a reopen). A write is BEGIN IMMEDIATE … COMMIT: IMMEDIATE takes the write lock
// at once, so two writers wait for each other (busy_timeout) instead of failing half-way. What
// only an SQLite file needs stays here, out of the repositories: nothing is written to a file
// that has failed its IntegrityCheck, nor to one that is no longer the file the connection
// opened (WalOwnership); writes made before the check's verdict stay in the log, which is folded
// into the file after a commit once it grows and the check has passed (automatic checkpoints
// are off). Errors are read by StorageError from SQLite's
// result codes.
class SqliteStorage : public GameStorage
{
public:
    explicit SqliteStorage(const QString &connectionName);
    explicit SqliteStorage(const QSqlDatabase &connection);

    QSqlDatabase connection() const override;
    quint64 openCount() const override { return m_opens; }
    // Told by Database each time it opens the connection.
    void connectionOpened() { ++m_opens; }
    bool beginWrite(QSqlError *error) const override;
    bool commitWrite(QSqlError *error) const override;
    void rollbackWrite() const override;
    QString describe(const QSqlError &error) const override;
    // Through SQLite's C API (SqliteGameList).
    bool forEachGame(const GameFilter &filter,
                     const std::function<void(const GameSummary &)> &visit) const override;

private:
    bool run(const QSqlDatabase &db, const QString &statement, QSqlError *error) const;

    QString m_connectionName;
    quint64 m_opens = 0;
};

} // namespace pinaculo
