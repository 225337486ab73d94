#include "outputfile.h"

#include "fileidentity.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <ctime>
#include <fcntl.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace pinaculo {

namespace {

enum class Kind { Regular, Stream, Refused };

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

QString databaseRefusal(const QString &path)
{
    return OutputFile::tr("%1 is the open database or one of its files; choose another file")
        .arg(shown(path));
}

bool isProtected(const FileIdentity &identity, const QStringList &protectedPaths)
{
    for (const QString &file : protectedPaths) {
        if (FileIdentity::of(file) == identity)
            return true;
    }
    return false;
}

// Where QSaveFile would create a file that does not exist yet: a dangling symbolic link is
// followed to the name it points at.
QFileInfo creationTarget(const QString &path)
{
    QFileInfo target(path);
    for (int depth = 0; depth < 64 && target.isSymLink(); ++depth)
        target.setFile(target.symLinkTarget());
    return target;
}

// A file not yet there is a protected one if it would be created under the same name in the same
// folder (whatever path names the folder).
bool isProtectedName(const QFileInfo &target, const QStringList &protectedPaths)
{
    const FileIdentity folder = FileIdentity::of(target.absolutePath());
    for (const QString &file : protectedPaths) {
        const QFileInfo other(file);
        if (other.fileName() == target.fileName()
            && FileIdentity::of(other.absolutePath()) == folder)
            return true;
    }
    return false;
}

Kind classifyMissing(const QString &path, const QStringList &protectedPaths, QString *why)
{
    const QFileInfo target = creationTarget(path);
    if (target.fileName().isEmpty()) {
        *why = OutputFile::tr("%1 names a folder, not a file").arg(shown(path));
        return Kind::Refused;
    }
    if (!QFileInfo(target.absolutePath()).isDir()) {
        *why = OutputFile::tr("the folder %1 does not exist").arg(shown(target.absolutePath()));
        return Kind::Refused;
    }
    if (isProtectedName(target, protectedPaths)) {
        *why = databaseRefusal(path);
        return Kind::Refused;
    }
    return Kind::Regular;
}

Kind classify(const QString &path, const QStringList &protectedPaths, QString *why)
{
    if (path.isEmpty()) {
        *why = OutputFile::tr("no file is named to write");
        return Kind::Refused;
    }
    const FileIdentity identity = FileIdentity::of(path);
    if (!identity.isValid())
        return classifyMissing(path, protectedPaths, why);
    if (isProtected(identity, protectedPaths)) {
        *why = databaseRefusal(path);
        return Kind::Refused;
    }
    bool folder = false;
    bool regular = false;
    bool stream = false;
#ifdef Q_OS_UNIX
    struct stat info = {};
    if (::stat(QFile::encodeName(path).constData(), &info) == 0) {
        folder = S_ISDIR(info.st_mode);
        regular = S_ISREG(info.st_mode);
        stream = S_ISFIFO(info.st_mode) || S_ISCHR(info.st_mode);
    }
#else
    const QFileInfo info(path);
    folder = info.isDir();
    regular = info.isFile();
#endif
    if (folder) {
        *why = OutputFile::tr("%1 is a folder; name a file to write in it").arg(shown(path));
        return Kind::Refused;
    }
    if (regular)
        return Kind::Regular;
    if (stream)
        return Kind::Stream;
    *why = OutputFile::tr("%1 is not a regular file and cannot be written").arg(shown(path));
    return Kind::Refused;
}

OutputFile::Result failed(const QString &path, const QString &reason)
{
    return {OutputFile::Result::Status::Failed,
            OutputFile::tr("%1 cannot be written: %2").arg(shown(path), reason)};
}

OutputFile::Result writeWhole(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return failed(path, file.errorString());
    return {};
}

#ifdef Q_OS_UNIX
// Writes everything to a descriptor; a reader that went away is an error (EPIPE), not the end of
// the process: SIGPIPE is held for this thread and a pending one taken back before returning.
bool writeAll(int fd, const QByteArray &bytes, int *error)
{
    sigset_t pipe;
    sigemptyset(&pipe);
    sigaddset(&pipe, SIGPIPE);
    sigset_t before;
    pthread_sigmask(SIG_BLOCK, &pipe, &before);
    sigset_t pending;
    sigpending(&pending);
    const bool alreadyPending = sigismember(&pending, SIGPIPE);
    qsizetype done = 0;
    *error = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *error = n < 0 ? errno : EIO;
            break;
        }
        done += n;
    }
    if (*error == EPIPE && !alreadyPending) {
        const timespec now = {0, 0};
        while (sigtimedwait(&pipe, nullptr, &now) < 0 && errno == EINTR) { }
    }
    pthread_sigmask(SIG_SETMASK, &before, nullptr);
    return *error == 0;
}

OutputFile::Result writeStream(const QString &path, const QByteArray &bytes,
                               const QStringList &protectedPaths)
{
    // Without O_NONBLOCK, opening a FIFO waits for a reader, for ever if none comes; with it the
    // open fails at once (ENXIO). Never O_CREAT or O_TRUNC: the node stays what it is.
    int fd = -1;
    do {
        fd = ::open(QFile::encodeName(path).constData(),
                    O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        if (errno == ENXIO)
            return {OutputFile::Result::Status::Refused,
                    OutputFile::tr("%1 is a pipe that nothing reads; start its reader first")
                        .arg(shown(path))};
        return failed(path, qt_error_string(errno));
    }
    // What was opened is what was checked, not something put in its place since.
    struct stat info = {};
    if (::fstat(fd, &info) != 0 || !(S_ISFIFO(info.st_mode) || S_ISCHR(info.st_mode))
        || isProtected(FileIdentity::ofDescriptor(fd), protectedPaths)) {
        ::close(fd);
        return {OutputFile::Result::Status::Refused,
                OutputFile::tr("%1 is not a regular file and cannot be written").arg(shown(path))};
    }
    // From here a slow reader is waited for, as by any program writing to a pipe.
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    int error = 0;
    const bool written = writeAll(fd, bytes, &error);
    if (::close(fd) != 0 && written && errno != EINTR)
        error = errno;
    if (error != 0)
        return failed(path, qt_error_string(error));
    return {};
}
#endif

} // namespace

QString OutputFile::refusal(const QString &path, const QStringList &protectedPaths)
{
    QString why;
    return classify(path, protectedPaths, &why) == Kind::Refused ? why : QString();
}

OutputFile::Result OutputFile::write(const QString &path, const QByteArray &bytes,
                                     const QStringList &protectedPaths)
{
    QString why;
    switch (classify(path, protectedPaths, &why)) {
    case Kind::Refused:
        return {Result::Status::Refused, why};
    case Kind::Stream:
#ifdef Q_OS_UNIX
        return writeStream(path, bytes, protectedPaths);
#else
        break;
#endif
    case Kind::Regular:
        break;
    }
    return writeWhole(path, bytes);
}

} // namespace pinaculo
