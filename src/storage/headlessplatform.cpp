#include "headlessplatform.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <unistd.h>

namespace pinaculo {

bool HeadlessPlatform::hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

void HeadlessPlatform::prepare()
{
    ensureRuntimeDirectory();
    if (!hasDisplay())
        qputenv("QT_QPA_PLATFORM", "offscreen");
}

void HeadlessPlatform::ensureRuntimeDirectory()
{
#ifdef Q_OS_UNIX
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    // A private folder in the temporary folder, as Qt's own fallback is. One that belongs to
    // another user, or is open to others, is not used (Qt then warns, rightly).
    const uint uid = uint(::geteuid());
    const QString path = QDir::tempPath() + QStringLiteral("/runtime-pinaculo-%1").arg(uid);
    const QFileDevice::Permissions privateFolder
        = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner;
    if (!QFileInfo::exists(path) && !QDir().mkdir(path, privateFolder))
        return;
    const QFileInfo folder(path);
    if (!folder.isDir() || folder.isSymLink() || folder.ownerId() != uid)
        return;
    const QFileDevice::Permissions others = QFileDevice::ReadGroup | QFileDevice::WriteGroup
        | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::WriteOther
        | QFileDevice::ExeOther;
    if (folder.permissions() & others)
        return;
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(path));
#endif
}

} // namespace pinaculo
