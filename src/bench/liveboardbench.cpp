#include "liveboardbench.h"

#include "benchreport.h"
#include "samples.h"

#if PINACULO_BENCH_LIVEBOARD
#include "gamedocument.h"
#include "gameedits.h"
#include "liveboardserver.h"
#include "randomgame.h"

#include <QEventLoop>
#include <QFile>
#include <QTimer>
#include <QUndoStack>
#include <QWebSocket>

#include <chrono>
#include <memory>
#include <vector>
#endif

namespace pinaculo {

namespace {

const char *const metrics[]
    = {"live_board_update_p50_ms", "live_board_update_p99_ms", "live_board_rss_added_mib"};

#if PINACULO_BENCH_LIVEBOARD
using Clock = std::chrono::steady_clock;

// This process's resident memory now, from the kernel's accounting.
double residentMib()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return 0;
}

// Eight pages' sockets and the messages each has had.
class Pages
{
public:
    bool open(const QUrl &pageUrl, int count)
    {
        QUrl url = pageUrl;
        url.setScheme(QStringLiteral("ws"));
        url.setPath(pageUrl.path() + QStringLiteral("/socket"));
        for (int i = 0; i < count; ++i) {
            auto socket = std::make_unique<QWebSocket>();
            QWebSocket *raw = socket.get();
            m_received.push_back(0);
            const size_t index = m_received.size() - 1;
            QObject::connect(raw, &QWebSocket::textMessageReceived, raw,
                             [this, index](const QString &) {
                                 ++m_received[index];
                                 if (m_loop && everyoneHas(m_waitingFor))
                                     m_loop->quit();
                             });
            raw->open(url);
            m_sockets.push_back(std::move(socket));
        }
        return waitForAll(1); // the state each page gets on connecting
    }
    // Runs the event loop until every page has had `messages` messages; false after 5 s.
    bool waitForAll(int messages)
    {
        if (everyoneHas(messages))
            return true;
        QEventLoop loop;
        m_loop = &loop;
        m_waitingFor = messages;
        QTimer::singleShot(5000, &loop, &QEventLoop::quit);
        loop.exec();
        m_loop = nullptr;
        return everyoneHas(messages);
    }
    int received() const { return m_received.empty() ? 0 : m_received.front(); }

private:
    bool everyoneHas(int messages) const
    {
        for (const int count : m_received) {
            if (count < messages)
                return false;
        }
        return true;
    }

    std::vector<std::unique_ptr<QWebSocket>> m_sockets;
    std::vector<int> m_received;
    QEventLoop *m_loop = nullptr;
    int m_waitingFor = 0;
};
#endif

} // namespace

void LiveBoardBench::run(BenchReport &report)
{
#if PINACULO_BENCH_LIVEBOARD
    RandomGame random(27);
    const GameSetup setup = RandomGame::setup(Variant::Pinaculo, 4, false);
    GameDocument document(random.game(setup, 5));
    const double before = residentMib();

    LiveBoardServer server;
    server.setDocument(&document);
    QString failure;
    Pages pages;
    if (!server.start(0, QHostAddress(QHostAddress::LocalHost)))
        failure = server.errorString();
    else if (!pages.open(server.url(), clients))
        failure = QStringLiteral("the eight pages did not all connect");

    Samples ms;
    const int updates = m_quick ? 30 : 300;
    for (int i = 0; i < updates && failure.isEmpty(); ++i) {
        const HandRecord hand = random.hand(document.setup(), document.nextHandBarbele());
        const int expected = pages.received() + 1;
        const auto start = Clock::now();
        if (!GameEdits::recordHand(&document, hand)) {
            failure = QStringLiteral("a random hand was refused");
            break;
        }
        if (!pages.waitForAll(expected)) {
            failure = QStringLiteral("a page did not get the new state within 5 s");
            break;
        }
        ms.add(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        // Back to the same game, so every hand is recorded onto the same length of game.
        document.undoStack()->undo();
        if (!pages.waitForAll(expected + 1))
            failure = QStringLiteral("a page did not get the undone state within 5 s");
    }
    if (!failure.isEmpty()) {
        for (const char *metric : metrics)
            report.setMissing(QLatin1String(metric), failure);
        return;
    }
    report.set(QLatin1String(metrics[0]), ms.median(), 3);
    report.set(QLatin1String(metrics[1]), ms.percentile(99), 3);
    report.set(QLatin1String(metrics[2]), residentMib() - before, 2);
    report.note(QStringLiteral("live_board"),
                QStringLiteral("pinaculo, 4 players, %1 hands on the board; %2 hands recorded "
                               "(each undone after), each timed until %3 WebSocket pages on "
                               "127.0.0.1 had the new state; memory: resident growth of this "
                               "process with the server and the %3 pages (clients included)")
                    .arg(document.handCount())
                    .arg(updates)
                    .arg(clients));
#else
    for (const char *metric : metrics)
        report.setMissing(QLatin1String(metric),
                          QStringLiteral("built without the live board library"));
#endif
}

} // namespace pinaculo
