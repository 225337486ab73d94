#include "fileidentity.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace pinaculo {

FileIdentity FileIdentity::of(const QString &path)
{
    FileIdentity identity;
#ifdef Q_OS_UNIX
    struct stat info = {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return identity;
    identity.m_device = quint64(info.st_dev);
    identity.m_inode = quint64(info.st_ino);
#else
    identity.m_path = QFileInfo(path).canonicalFilePath();
    if (identity.m_path.isEmpty())
        return identity;
#endif
    identity.m_valid = true;
    return identity;
}

FileIdentity FileIdentity::ofDescriptor(int fd)
{
    FileIdentity identity;
#ifdef Q_OS_UNIX
    struct stat info = {};
    if (fd < 0 || ::fstat(fd, &info) != 0)
        return identity;
    identity.m_device = quint64(info.st_dev);
    identity.m_inode = quint64(info.st_ino);
    identity.m_valid = true;
#else
    Q_UNUSED(fd);
#endif
    return identity;
}

QString FileIdentity::key() const
{
    if (!m_valid)
        return {};
    if (!m_path.isEmpty())
        return m_path;
    return QStringLiteral("%1:%2").arg(m_device).arg(m_inode);
}

} // namespace pinaculo
