#include "processprobe.h"

#include <QByteArrayList>
#include <QCoreApplication>
#include <chrono>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

namespace pinaculo {

namespace {

constexpr const char *ProbeFlag = "--probe-child";

std::vector<char *> pointers(QByteArrayList &storage)
{
    std::vector<char *> list;
    for (QByteArray &item : storage)
        list.push_back(item.data());
    list.push_back(nullptr);
    return list;
}

} // namespace

bool ProcessProbe::isProbeMode(int argc, char *argv[])
{
    return argc >= 3 && std::strcmp(argv[1], ProbeFlag) == 0;
}

int ProcessProbe::probeMain(int argc, char *argv[])
{
    Q_UNUSED(argc)
    setpgid(0, 0); // one group with the program, so a timeout ends both
    const auto start = std::chrono::steady_clock::now();
    // The program's output comes back through a pipe, only to note when its first line
    // appears (a program may print one when it begins to close); the text itself is dropped.
    int out[2];
    if (pipe(out) != 0)
        return 3;
    const pid_t pid = fork();
    if (pid < 0)
        return 3;
    if (pid == 0) {
        const int null = open("/dev/null", O_WRONLY);
        dup2(out[1], STDOUT_FILENO);
        dup2(null, STDERR_FILENO);
        close(out[0]);
        close(out[1]);
        execv(argv[2], argv + 2);
        _exit(127);
    }
    close(out[1]);
    long long markUs = -1;
    char buffer[65536];
    for (;;) {
        const ssize_t length = read(out[0], buffer, sizeof buffer);
        if (length < 0 && errno == EINTR)
            continue;
        if (length <= 0)
            break;
        if (markUs < 0 && std::memchr(buffer, '\n', size_t(length)))
            markUs = std::chrono::duration_cast<std::chrono::microseconds>(
                         std::chrono::steady_clock::now() - start)
                         .count();
    }
    close(out[0]);
    int status = 0;
    struct rusage usage
    {
    };
    if (wait4(pid, &status, 0, &usage) != pid)
        return 3;
    const auto wall = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - start);
    std::printf("%lld %ld %d %lld\n", static_cast<long long>(wall.count()), usage.ru_maxrss, status,
                markUs);
    return 0;
}

ProcessProbe::Run ProcessProbe::run(const QString &program, const QStringList &arguments,
                                    const QStringList &environment, int timeoutMs)
{
    Run result;
    QByteArrayList argStorage {QCoreApplication::applicationFilePath().toLocal8Bit(),
                               QByteArray(ProbeFlag), program.toLocal8Bit()};
    for (const QString &a : arguments)
        argStorage.append(a.toLocal8Bit());
    std::vector<char *> argv = pointers(argStorage);

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
    std::vector<char *> envp = pointers(envStorage);

    int out[2];
    if (pipe(out) != 0) {
        result.error = QStringLiteral("cannot create a pipe");
        return result;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    if (spawned != 0) {
        close(out[0]);
        result.error = QStringLiteral("cannot start %1: %2")
                           .arg(program, QString::fromLocal8Bit(std::strerror(spawned)));
        return result;
    }

    const auto start = std::chrono::steady_clock::now();
    int status = 0;
    for (;;) {
        const pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid)
            break;
        const auto waited = std::chrono::steady_clock::now() - start;
        if (done < 0
            || std::chrono::duration_cast<std::chrono::milliseconds>(waited).count() > timeoutMs) {
            kill(-pid, SIGKILL);
            waitpid(pid, &status, 0);
            close(out[0]);
            result.error
                = QStringLiteral("%1 did not exit within %2 ms").arg(program).arg(timeoutMs);
            return result;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    char line[128] = {};
    const ssize_t length = read(out[0], line, sizeof line - 1);
    close(out[0]);
    long long wallUs = 0;
    long peakKib = 0;
    int childStatus = 0;
    long long markUs = -1;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || length <= 0
        || std::sscanf(line, "%lld %ld %d %lld", &wallUs, &peakKib, &childStatus, &markUs) != 4) {
        result.error = QStringLiteral("the probe could not run %1").arg(program);
        return result;
    }
    result.wallMs = double(wallUs) / 1000.0;
    result.firstLineMs = markUs < 0 ? -1 : double(markUs) / 1000.0;
    result.peakRssMib = double(peakKib) / 1024.0; // ru_maxrss is in KiB on Linux
    result.ok = WIFEXITED(childStatus) && WEXITSTATUS(childStatus) == 0;
    if (!result.ok)
        result.error = WIFEXITED(childStatus)
            ? QStringLiteral("%1 exited with status %2").arg(program).arg(WEXITSTATUS(childStatus))
            : QStringLiteral("%1 was killed by signal %2").arg(program).arg(WTERMSIG(childStatus));
    return result;
}

} // namespace pinaculo
