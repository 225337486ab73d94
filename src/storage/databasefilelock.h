#pragma once

#include <QString>

namespace pinaculo {

// Keeps a second window off a database file whatever path names it: an advisory lock (flock) on
// the database file itself, so a hard link, a symbolic link, "sub/../" and a bind mount all meet
// the same lock, which a lock file beside one of the names cannot do. The system drops it when
// its holder ends, however it ends. Nothing is written into the file, and SQLite's own locks
// (POSIX record locks, which Linux keeps apart from flock) are not touched.
//
// The descriptor must stay open until SQLite has closed the file: closing any descriptor of a file
// drops every POSIX lock this process holds on it, SQLite's included.
class DatabaseFileLock
{
public:
    enum class Result { Acquired, HeldElsewhere, Failed };

    explicit DatabaseFileLock(const QString &database);
    ~DatabaseFileLock();
    DatabaseFileLock(const DatabaseFileLock &) = delete;
    DatabaseFileLock &operator=(const DatabaseFileLock &) = delete;

    // Creates an empty file when there is none (SQLite makes a database of it).
    Result tryLock();
    // After Failed: the system's error number (errno), 0 when unknown.
    int failure() const { return m_failure; }
    // The descriptor of the file locked; -1 when not locked.
    int descriptor() const { return m_fd; }

private:
    QString m_path;
    int m_fd = -1;
    int m_failure = 0;
};

} // namespace pinaculo
