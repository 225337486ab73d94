#include "summaryprocess.h"

#include "clicommand.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <cstdio>
#include <vector>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <unistd.h>
#endif

namespace pinaculo {

QString SummaryProcess::programPath()
{
#ifdef Q_OS_WIN
    const QString name = QStringLiteral("pinaculo-cli-summary.exe");
#else
    const QString name = QStringLiteral("pinaculo-cli-summary");
#endif
    return QDir(QCoreApplication::applicationDirPath()).filePath(name);
}

int SummaryProcess::run(char **argv, QTextStream &err)
{
    const QString program = programPath();
    // Whatever this process wrote reaches the streams before the other program writes to them.
    err.flush();
    std::fflush(stdout);
    std::fflush(stderr);
#ifdef Q_OS_UNIX
    const QByteArray path = QFile::encodeName(program);
    std::vector<char *> arguments {const_cast<char *>(path.constData())};
    for (char **argument = argv + 1; *argument; ++argument)
        arguments.push_back(*argument);
    arguments.push_back(nullptr);
    execv(path.constData(), arguments.data());
    const QString reason = QString::fromLocal8Bit(std::strerror(errno));
#else
    Q_UNUSED(argv)
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    process.setInputChannelMode(QProcess::ForwardedInputChannel);
    process.start(program, QCoreApplication::arguments().mid(1));
    if (process.waitForFinished(-1) && process.exitStatus() == QProcess::NormalExit)
        return process.exitCode();
    const QString reason = process.errorString();
#endif
    err << tr("pinaculo-cli summary: cannot run %1: %2")
               .arg(QDir::toNativeSeparators(program), reason)
        << '\n';
    return ExitUsage;
}

} // namespace pinaculo
