#include "databasefilelock.h"

#include <QFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace pinaculo {

DatabaseFileLock::DatabaseFileLock(const QString &database)
    : m_path(database)
{
}

DatabaseFileLock::~DatabaseFileLock()
{
#ifdef Q_OS_UNIX
    if (m_fd >= 0)
        ::close(m_fd);
#endif
}

#ifdef Q_OS_UNIX

DatabaseFileLock::Result DatabaseFileLock::tryLock()
{
    if (m_fd >= 0)
        return Result::Acquired;
    const int fd
        = ::open(QFile::encodeName(m_path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
        m_failure = errno;
        return Result::Failed;
    }
    int result;
    do {
        result = ::flock(fd, LOCK_EX | LOCK_NB);
    } while (result != 0 && errno == EINTR);
    if (result != 0) {
        const bool held = errno == EWOULDBLOCK;
        m_failure = held ? 0 : errno;
        ::close(fd);
        return held ? Result::HeldElsewhere : Result::Failed;
    }
    m_fd = fd;
    return Result::Acquired;
}

#else

// Elsewhere the lock file beside the database (ProcessLock) is the only lock.
DatabaseFileLock::Result DatabaseFileLock::tryLock()
{
    return Result::Acquired;
}

#endif

} // namespace pinaculo
