#include "terminationsignals.h"

#include <QCoreApplication>

#ifdef Q_OS_UNIX
#include <QSocketNotifier>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>
#endif

namespace pinaculo {

namespace {

volatile std::sig_atomic_t receivedSignal = 0;
int pipeEnds[2] = {-1, -1};

#ifdef Q_OS_UNIX
extern "C" void noteSignal(int number)
{
    receivedSignal = number;
    const char byte = 1;
    // Only async-signal-safe calls here; a full pipe already holds a wake-up.
    [[maybe_unused]] const ssize_t written = ::write(pipeEnds[1], &byte, 1);
}
#endif

} // namespace

TerminationSignals::TerminationSignals()
{
#ifdef Q_OS_UNIX
    if (::pipe2(pipeEnds, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    auto *notifier = new QSocketNotifier(pipeEnds[0], QSocketNotifier::Read, this);
    connect(notifier, &QSocketNotifier::activated, this, &TerminationSignals::readPipe);
    struct sigaction action = {};
    action.sa_handler = noteSignal;
    sigemptyset(&action.sa_mask);
    // Interrupted system calls resume: a write to the database is finished, not cut short.
    action.sa_flags = SA_RESTART;
    for (const int number : {SIGTERM, SIGINT}) {
        struct sigaction previous = {};
        // A signal ignored by the parent (nohup, a background job) stays ignored.
        if (::sigaction(number, nullptr, &previous) == 0 && previous.sa_handler == SIG_IGN)
            continue;
        ::sigaction(number, &action, nullptr);
    }
#endif
}

TerminationSignals *TerminationSignals::instance()
{
    static TerminationSignals *const shared = [] {
        auto *created = new TerminationSignals;
        created->setParent(QCoreApplication::instance());
        return created;
    }();
    return shared;
}

int TerminationSignals::received()
{
    return receivedSignal;
}

void TerminationSignals::finish()
{
#ifdef Q_OS_UNIX
    const int number = receivedSignal;
    if (number == 0)
        return;
    ::signal(number, SIG_DFL);
    ::raise(number);
#endif
}

void TerminationSignals::readPipe()
{
#ifdef Q_OS_UNIX
    char bytes[16];
    while (::read(pipeEnds[0], bytes, sizeof bytes) > 0) { }
    if (receivedSignal != 0)
        emit terminationRequested(int(receivedSignal));
#endif
}

} // namespace pinaculo
