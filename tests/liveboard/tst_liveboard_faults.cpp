// The live board against clients that misbehave, over real connections on 127.0.0.1 only: each
// case reproduces one way a client could cost the window memory, time or the phones their
// place, and proves the bound that stops it. Memory is the resident size of this process, which
// runs the server. Every wait has its own deadline; "within 1 s" is the scenario's own bound,
// kept lenient for a loaded machine.
#include "gamedocument.h"
#include "gameedits.h"
#include "support/testgames.h"
#include "liveboardclient.h"
#include "liveboardconnection.h"
#include "liveboardhub.h"
#include "liveboardlistener.h"
#include "liveboardrawclient.h"
#include "liveboardrequesthead.h"
#include "liveboardserver.h"
#include "translations.h"

#include <QJsonArray>
#include <QTest>
#include <QUndoStack>

#include <memory>
#include <vector>

using namespace pinaculo;
using namespace liveboardtest;

namespace {

const QHostAddress loopback(QHostAddress::LocalHost);
constexpr int pageDeadlineMs = 1000;

QByteArray pagePath(const LiveBoardServer &server)
{
    return server.url().path().toLatin1();
}

QByteArray get(const QByteArray &path, const QByteArray &extra = {},
               const QByteArray &version = "HTTP/1.1")
{
    return "GET " + path + ' ' + version + "\r\nHost: 127.0.0.1\r\n" + extra + "\r\n";
}

// How long the page took, or -1 when it did not come with status 200.
qint64 timePage(const LiveBoardServer &server)
{
    QElapsedTimer timer;
    timer.start();
    const Answer page = request(server.url());
    return page.status == 200 ? timer.elapsed() : -1;
}

int handsIn(const QJsonObject &message)
{
    return int(message.value(u"score").toObject().value(u"hands").toArray().size());
}

std::unique_ptr<RawClient> openSocket(const LiveBoardServer &server, qint64 readBuffer)
{
    auto client = std::make_unique<RawClient>(server.port(), readBuffer);
    client->send(upgradeRequest(pagePath(server) + "/socket", server.port()));
    client->readUntil("\r\n\r\n");
    return client;
}

} // namespace

class TestLiveBoardFaults : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pingFloodIsDroppedAndMemoryStaysBounded();
    void aPageGetsOnlyTheLatestOfManyStates();
    void messagesFromAPageCountAgainstItsLimit();
    void frameFloodLeavesThePageServed();
    void squattersNeverLockOutAPhone();
    void slowHeadLosesItsPlace();
    void idleConnectionIsClosed();
    void answersWithoutTheTokenClose();
    void connectionCloseAndHttp10AreHonoured();
    void pipelinedRequestsAreAllAnswered();
    void pipeliningPastTheLimitClosesCleanly();
    void foreignOriginIsForbidden();
    void malformedUpgradeIsBadRequest();
    void everyMethodButGetIs405();
};

void TestLiveBoardFaults::initTestCase()
{
    QVERIFY(Translations::install(QStringLiteral("en")));
    QVERIFY(residentKiB() > 0);
}

void TestLiveBoardFaults::pingFloodIsDroppedAndMemoryStaysBounded()
{
    GameDocument document(testgames::threePlayerGame());
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, loopback));
    const qint64 before = residentKiB();
    // Eight pages send pings as fast as their connections take them for 3 s, never reading a
    // pong (each holds at most 1 MiB unsent on this side).
    std::vector<std::unique_ptr<RawClient>> flooders;
    for (int i = 0; i < 8; ++i) {
        flooders.push_back(openSocket(server, 4096));
        QVERIFY(flooders.back()->answer().startsWith("HTTP/1.1 101"));
    }
    QTRY_COMPARE_WITH_TIMEOUT(server.clientCount(), 8, requestTimeoutMs);
    QByteArray burst;
    while (burst.size() < 64 * 1024)
        burst += clientFrame(0x9, QByteArray(125, 'p'));
    QElapsedTimer flood;
    flood.start();
    qint64 peak = before;
    while (flood.elapsed() < 3000) {
        for (const auto &flooder : flooders) {
            if (flooder->socket().state() == QAbstractSocket::ConnectedState
                && flooder->socket().bytesToWrite() < 1024 * 1024)
                flooder->send(burst);
        }
        QTest::qWait(10);
        peak = std::max(peak, residentKiB());
    }
    QCOMPARE(server.clientCount(), 0);
    QVERIFY2(peak - before < 100 * 1024,
             qPrintable(QStringLiteral("grew %1 KiB").arg(peak - before)));
    // The board still serves.
    QVERIFY(timePage(server) >= 0);
}

void TestLiveBoardFaults::aPageGetsOnlyTheLatestOfManyStates()
{
    GameDocument document(testgames::threePlayerGame());
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, loopback));
    SocketClient client(server.url());
    QVERIFY(!client.next().isEmpty());
    QVERIFY(GameEdits::recordHand(&document, testgames::pointsHand({100, 50, 30})));
    QVERIFY(!client.next().isEmpty());
    // 401 changes before the page can read one: it is sent at most one state at a time.
    for (int i = 0; i < 200; ++i) {
        document.undoStack()->undo();
        document.undoStack()->redo();
    }
    QVERIFY(GameEdits::recordHand(&document, testgames::pointsHand({10, 20, 30}, 1)));
    // The one sent at the first change, then the latest: none of the 399 between.
    int received = 0;
    QJsonObject last;
    do {
        last = client.next();
        ++received;
    } while (!last.isEmpty() && handsIn(last) != 2);
    QCOMPARE(handsIn(last), 2);
    QVERIFY2(received <= 2, qPrintable(QString::number(received)));
    QCOMPARE(server.clientCount(), 1);
}

void TestLiveBoardFaults::messagesFromAPageCountAgainstItsLimit()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    SocketClient quiet(server.url());
    QVERIFY(!quiet.next().isEmpty());
    quiet.socket().sendTextMessage(QStringLiteral("hello"));
    QTest::qWait(300);
    QCOMPARE(server.clientCount(), 1);

    SocketClient chatty(server.url());
    QVERIFY(!chatty.next().isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(server.clientCount(), 2, requestTimeoutMs);
    QSignalSpy dropped(&chatty.socket(), &QWebSocket::disconnected);
    for (int i = 0; i < 4 * LiveBoardIncomingMeter::maxFrames; ++i)
        chatty.socket().sendTextMessage(QStringLiteral("x"));
    QVERIFY(dropped.wait(requestTimeoutMs) || dropped.size() == 1);
    QTRY_COMPARE_WITH_TIMEOUT(server.clientCount(), 1, requestTimeoutMs);
}

void TestLiveBoardFaults::frameFloodLeavesThePageServed()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    std::vector<std::unique_ptr<RawClient>> flooders;
    for (int i = 0; i < 8; ++i)
        flooders.push_back(openSocket(server, 4096));
    QTRY_COMPARE_WITH_TIMEOUT(server.clientCount(), 8, requestTimeoutMs);
    QByteArray burst;
    while (burst.size() < 256 * 1024)
        burst += clientFrame(0x9, {});
    for (const auto &flooder : flooders)
        flooder->send(burst);
    const qint64 took = timePage(server);
    QVERIFY2(took >= 0 && took < pageDeadlineMs, qPrintable(QString::number(took)));
    QTRY_COMPARE_WITH_TIMEOUT(server.clientCount(), 0, requestTimeoutMs);
}

void TestLiveBoardFaults::squattersNeverLockOutAPhone()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    // 32 idle connections, each having asked for a page that is not there but not read it,
    // and 40 that trickle a head in a byte at a time.
    std::vector<std::unique_ptr<RawClient>> squatters;
    for (int i = 0; i < LiveBoardListener::maxConnections; ++i) {
        squatters.push_back(std::make_unique<RawClient>(server.port(), 1024));
        squatters.back()->send("GET /missing HTTP/1.1\r\nHost: x\r\n\r\n");
    }
    std::vector<std::unique_ptr<RawClient>> trickling;
    for (int i = 0; i < 40; ++i) {
        trickling.push_back(std::make_unique<RawClient>(server.port()));
        trickling.back()->send("G");
    }
    QTest::qWait(200);
    QVERIFY(server.connectionCount() <= LiveBoardListener::maxUnprovenConnections);
    for (int attempt = 0; attempt < 5; ++attempt) {
        for (const auto &client : trickling)
            client->send("E");
        const qint64 took = timePage(server);
        QVERIFY2(took >= 0 && took < pageDeadlineMs,
                 qPrintable(QStringLiteral("attempt %1: %2 ms").arg(attempt).arg(took)));
        QTest::qWait(100);
    }
}

void TestLiveBoardFaults::slowHeadLosesItsPlace()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    RawClient slow(server.port());
    QElapsedTimer timer;
    timer.start();
    const QByteArray head = get(pagePath(server));
    // One byte every 250 ms: each is in time, the head as a whole is not.
    bool closed = false;
    for (qsizetype i = 0; i < head.size() - 1 && !closed; ++i) {
        slow.send(head.mid(i, 1));
        closed = slow.closedWithin(250);
    }
    QVERIFY(closed);
    QVERIFY(timer.elapsed() < LiveBoardConnection::headTimeoutMs + 3000);
    QVERIFY(!slow.answer().contains("200 OK"));
    QTRY_COMPARE_WITH_TIMEOUT(server.connectionCount(), 0, requestTimeoutMs);
}

void TestLiveBoardFaults::idleConnectionIsClosed()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    RawClient kept(server.port());
    kept.send(get(pagePath(server)));
    QVERIFY(kept.readUntil("</html>").startsWith("HTTP/1.1 200"));
    QCOMPARE(kept.socket().state(), QAbstractSocket::ConnectedState);
    QVERIFY(kept.closedWithin(LiveBoardConnection::idleTimeoutMs + 5000));
    QTRY_COMPARE_WITH_TIMEOUT(server.connectionCount(), 0, requestTimeoutMs);
}

void TestLiveBoardFaults::answersWithoutTheTokenClose()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    const QList<QByteArray> paths = {"/", "/board/0123", pagePath(server) + "/other"};
    for (const QByteArray &path : paths) {
        RawClient client(server.port());
        client.send(get(path));
        QVERIFY2(client.closedWithin(requestTimeoutMs), path.constData());
        QVERIFY(client.answer().startsWith("HTTP/1.1 404"));
        QVERIFY(client.answer().contains("\r\nConnection: close\r\n"));
    }
}

void TestLiveBoardFaults::connectionCloseAndHttp10AreHonoured()
{
    GameDocument document(testgames::threePlayerGame());
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, loopback));
    const QByteArray path = pagePath(server) + "/state";
    for (const QByteArray &request :
         {get(path, "Connection: close\r\n"), get(path, {}, "HTTP/1.0")}) {
        RawClient client(server.port());
        client.send(request);
        QVERIFY2(client.closedWithin(requestTimeoutMs), request.constData());
        QVERIFY(client.answer().startsWith("HTTP/1.1 200"));
        QVERIFY(client.answer().contains("\r\nConnection: close\r\n"));
    }
    // Kept alive when asked, or by default in HTTP/1.1: a second request on it is answered.
    for (const QByteArray &request :
         {get(path), get(path, "Connection: keep-alive\r\n", "HTTP/1.0")}) {
        RawClient client(server.port());
        client.send(request);
        client.readUntil("HTTP/1.1 200");
        client.send(request);
        QVERIFY(client.readUntil("HTTP/1.1 200", 2).count("HTTP/1.1 200") == 2);
        QCOMPARE(client.socket().state(), QAbstractSocket::ConnectedState);
    }
}

void TestLiveBoardFaults::pipelinedRequestsAreAllAnswered()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    QByteArray pipeline;
    for (int i = 0; i < 49; ++i)
        pipeline += get(pagePath(server));
    pipeline += get(pagePath(server), "Connection: close\r\n");
    RawClient client(server.port());
    client.send(pipeline);
    QVERIFY(client.closedWithin(requestTimeoutMs * 2));
    QCOMPARE(client.answer().count("HTTP/1.1 200 OK\r\n"), 50);
    QCOMPARE(client.answer().count("HTTP/1.1 "), 50);
}

void TestLiveBoardFaults::pipeliningPastTheLimitClosesCleanly()
{
    GameDocument document(testgames::threePlayerGame());
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, loopback));
    QByteArray pipeline;
    for (int i = 0; i < LiveBoardConnection::maxRequests + 20; ++i)
        pipeline += get(pagePath(server) + "/state");
    RawClient client(server.port());
    client.send(pipeline);
    QVERIFY(client.closedWithin(requestTimeoutMs * 2));
    // Every answer but the last keeps the connection; the last says it closes.
    QCOMPARE(client.answer().count("HTTP/1.1 200 OK\r\n"), LiveBoardConnection::maxRequests);
    QCOMPARE(client.answer().count("\r\nConnection: close\r\n"), 1);
    QVERIFY(client.answer().lastIndexOf("Connection: keep-alive")
            < client.answer().lastIndexOf("Connection: close"));
}

void TestLiveBoardFaults::foreignOriginIsForbidden()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    const QByteArray socketPath = pagePath(server) + "/socket";
    const QByteArray own = "http://127.0.0.1:" + QByteArray::number(server.port());
    const QList<QByteArray> foreign
        = {"http://evil.example", "null", "https://127.0.0.1:" + QByteArray::number(server.port()),
           own + "0", "http://127.0.0.1.evil.example"};
    for (const QByteArray &origin : foreign) {
        const QByteArray answer = exchange(
            server.port(), upgradeRequest(socketPath, server.port(), "Origin: " + origin + "\r\n"));
        QVERIFY2(answer.startsWith("HTTP/1.1 403"), origin.constData());
    }
    RawClient page(server.port());
    page.send(upgradeRequest(socketPath, server.port(), "Origin: " + own + "\r\n"));
    const QByteArray answer = page.readUntil("\r\n\r\n");
    QVERIFY2(answer.startsWith("HTTP/1.1 101"), answer.constData());
}

void TestLiveBoardFaults::malformedUpgradeIsBadRequest()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    const QByteArray socketPath = pagePath(server) + "/socket";
    const QByteArray longKey = QByteArray(7000, 'A');
    QVERIFY(exchange(server.port(), upgradeRequest(socketPath, server.port(), {}, longKey))
                .startsWith("HTTP/1.1 400"));
    QVERIFY(exchange(server.port(), upgradeRequest(socketPath, server.port(), {}, "c2hvcnQ="))
                .startsWith("HTTP/1.1 400"));
    const QByteArray longLine
        = "X-Pad: " + QByteArray(LiveBoardRequestHead::maxLineBytes, 'a') + "\r\n";
    QVERIFY(exchange(server.port(), upgradeRequest(socketPath, server.port(), longLine))
                .startsWith("HTTP/1.1 400"));
    QCOMPARE(server.clientCount(), 0);
}

void TestLiveBoardFaults::everyMethodButGetIs405()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    const QByteArray page = pagePath(server);
    for (const QByteArray &method : {QByteArray("TRACE"), QByteArray("PUT"), QByteArray("FOO"),
                                     QByteArray("HEAD"), QByteArray("OPTIONS")}) {
        const QList<QByteArray> paths = {"/", page, page + "/state", "/x"};
        for (const QByteArray &path : paths) {
            const QByteArray answer
                = exchange(server.port(), method + ' ' + path + " HTTP/1.1\r\nHost: x\r\n\r\n");
            const QByteArray what = method + ' ' + path;
            QVERIFY2(answer.startsWith("HTTP/1.1 405"), what.constData());
            QVERIFY2(answer.contains("\r\nAllow: GET\r\n"), what.constData());
        }
    }
    QVERIFY(exchange(server.port(), "OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n")
                .startsWith("HTTP/1.1 405"));
}

QTEST_GUILESS_MAIN(TestLiveBoardFaults)
#include "tst_liveboard_faults.moc"
