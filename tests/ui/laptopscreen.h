#pragma once

#include <QByteArray>
#include <QFile>
#include <QGuiApplication>
#include <QScreen>
#include <QSize>
#include <QString>
#include <QTemporaryDir>

// Under the offscreen platform, a screen of the size of the laptop at the table: the window
// suites call it before the application starts, with a folder that outlives the application.
namespace guitest {

inline void useLaptopScreen(const QTemporaryDir &dir, QSize size)
{
    if (qgetenv("QT_QPA_PLATFORM") != "offscreen" || !dir.isValid())
        return;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return;
    file.write(QStringLiteral(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": %1,
                              "height": %2, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                   .arg(size.width())
                   .arg(size.height())
                   .toUtf8());
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toUtf8());
}

// Whether the offscreen platform took that screen (another platform keeps its own).
inline bool onLaptopScreen(QSize size)
{
    const QScreen *screen = QGuiApplication::primaryScreen();
    return screen && screen->geometry().size() == size;
}

} // namespace guitest
