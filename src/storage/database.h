#pragma once

#include "sqlitestorage.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <memory>

namespace pinaculo {

class InstanceLock;
class IntegrityCheck;

// One open SQLite database on one named connection (a connection belongs to the thread that
// opened it). Opening sets aside a write-ahead log that does not belong to the file
// (WalOwnership), checks that the file is SQLite, reads it whole when it may have changed since
// it was last known good (VerifiedStamp), then brings the schema up to date. Whatever the stamp
// says, nothing is written into the file itself in a session before it has passed the full check
// (IntegrityCheck): until then the session's writes wait in the write-ahead log, which is folded
// into the file only once the check has passed, and otherwise left beside it. A file that cannot be written (read-only folder or medium) is opened for
// reading. With SqliteStorage (storage()) it is the SQLite engine behind GameStorage: the
// repositories see the storage, never the file.
class Database
{
    Q_DECLARE_TR_FUNCTIONS(Database)

public:
    enum class Status {
        Ok,
        Locked, // another instance of the application holds the database
        NotDatabase, // the file exists but is not an SQLite database at all
        Damaged, // SQLite, but the integrity check fails
        TooNew, // written by a newer program: its schema is unknown here
        Unavailable, // cannot be opened, created or migrated (permissions, full disk, …)
    };

    // Application: hold a lock file beside the database so a second instance is told, instead of
    // racing the first. Shared: short transactions that wait for each other (the CLI). Read: for
    // the commands that only read (the CLI's list, export and summary): opened Shared where the
    // disk allows, and otherwise (a full disk, a read-only medium) read-only, writing nothing,
    // so what is stored can still be read and rescued.
    enum class Access { Exclusive, Shared, Read };

    struct OpenResult
    {
        Status status = Status::Ok;
        QString message; // translated; empty when Ok
        // Translated; what the user should know about an open that succeeded: a log set aside,
        // a database that can only be read.
        QStringList notices;
        bool ok() const { return status == Status::Ok; }
    };

    explicit Database(const QString &connectionName = {});
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    OpenResult open(const QString &path, Access access = Access::Shared);
    // Opens again the file the path names now, on the same connection, so every copy of it the
    // program holds reaches the new file: for a file replaced under the session
    // (fileReplaced()), whose old log is then set aside, never applied. On failure the
    // connection is closed, as after a failed open().
    OpenResult reopen();
    void close();
    bool isOpen() const;
    // Open for reading only: the folder or medium cannot be written.
    bool isReadOnly() const { return m_readOnly; }
    // The check guarding this session's writes; null while closed.
    IntegrityCheck *integrityCheck() const { return m_check.get(); }

    QSqlDatabase connection() const;
    // The games stored here, for the repositories, GameStore and GameAutosaver: the same object
    // for the whole life of this one, open or not, reopened or not.
    const SqliteStorage &storage() const { return m_storage; }
    QString path() const { return m_path; }
    // Whether the file the path names is no longer the one this session opened (replaced by a
    // copy, or another moved there): nothing more is written, and closing leaves it untouched.
    bool fileReplaced() const;
    // Whether the last open() read the whole file for the integrity check, rather than trusting
    // the note of a clean close.
    bool lastOpenRanFullCheck() const { return m_ranFullCheck; }
    int schemaVersion() const;

    // The application's and the CLI's database unless --db names another.
    static QString defaultPath();
    // The database file and every file kept beside it (log, shared memory, journal, locks,
    // notes): what no output may ever replace.
    static QStringList filesOf(const QString &path);
    // The file a connection opened by this class reads (read-only connections may name it as a
    // file: URI with options); empty for a connection without a file.
    static QString pathOf(const QSqlDatabase &connection);
    // Moves a damaged database (and its -wal/-shm files) aside under a new name that is returned,
    // so nothing is lost; the caller then opens `path` again and gets a fresh database.
    static QString moveAside(const QString &path, QString *errorMessage = nullptr);
    // moveAside, then open a fresh database at the same place.
    OpenResult moveAsideAndCreateFresh(const QString &path, Access access,
                                       QString *movedTo = nullptr);

private:
    OpenResult openHere(const QString &path, Access access);
    OpenResult fail(Status status, const QString &message);
    OpenResult lock(bool *writable);
    enum class Check { HeaderOnly, Full };
    OpenResult checkFile(const QString &path, Check depth) const;
    OpenResult openConnection(bool writable, bool ignoreLog);
    OpenResult configure(Access access);
    OpenResult configureReadOnly();
    void closeWithoutCheckpoint();
    // Folds what waited in the log into the file: once the check has passed.
    void foldLog();

    QString m_connectionName;
    SqliteStorage m_storage;
    QString m_path;
    Access m_access = Access::Shared;
    std::unique_ptr<InstanceLock> m_lock;
    std::unique_ptr<IntegrityCheck> m_check;
    mutable bool m_ranFullCheck = false;
    mutable bool m_fullCheckPassed = false;
    bool m_readOnly = false;
};

} // namespace pinaculo
