#include "instancelock.h"

#include "databasefilelock.h"
#include "processlock.h"

#include <QDir>
#include <QFileInfo>

#include <cerrno>

namespace pinaculo {

InstanceLock::InstanceLock(const QString &database)
    : m_path(database)
{
}

// The file's lock goes last, after SQLite: its descriptor's close would drop SQLite's locks.
InstanceLock::~InstanceLock() = default;

InstanceLock::Result InstanceLock::tryLock()
{
    const QString native = QDir::toNativeSeparators(m_path);
    const QString lockPath = m_path + QStringLiteral(".lock");
    m_nameLock = std::make_unique<ProcessLock>(lockPath);
    const ProcessLock::Result locked = m_nameLock->tryLock();
    if (locked == ProcessLock::Result::Acquired)
        return lockFile();
    const qint64 pid = m_nameLock->holder();
    const int failure = m_nameLock->failure();
    m_nameLock.reset();
    if (locked == ProcessLock::Result::HeldElsewhere) {
        m_message = tr("The database %1 is already in use by another instance (process %2). "
                       "Close that instance first, or choose another database.")
                        .arg(native)
                        .arg(pid);
        return Result::Locked;
    }
    if (QFileInfo(lockPath).isDir()) {
        m_message = tr("Cannot lock the database %1: %2 is a folder. Move or remove that folder; "
                       "the lock file is made anew at every start.")
                        .arg(native, QDir::toNativeSeparators(lockPath));
        return Result::Failed;
    }
    // The folder cannot be written after all: the database can still be read.
    if (failure == EACCES || failure == EPERM || failure == EROFS)
        return Result::ReadOnly;
    if (failure == ENOSPC) {
        m_message = tr("Cannot open the database %1: the disk is full. Free some space and start "
                       "again.")
                        .arg(native);
        return Result::Failed;
    }
    m_message = tr("Cannot lock the database %1: %2").arg(native, qt_error_string(failure));
    return Result::Failed;
}

// The lock file above names the holder for the message, but only for this name of the file; the
// lock on the file itself meets every other name.
InstanceLock::Result InstanceLock::lockFile()
{
    m_fileLock = std::make_unique<DatabaseFileLock>(m_path);
    const DatabaseFileLock::Result locked = m_fileLock->tryLock();
    if (locked == DatabaseFileLock::Result::Acquired)
        return Result::Acquired;
    const int failure = m_fileLock->failure();
    m_fileLock.reset();
    // The file itself cannot be written: it can still be read.
    if (locked == DatabaseFileLock::Result::Failed
        && (failure == EACCES || failure == EPERM || failure == EROFS))
        return Result::ReadOnly;
    m_nameLock.reset();
    const QString native = QDir::toNativeSeparators(m_path);
    if (locked == DatabaseFileLock::Result::HeldElsewhere) {
        m_message = tr("The database %1 is already in use by another instance, which opened it "
                       "under another name (a link to the same file). Close that instance first, "
                       "or choose another database.")
                        .arg(native);
        return Result::Locked;
    }
    m_message = tr("Cannot lock the database %1: %2").arg(native, qt_error_string(failure));
    return Result::Failed;
}

} // namespace pinaculo
