#include "processprobe.h"

#include <QByteArrayList>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <cstring>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

namespace pinaculo {

ProcessProbe::Run ProcessProbe::run(const QString &program, const QStringList &arguments,
                                    const QStringList &environment, int timeoutMs)
{
    Run result;
    QByteArrayList argStorage{program.toLocal8Bit()};
    for (const QString &a : arguments)
        argStorage.append(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &a : argStorage)
        argv.push_back(a.data());
    argv.push_back(nullptr);

    QByteArrayList envStorage;
    for (char **e = environ; *e; ++e) {
        const QByteArray entry(*e);
        const QByteArray name = entry.left(entry.indexOf('=') + 1);
        bool overridden = false;
        for (const QString &mine : environment)
            overridden = overridden || mine.toLocal8Bit().startsWith(name);
        if (!overridden)
            envStorage.append(entry);
    }
    for (const QString &mine : environment)
        envStorage.append(mine.toLocal8Bit());
    std::vector<char *> envp;
    for (QByteArray &e : envStorage)
        envp.push_back(e.data());
    envp.push_back(nullptr);

    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    // The child's chatter (Qt's platform warnings) would only garble the JSON on the terminal.
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0) {
        result.error = QStringLiteral("cannot start %1: %2").arg(program, QString::fromLocal8Bit(std::strerror(spawned)));
        return result;
    }
    int status = 0;
    struct rusage usage{};
    for (;;) {
        const pid_t done = wait4(pid, &status, WNOHANG, &usage);
        if (done == pid)
            break;
        if (done < 0) {
            result.error = QStringLiteral("wait4 failed for %1").arg(program);
            return result;
        }
        const auto waited = std::chrono::steady_clock::now() - start;
        if (std::chrono::duration_cast<std::chrono::milliseconds>(waited).count() > timeoutMs) {
            kill(pid, SIGKILL);
            wait4(pid, &status, 0, &usage);
            result.error = QStringLiteral("%1 did not exit within %2 ms").arg(program).arg(timeoutMs);
            return result;
        }
        std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    result.wallMs = double(std::chrono::duration_cast<std::chrono::microseconds>(
                               std::chrono::steady_clock::now() - start).count()) / 1000.0;
    result.peakRssMib = double(usage.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
    result.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!result.ok)
        result.error = WIFEXITED(status)
                           ? QStringLiteral("%1 exited with status %2").arg(program).arg(WEXITSTATUS(status))
                           : QStringLiteral("%1 was killed by signal %2").arg(program).arg(WTERMSIG(status));
    return result;
}

} // namespace pinaculo
