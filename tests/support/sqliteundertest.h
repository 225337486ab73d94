#pragma once

#include "database.h"
#include "support/storageundertest.h"

#include <QDir>
#include <QSqlQuery>

namespace storagetest {

// The SQLite engine for the repository suites: a new database file in `folder`, opened as the
// command-line tool opens it.
class SqliteUnderTest : public StorageUnderTest
{
public:
    explicit SqliteUnderTest(const QString &folder)
    {
        const pinaculo::Database::OpenResult opened
            = m_database.open(QDir(folder).filePath(QStringLiteral("games.sqlite")));
        m_failure = opened.ok() ? QString() : opened.message;
    }

    QString failure() const override { return m_failure; }
    const pinaculo::GameStorage &storage() const override { return m_database.storage(); }
    qint64 rowsChanged() const override
    {
        QSqlQuery query(m_database.connection());
        return query.exec(QStringLiteral("SELECT total_changes()")) && query.next()
            ? query.value(0).toLongLong()
            : -1;
    }
    bool foreignKeysHold() const override
    {
        // One row for each broken reference.
        QSqlQuery query(m_database.connection());
        return query.exec(QStringLiteral("PRAGMA foreign_key_check")) && !query.next();
    }

private:
    pinaculo::Database m_database;
    QString m_failure;
};

} // namespace storagetest
