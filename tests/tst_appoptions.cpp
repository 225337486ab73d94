// The command line of the desktop application.
#include "appoptions.h"

#include <QTest>

using namespace pinaculo;

class TestAppOptions : public QObject
{
    Q_OBJECT

private slots:
    void parses_data();
    void parses();
    void refuses_data();
    void refuses();
    void liveBoard();
};

void TestAppOptions::parses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("quit");
    QTest::addColumn<QString>("file");
    QTest::newRow("nothing") << QStringList {} << QString() << QString() << false << QString();
    QTest::newRow("everything") << QStringList {QStringLiteral("--db"),
                                                QStringLiteral("/tmp/a.db"),
                                                QStringLiteral("--lang"),
                                                QStringLiteral("it"),
                                                QStringLiteral("--quit-after-startup"),
                                                QStringLiteral("game.json")}
                                << QStringLiteral("/tmp/a.db") << QStringLiteral("it") << true
                                << QStringLiteral("game.json");
    QTest::newRow("equals form") << QStringList {QStringLiteral("--db=x.db"),
                                                 QStringLiteral("--lang=es")}
                                 << QStringLiteral("x.db") << QStringLiteral("es") << false
                                 << QString();
    QTest::newRow("file first") << QStringList {QStringLiteral("g.json"), QStringLiteral("--lang"),
                                                QStringLiteral("en")}
                                << QString() << QStringLiteral("en") << false
                                << QStringLiteral("g.json");
}

void TestAppOptions::parses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, database);
    QFETCH(QString, language);
    QFETCH(bool, quit);
    QFETCH(QString, file);
    arguments.prepend(QStringLiteral("pinaculo"));
    const AppOptions options = AppOptions::parse(arguments);
    QVERIFY2(options.ok, qPrintable(options.error));
    QCOMPARE(options.databasePath, database);
    QCOMPARE(options.language, language);
    QCOMPARE(options.quitAfterStartup, quit);
    QCOMPARE(options.gameFile, file);
}

void TestAppOptions::refuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("db without path")
        << QStringList {QStringLiteral("--db")} << QStringLiteral("--db");
    QTest::newRow("unknown language")
        << QStringList {QStringLiteral("--lang"), QStringLiteral("fr")} << QStringLiteral("--lang");
    QTest::newRow("unknown option")
        << QStringList {QStringLiteral("--fast")} << QStringLiteral("--fast");
    QTest::newRow("two files") << QStringList {QStringLiteral("a.json"), QStringLiteral("b.json")}
                               << QStringLiteral("b.json");
    QTest::newRow("live board without port")
        << QStringList {QStringLiteral("--live-board")} << QStringLiteral("--live-board");
    QTest::newRow("live board port not a number")
        << QStringList {QStringLiteral("--live-board"), QStringLiteral("http")}
        << QStringLiteral("--live-board");
    QTest::newRow("live board port too high")
        << QStringList {QStringLiteral("--live-board"), QStringLiteral("65536")}
        << QStringLiteral("65535");
    QTest::newRow("live board port negative")
        << QStringList {QStringLiteral("--live-board=-1")} << QStringLiteral("--live-board");
    QTest::newRow("live board address not an address")
        << QStringList {QStringLiteral("--live-board"), QStringLiteral("0"),
                        QStringLiteral("--live-board-address"), QStringLiteral("kitchen")}
        << QStringLiteral("--live-board-address");
    QTest::newRow("live board address alone")
        << QStringList {QStringLiteral("--live-board-address"), QStringLiteral("127.0.0.1")}
        << QStringLiteral("--live-board PORT");
}

void TestAppOptions::refuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    arguments.prepend(QStringLiteral("pinaculo"));
    const AppOptions options = AppOptions::parse(arguments);
    QVERIFY(!options.ok);
    QVERIFY2(options.error.contains(named), qPrintable(options.error));
}

void TestAppOptions::liveBoard()
{
    AppOptions options = AppOptions::parse({QStringLiteral("pinaculo"), QStringLiteral("g.json")});
    QCOMPARE(options.liveBoardPort, -1);
    QVERIFY(options.liveBoardAddress.isEmpty());

    options = AppOptions::parse({QStringLiteral("pinaculo"), QStringLiteral("--live-board"),
                                 QStringLiteral("0"), QStringLiteral("g.json")});
    QVERIFY2(options.ok, qPrintable(options.error));
    QCOMPARE(options.liveBoardPort, 0);
    QCOMPARE(options.gameFile, QStringLiteral("g.json"));

    options
        = AppOptions::parse({QStringLiteral("pinaculo"), QStringLiteral("--live-board=8080"),
                             QStringLiteral("--live-board-address"), QStringLiteral("127.0.0.1")});
    QVERIFY2(options.ok, qPrintable(options.error));
    QCOMPARE(options.liveBoardPort, 8080);
    QCOMPARE(options.liveBoardAddress, QStringLiteral("127.0.0.1"));
    QVERIFY(AppOptions::usage().contains(QStringLiteral("--live-board-address")));
}

QTEST_GUILESS_MAIN(TestAppOptions)
#include "tst_appoptions.moc"
