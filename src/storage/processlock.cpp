#include "processlock.h"

#include <QCoreApplication>
#include <QFile>
#include <QLockFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace pinaculo {

ProcessLock::ProcessLock(const QString &path)
    : m_path(path)
{
}

ProcessLock::~ProcessLock()
{
    unlock();
}

bool ProcessLock::isLocked() const
{
    return m_fd >= 0 || (m_lockFile && m_lockFile->isLocked());
}

#ifdef Q_OS_UNIX

namespace {

qint64 readHolder(int fd)
{
    char text[32] = {};
    const ssize_t count = ::pread(fd, text, sizeof text - 1, 0);
    if (count <= 0)
        return 0;
    return QByteArray(text, int(count)).split('\n').value(0).toLongLong();
}

void writeHolder(int fd)
{
    const QByteArray text = QByteArray::number(qint64(::getpid())) + '\n'
        + QCoreApplication::applicationName().toUtf8() + '\n';
    // Only informative: the lock is held whether or not the text gets written.
    if (::ftruncate(fd, 0) != 0)
        return;
    [[maybe_unused]] const ssize_t written = ::pwrite(fd, text.constData(), size_t(text.size()), 0);
}

int lockWithoutWaiting(int fd)
{
    int result;
    do {
        result = ::flock(fd, LOCK_EX | LOCK_NB);
    } while (result != 0 && errno == EINTR);
    return result;
}

} // namespace

ProcessLock::Result ProcessLock::tryLock()
{
    if (isLocked())
        return Result::Acquired;
    const QByteArray name = QFile::encodeName(m_path);
    // A few rounds, for the one race below; each round either decides or saw the file replaced.
    for (int round = 0; round < 5; ++round) {
        const int fd = ::open(name.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0) {
            m_failure = errno;
            return Result::Failed;
        }
        if (lockWithoutWaiting(fd) != 0) {
            const bool held = errno == EWOULDBLOCK;
            m_failure = held ? 0 : errno;
            m_holder = held ? readHolder(fd) : 0;
            ::close(fd);
            return held ? Result::HeldElsewhere : Result::Failed;
        }
        // A holder removes the file as it lets go: a file opened just before that is no longer
        // the lock file, and holding it would keep nobody out.
        struct stat opened = {};
        struct stat current = {};
        if (::fstat(fd, &opened) == 0 && ::stat(name.constData(), &current) == 0
            && opened.st_dev == current.st_dev && opened.st_ino == current.st_ino) {
            m_fd = fd;
            m_holder = 0;
            writeHolder(fd);
            return Result::Acquired;
        }
        ::close(fd);
    }
    return Result::Failed;
}

void ProcessLock::unlock()
{
    if (m_fd < 0)
        return;
    // Removed while still held, so that whoever opens the name next gets a new file.
    ::unlink(QFile::encodeName(m_path).constData());
    ::close(m_fd);
    m_fd = -1;
}

#else

ProcessLock::Result ProcessLock::tryLock()
{
    if (isLocked())
        return Result::Acquired;
    m_lockFile = std::make_unique<QLockFile>(m_path);
    // Only a live process keeps the lock: QLockFile recognises a dead holder's file as stale.
    m_lockFile->setStaleLockTime(0);
    if (m_lockFile->tryLock(0))
        return Result::Acquired;
    const bool held = m_lockFile->error() == QLockFile::LockFailedError;
    QString host, application;
    m_lockFile->getLockInfo(&m_holder, &host, &application);
    m_lockFile.reset();
    return held ? Result::HeldElsewhere : Result::Failed;
}

void ProcessLock::unlock()
{
    m_lockFile.reset();
}

#endif

} // namespace pinaculo
