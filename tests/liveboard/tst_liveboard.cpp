// The live board over real connections on 127.0.0.1: the page and the score JSON behind the
// token, nothing without it, pushed updates after every edit, and the bounds on connections
// and requests.
#include "gamedocument.h"
#include "gameedits.h"
#include "gamefilereader.h"
#include "support/testgames.h"
#include "liveboardclient.h"
#include "liveboardconnection.h"
#include "liveboardrawclient.h"
#include "liveboardlistener.h"
#include "liveboardserver.h"
#include "liveboardstate.h"
#include "liveboardtexts.h"
#include "liveboardtoken.h"
#include "translations.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace pinaculo;
using namespace liveboardtest;

namespace {

const QHostAddress loopback(QHostAddress::LocalHost);

QString exampleFile()
{
    return QStringLiteral(PINACULO_TEST_DATA "/example-pinaculo.json");
}

Game readGame(const QString &path)
{
    const GameFileReader::Result read = GameFileReader::readFile(path);
    return read.game;
}

QUrl withPath(QUrl url, const QString &path)
{
    url.setPath(path);
    return url;
}

int handsIn(const QJsonObject &message)
{
    return int(message.value(u"score").toObject().value(u"hands").toArray().size());
}

} // namespace

class TestLiveBoard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tokenIsLongRandomAndComparedWhole();
    void languageComesFromAcceptLanguage();
    void pageAnswersWithTheToken();
    void pageSpeaksThePhonesLanguage();
    void stateEqualsTheCommandLineJson();
    void messageHoldsTheSameScore();
    void everyOtherPathIsNotFound();
    void oldTokenStopsWorkingAfterRestart();
    void onlyGetIsAllowed();
    void namesWithMarkupNeverBecomeMarkup();
    void updatesAfterRecordEditDeleteAndUndo();
    void clientDropsAndComesBack();
    void connectionCountIsBounded();
    void oversizedRequestsAreRefused();
    void socketOnAnotherPathIsRefused();
    void stoppingClosesEveryConnection();
};

void TestLiveBoard::initTestCase()
{
    // As in the application: the English catalogue gives counted texts their plural forms.
    QVERIFY(Translations::install(QStringLiteral("en")));
}

void TestLiveBoard::tokenIsLongRandomAndComparedWhole()
{
    const LiveBoardToken a = LiveBoardToken::generate();
    const LiveBoardToken b = LiveBoardToken::generate();
    QCOMPARE(a.text().size(), LiveBoardToken::bits / 4);
    QVERIFY(a.text() != b.text());
    QVERIFY(a.matches(a.text()));
    QVERIFY(!a.matches(b.text()));
    QVERIFY(!a.matches(a.text().left(31)));
    QVERIFY(!a.matches(QString()));
    QVERIFY(!LiveBoardToken().matches(QString()));
}

void TestLiveBoard::languageComesFromAcceptLanguage()
{
    QCOMPARE(LiveBoardTexts::languageFor("es-ES,es;q=0.9,en;q=0.8"), QStringLiteral("es"));
    QCOMPARE(LiveBoardTexts::languageFor("it-IT"), QStringLiteral("it"));
    QCOMPARE(LiveBoardTexts::languageFor("fr-FR,it;q=0.5,es;q=0.7"), QStringLiteral("es"));
    QCOMPARE(LiveBoardTexts::languageFor("de-DE"), QStringLiteral("en"));
    QCOMPARE(LiveBoardTexts::languageFor(""), QStringLiteral("en"));
    QCOMPARE(LiveBoardTexts::languageFor("es;q=0"), QStringLiteral("en"));
    QCOMPARE(LiveBoardTexts::forLanguage(QStringLiteral("es")).value(u"deals").toString(),
             QStringLiteral("Reparte"));
    QCOMPARE(LiveBoardTexts::forLanguage(QStringLiteral("it")).value(u"deals").toString(),
             QStringLiteral("Mazziere"));
}

void TestLiveBoard::pageAnswersWithTheToken()
{
    GameDocument document(readGame(exampleFile()));
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, loopback));
    QCOMPARE(server.url().host(), QStringLiteral("127.0.0.1"));
    QCOMPARE(server.url().path(), QStringLiteral("/board/") + server.token());
    QVERIFY(server.token().size() >= 32);

    const Answer page = request(server.url());
    QCOMPARE(page.status, 200);
    QVERIFY(page.contentType.startsWith("text/html"));
    QVERIFY(page.body.contains("<html lang=\"en\">"));
    QVERIFY(page.body.contains("Score sheet"));
    // One page, nothing from elsewhere.
    QVERIFY(!page.body.contains("http://"));
    QVERIFY(!page.body.contains("https://"));
    QVERIFY(!page.body.contains("<link"));
}

void TestLiveBoard::pageSpeaksThePhonesLanguage()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    const Answer spanish = request(server.url(), "GET", "es-ES,es;q=0.9");
    QCOMPARE(spanish.status, 200);
    QVERIFY(spanish.body.contains("<html lang=\"es\">"));
    QVERIFY(spanish.body.contains(QStringLiteral("Hoja de puntos").toUtf8()));
    const Answer italian = request(server.url(), "GET", "it");
    QVERIFY(italian.body.contains("<html lang=\"it\">"));
    QVERIFY(italian.body.contains(QStringLiteral("Mazziere").toUtf8()));
}

void TestLiveBoard::stateEqualsTheCommandLineJson()
{
    const QString cli = QStringLiteral(PINACULO_BUILD_DIR "/pinaculo-cli");
    if (!QFileInfo::exists(cli))
        QSKIP("pinaculo-cli is not built");
    QProcess process;
    process.start(cli,
                  {QStringLiteral("score"), QStringLiteral("--json"), QStringLiteral("--lang"),
                   QStringLiteral("en"), exampleFile()});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 0);
    const QByteArray expected = process.readAllStandardOutput();

    GameDocument document(readGame(exampleFile()));
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, loopback));
    const Answer state
        = request(withPath(server.url(), server.url().path() + QStringLiteral("/state")));
    QCOMPARE(state.status, 200);
    QVERIFY(state.contentType.startsWith("application/json"));
    QCOMPARE(state.body, expected);
}

void TestLiveBoard::messageHoldsTheSameScore()
{
    // The page's message is what QJsonDocument writes for {"next": …, "score": …}, compact, and
    // its score is the state above; without a game both are null.
    QCOMPARE(LiveBoardState::message(nullptr), QByteArray(R"({"next":null,"score":null})"));
    GameDocument document(readGame(exampleFile()));
    const QByteArray message = LiveBoardState::message(&document);
    const QJsonDocument parsed = QJsonDocument::fromJson(message);
    QVERIFY(parsed.isObject());
    QCOMPARE(parsed.toJson(QJsonDocument::Compact), message);
    QCOMPARE(parsed.object().value(u"score").toObject(),
             QJsonDocument::fromJson(LiveBoardState::scoreJson(document)).object());
    QCOMPARE(parsed.object().value(u"next").toObject().value(u"number").toInt(),
             document.handCount() + 1);
}

void TestLiveBoard::everyOtherPathIsNotFound()
{
    GameDocument document(readGame(exampleFile()));
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, loopback));
    const QString token = server.token();
    QString wrong = token;
    wrong[0] = wrong.at(0) == u'a' ? u'b' : u'a';
    const QStringList paths = {
        QStringLiteral("/"),
        QStringLiteral("/board"),
        QStringLiteral("/board/"),
        QStringLiteral("/state"),
        QStringLiteral("/board/") + wrong,
        QStringLiteral("/board/") + wrong + QStringLiteral("/state"),
        QStringLiteral("/board/") + token.left(31),
        QStringLiteral("/board/") + token + QStringLiteral("/other"),
        QStringLiteral("/board/") + token + QStringLiteral("/state/x"),
        QStringLiteral("/") + token,
    };
    const QString player = document.setup().players.first();
    for (const QString &path : paths) {
        const Answer answer = request(withPath(server.url(), path));
        QVERIFY2(answer.status == 404, qPrintable(path));
        QVERIFY2(!answer.body.contains(player.toUtf8()), qPrintable(path));
    }
}

void TestLiveBoard::oldTokenStopsWorkingAfterRestart()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    const QUrl first = server.url();
    QCOMPARE(request(first).status, 200);
    QVERIFY(server.start(first.port(), loopback));
    const QUrl second = server.url();
    QVERIFY(second != first);
    QCOMPARE(second.port(), first.port());
    QCOMPARE(request(first).status, 404);
    QCOMPARE(request(second).status, 200);
}

void TestLiveBoard::onlyGetIsAllowed()
{
    GameDocument document(readGame(exampleFile()));
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, loopback));
    const QUrl state = withPath(server.url(), server.url().path() + QStringLiteral("/state"));
    for (const QByteArray &method : {QByteArray("POST"), QByteArray("PUT"), QByteArray("DELETE")}) {
        QCOMPARE(request(server.url(), method, {}, "x=1").status, 405);
        const Answer answer = request(state, method, {}, "x=1");
        QCOMPARE(answer.status, 405);
        QVERIFY(!answer.body.contains("Ana"));
    }
    QCOMPARE(document.handCount(), readGame(exampleFile()).hands.size());
}

void TestLiveBoard::namesWithMarkupNeverBecomeMarkup()
{
    Game game = testgames::threePlayerGame();
    game.setup.players[0] = QStringLiteral("<img src=x onerror=alert(1)>");
    game.setup.players[1] = QStringLiteral("</script><b>Bruno</b>");
    GameDocument document(game);
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, loopback));
    SocketClient client(server.url());
    QVERIFY(GameEdits::recordHand(&document, testgames::pointsHand({100, 50, 30})));
    const Answer page = request(server.url());
    QCOMPARE(page.status, 200);
    // The page carries no name; names reach it as JSON and are set with textContent only.
    QVERIFY(!page.body.contains("<img"));
    QVERIFY(!page.body.contains("<b>"));
    QVERIFY(!page.body.contains("innerHTML"));
    QVERIFY(!page.body.contains("insertAdjacentHTML"));
    QVERIFY(!page.body.contains("document.write"));
    QVERIFY(page.body.contains("textContent"));
    // The state is JSON: the name is a string value, exactly as given.
    const QJsonObject state
        = QJsonDocument::fromJson(
              request(withPath(server.url(), server.url().path() + QStringLiteral("/state"))).body)
              .object();
    QCOMPARE(state.value(u"sides").toArray().at(0).toString(), game.setup.players[0]);
}

void TestLiveBoard::updatesAfterRecordEditDeleteAndUndo()
{
    GameDocument document(testgames::threePlayerGame());
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, loopback));
    SocketClient client(server.url());
    QCOMPARE(handsIn(client.next()), 0);

    QVERIFY(GameEdits::recordHand(&document, testgames::pointsHand({100, 50, 30})));
    QJsonObject message = client.next();
    QCOMPARE(handsIn(message), 1);
    QCOMPARE(message.value(u"next").toObject().value(u"number").toInt(), 2);

    QVERIFY(GameEdits::recordHand(&document, testgames::pointsHand({10, 200, 30}, 1)));
    QCOMPARE(handsIn(client.next()), 2);

    QVERIFY(GameEdits::editHand(&document, 0, testgames::pointsHand({300, 50, 30})));
    message = client.next();
    const QJsonObject first
        = message.value(u"score").toObject().value(u"hands").toArray().at(0).toObject();
    QCOMPARE(first.value(u"points").toObject().value(u"Ana").toInt(), 320);

    QVERIFY(GameEdits::deleteHand(&document, 1));
    QCOMPARE(handsIn(client.next()), 1);

    document.undoStack()->undo(); // the deletion
    QCOMPARE(handsIn(client.next()), 2);
    document.undoStack()->undo(); // the correction
    message = client.next();
    QCOMPARE(message.value(u"score").toObject().value(u"totals").toObject().value(u"Ana").toInt(),
             120 + 10);

    // The score JSON over HTTP follows too.
    const QJsonObject state
        = QJsonDocument::fromJson(
              request(withPath(server.url(), server.url().path() + QStringLiteral("/state"))).body)
              .object();
    QCOMPARE(state.value(u"hands").toArray().size(), 2);
}

void TestLiveBoard::clientDropsAndComesBack()
{
    GameDocument document(testgames::threePlayerGame());
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, loopback));
    {
        SocketClient gone(server.url());
        QCOMPARE(handsIn(gone.next()), 0);
        QTRY_COMPARE_WITH_TIMEOUT(server.clientCount(), 1, requestTimeoutMs);
        gone.socket().abort();
    }
    QTRY_COMPARE_WITH_TIMEOUT(server.clientCount(), 0, requestTimeoutMs);
    // Its place is free again: the connection under the WebSocket went with it.
    QTRY_COMPARE_WITH_TIMEOUT(server.connectionCount(), 0, requestTimeoutMs);
    // Missed while away: the hand is in the first state the page gets on coming back.
    QVERIFY(GameEdits::recordHand(&document, testgames::pointsHand({100, 50, 30})));
    SocketClient back(server.url());
    QCOMPARE(handsIn(back.next()), 1);
    QVERIFY(GameEdits::recordHand(&document, testgames::pointsHand({10, 20, 30}, 2)));
    QCOMPARE(handsIn(back.next()), 2);
}

void TestLiveBoard::connectionCountIsBounded()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    // Connections that never name the token hold a few places at most: each new one takes the
    // place of the oldest.
    std::vector<std::unique_ptr<QTcpSocket>> idle;
    for (int i = 0; i < LiveBoardListener::maxConnections; ++i) {
        auto socket = std::make_unique<QTcpSocket>();
        socket->connectToHost(loopback, server.port());
        QVERIFY(socket->waitForConnected(requestTimeoutMs));
        idle.push_back(std::move(socket));
    }
    QTRY_COMPARE_WITH_TIMEOUT(server.connectionCount(), LiveBoardListener::maxUnprovenConnections,
                              requestTimeoutMs);
    QCOMPARE(request(server.url()).status, 200);
    idle.clear();
    QTRY_VERIFY_WITH_TIMEOUT(server.connectionCount() <= 1, requestTimeoutMs);

    // Connections that asked for the board fill every place; one more is answered 503.
    const QByteArray page
        = "GET " + server.url().path().toLatin1() + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    std::vector<std::unique_ptr<RawClient>> kept;
    while (server.connectionCount() < LiveBoardListener::maxConnections
           && kept.size() < size_t(2 * LiveBoardListener::maxConnections)) {
        kept.push_back(std::make_unique<RawClient>(server.port()));
        kept.back()->send(page);
        QVERIFY(kept.back()->readUntil("\r\n\r\n").startsWith("HTTP/1.1 200"));
    }
    QCOMPARE(server.connectionCount(), LiveBoardListener::maxConnections);
    const QByteArray refused = exchange(server.port(), "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    QVERIFY2(refused.startsWith("HTTP/1.1 503"), refused.constData());
    QCOMPARE(server.connectionCount(), LiveBoardListener::maxConnections);

    // A place freed is a place taken again.
    kept.pop_back();
    QTRY_COMPARE_WITH_TIMEOUT(server.connectionCount(), LiveBoardListener::maxConnections - 1,
                              requestTimeoutMs);
    RawClient again(server.port());
    again.send(page);
    QVERIFY(again.readUntil("\r\n\r\n").startsWith("HTTP/1.1 200"));
}

void TestLiveBoard::oversizedRequestsAreRefused()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    const QByteArray path = server.url().path().toLatin1();
    const QByteArray longHeader = "GET " + path + " HTTP/1.1\r\nHost: x\r\nX-Pad: "
        + QByteArray(LiveBoardConnection::maxHeadBytes + 100, 'a') + "\r\n\r\n";
    QVERIFY(exchange(server.port(), longHeader).startsWith("HTTP/1.1 431"));
    const QByteArray bigBody = "POST " + path
        + " HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\n" + QByteArray(4096, 'b');
    QVERIFY(exchange(server.port(), bigBody).startsWith("HTTP/1.1 413"));
    const QByteArray chunked = "POST " + path
        + " HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n";
    QVERIFY(exchange(server.port(), chunked).startsWith("HTTP/1.1 413"));
    // The board still answers.
    QCOMPARE(request(server.url()).status, 200);
}

void TestLiveBoard::socketOnAnotherPathIsRefused()
{
    LiveBoardServer server;
    QVERIFY(server.start(0, loopback));
    const QByteArray upgrade
        = " HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
          "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
          "Sec-WebSocket-Version: 13\r\n\r\n";
    QVERIFY(exchange(server.port(), "GET /board/socket" + upgrade).startsWith("HTTP/1.1 404"));
    QVERIFY(exchange(server.port(), "GET /board/0123/socket" + upgrade).startsWith("HTTP/1.1 404"));
    const QByteArray good = "GET " + server.url().path().toLatin1() + "/socket" + upgrade;
    QVERIFY(exchange(server.port(), good).startsWith("HTTP/1.1 101"));
}

void TestLiveBoard::stoppingClosesEveryConnection()
{
    GameDocument document(testgames::threePlayerGame());
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, loopback));
    const QUrl url = server.url();
    SocketClient client(url);
    QCOMPARE(handsIn(client.next()), 0);
    QTcpSocket idle;
    idle.connectToHost(loopback, server.port());
    QVERIFY(idle.waitForConnected(requestTimeoutMs));
    QTRY_COMPARE_WITH_TIMEOUT(server.connectionCount(), 2, requestTimeoutMs);

    QSignalSpy closed(&client.socket(), &QWebSocket::disconnected);
    server.stop();
    QVERIFY(!server.isSharing());
    QVERIFY(closed.wait(requestTimeoutMs) || closed.size() == 1);
    QTRY_COMPARE_WITH_TIMEOUT(idle.state(), QAbstractSocket::UnconnectedState, requestTimeoutMs);
    QCOMPARE(request(url).status, 0);
}

QTEST_GUILESS_MAIN(TestLiveBoard)
#include "tst_liveboard.moc"
