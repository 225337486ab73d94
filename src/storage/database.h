#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <memory>

namespace pinaculo {

class ProcessLock;

// One open SQLite database on one named connection (a connection belongs to the thread that
// opened it). Opening checks that the file is SQLite and undamaged before anything is written,
// then brings the schema up to date. The full integrity check runs only when the file may have
// changed since it was last known good (see VerifiedStamp).
class Database
{
    Q_DECLARE_TR_FUNCTIONS(Database)

public:
    enum class Status {
        Ok,
        Locked,        // another instance of the application holds the database
        NotDatabase,   // the file exists but is not an SQLite database at all
        Damaged,       // SQLite, but the integrity check fails
        TooNew,        // written by a newer program: its schema is unknown here
        Unavailable,   // cannot be opened, created or migrated (permissions, full disk, …)
    };

    // Application: hold a lock file beside the database so a second instance is told, instead of
    // racing the first. Shared: short transactions that wait for each other (the CLI).
    enum class Access { Exclusive, Shared };

    struct OpenResult
    {
        Status status = Status::Ok;
        QString message;     // translated; empty when Ok
        bool ok() const { return status == Status::Ok; }
    };

    explicit Database(const QString &connectionName = {});
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    OpenResult open(const QString &path, Access access = Access::Shared);
    void close();
    bool isOpen() const;

    QSqlDatabase connection() const;
    QString path() const { return m_path; }
    // Whether the last open() read the whole file for the integrity check, rather than trusting
    // the note of a clean close.
    bool lastOpenRanFullCheck() const { return m_ranFullCheck; }
    int schemaVersion() const;

    // The application's and the CLI's database unless --db names another.
    static QString defaultPath();
    // Moves a damaged database (and its -wal/-shm files) aside under a new name that is returned,
    // so nothing is lost; the caller then opens `path` again and gets a fresh database.
    static QString moveAside(const QString &path, QString *errorMessage = nullptr);
    // moveAside, then open a fresh database at the same place.
    OpenResult moveAsideAndCreateFresh(const QString &path, Access access, QString *movedTo = nullptr);

private:
    OpenResult fail(Status status, const QString &message);
    enum class Check { HeaderOnly, Full };
    OpenResult checkFile(const QString &path, Check depth) const;
    OpenResult configure(Access access);

    QString m_connectionName;
    QString m_path;
    std::unique_ptr<ProcessLock> m_lock;
    bool m_ranFullCheck = false;
};

} // namespace pinaculo
