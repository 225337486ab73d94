#pragma once

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace pinaculo {

class DatabaseFileLock;
class ProcessLock;

// Keeps a second window off a database, with a message that says who holds it: the lock file
// beside the database's name (ProcessLock), whose text names the holder's process, and the lock
// on the database file itself (DatabaseFileLock), which every other name of the file meets (a
// hard or symbolic link, "sub/../", a bind mount). Held until destroyed, which must come after
// SQLite has closed the file (see DatabaseFileLock).
class InstanceLock
{
    Q_DECLARE_TR_FUNCTIONS(InstanceLock)

public:
    enum class Result {
        Acquired,
        ReadOnly, // the folder or the file cannot be written: the database can still be read
        Locked, // another instance holds it
        Failed, // the lock cannot be taken (a folder in the lock file's place, a full disk, …)
    };

    explicit InstanceLock(const QString &database);
    ~InstanceLock();
    InstanceLock(const InstanceLock &) = delete;
    InstanceLock &operator=(const InstanceLock &) = delete;

    Result tryLock();
    // Translated, naming the database: why it is Locked or Failed.
    QString message() const { return m_message; }

private:
    Result lockFile();

    QString m_path;
    std::unique_ptr<ProcessLock> m_nameLock;
    std::unique_ptr<DatabaseFileLock> m_fileLock;
    QString m_message;
};

} // namespace pinaculo
