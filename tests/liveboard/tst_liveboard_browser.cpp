// The live board as a phone sees it: the page loaded in headless Chromium from 127.0.0.1 after a
// hand is recorded shows the totals, who deals next and the last hand, in the browser's
// language, with a name full of markup shown as text. Skipped, saying so, without Chromium.
#include "gamedocument.h"
#include "gameedits.h"
#include "support/testgames.h"
#include "liveboardserver.h"

#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

namespace {

QString chromium()
{
    for (const QString &name : {QStringLiteral("chromium"), QStringLiteral("chromium-browser")}) {
        const QString path = QStandardPaths::findExecutable(name);
        if (!path.isEmpty())
            return path;
    }
    return {};
}

// The DOM after the page has run, as Chromium prints it; the server answers meanwhile, since
// this waits in the event loop.
QByteArray renderedDom(const QUrl &url, const QString &language)
{
    QTemporaryDir profile;
    QProcess browser;
    browser.setProcessChannelMode(QProcess::SeparateChannels);
    browser.start(
        chromium(),
        {QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
         QStringLiteral("--disable-gpu"), QStringLiteral("--no-first-run"),
         QStringLiteral("--disable-extensions"), QStringLiteral("--disable-sync"),
         QStringLiteral("--user-data-dir=") + profile.path(), QStringLiteral("--lang=") + language,
         QStringLiteral("--accept-lang=") + language, QStringLiteral("--virtual-time-budget=5000"),
         QStringLiteral("--dump-dom"), url.toString()});
    QSignalSpy finished(&browser, &QProcess::finished);
    if (!finished.wait(120'000)) {
        browser.kill();
        browser.waitForFinished(5000);
        return {};
    }
    return browser.readAllStandardOutput();
}

} // namespace

class TestLiveBoardBrowser : public QObject
{
    Q_OBJECT

private slots:
    void pageShowsTheRecordedHand();
};

void TestLiveBoardBrowser::pageShowsTheRecordedHand()
{
    if (chromium().isEmpty())
        QSKIP("Chromium is not installed (scripts/setup.sh test installs it): the page is not "
              "checked in a browser");
    Game game = testgames::threePlayerGame();
    game.setup.players[1] = QStringLiteral("<b>Nino</b>");
    GameDocument document(game);
    LiveBoardServer server;
    server.setDocument(&document);
    QVERIFY(server.start(0, QHostAddress(QHostAddress::LocalHost)));
    QVERIFY(GameEdits::recordHand(&document, testgames::pointsHand({100, 50, 30})));

    // Headless Chromium prints the page once its virtual time has run out, which does not wait
    // for a WebSocket: on a busy machine it can print before the first state has arrived (the
    // board answered; the page was closed with 1001). Such a print is taken again.
    QByteArray dom;
    for (int attempt = 0; attempt < 4 && !dom.contains("data-updated="); ++attempt)
        dom = renderedDom(server.url(), QStringLiteral("es"));
    QVERIFY2(!dom.isEmpty(), "Chromium printed nothing");
    QVERIFY(dom.contains("<html lang=\"es\">"));
    // The pushed state arrived and was drawn.
    QVERIFY2(dom.contains("data-updated="), dom.constData());
    QVERIFY(dom.contains("Reparte"));
    QVERIFY(dom.contains("Mano 1"));
    QVERIFY(dom.contains(">120<")); // Ana: 100 in melds and 20 for going out
    // The name is text, never an element.
    QVERIFY(dom.contains("&lt;b&gt;Nino&lt;/b&gt;"));
    QVERIFY(!dom.contains("<b>Nino</b>"));
}

QTEST_GUILESS_MAIN(TestLiveBoardBrowser)
#include "tst_liveboard_browser.moc"
