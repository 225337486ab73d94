// The command line of the desktop application, as AppOptions reads it once Qt has taken its own
// options off it.
#include "window/appoptions.h"

#include <QTest>

using namespace pinaculo;

class TestAppOptions : public QObject
{
    Q_OBJECT

private slots:
    void parses_data();
    void parses();
    void liveBoard_data();
    void liveBoard();
    void refuses_data();
    void refuses();
    void helpAndVersion_data();
    void helpAndVersion();
    void helpListsEveryOption();
    void languageIsReadBeforeParsing_data();
    void languageIsReadBeforeParsing();
};

namespace {

AppOptions parse(QStringList arguments)
{
    arguments.prepend(QStringLiteral("pinaculo"));
    return AppOptions::parse(arguments);
}

} // namespace

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
    QTest::newRow("file after --")
        << QStringList {QStringLiteral("--"), QStringLiteral("-odd.json")} << QString() << QString()
        << false << QStringLiteral("-odd.json");
}

void TestAppOptions::parses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, database);
    QFETCH(QString, language);
    QFETCH(bool, quit);
    QFETCH(QString, file);
    const AppOptions options = parse(arguments);
    QVERIFY2(options.ok, qPrintable(options.error));
    QVERIFY(!options.helpRequested);
    QVERIFY(!options.versionRequested);
    QCOMPARE(options.databasePath, database);
    QCOMPARE(options.language, language);
    QCOMPARE(options.quitAfterStartup, quit);
    QCOMPARE(options.gameFile, file);
    QCOMPARE(options.liveBoardPort, -1);
    QCOMPARE(options.liveBoardAddress, QString());
}

void TestAppOptions::liveBoard_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("address");
    QTest::newRow("port") << QStringList {QStringLiteral("--live-board"), QStringLiteral("8080")}
                          << 8080 << QString();
    QTest::newRow("any free port")
        << QStringList {QStringLiteral("--live-board"), QStringLiteral("0")} << 0 << QString();
    QTest::newRow("highest port") << QStringList {QStringLiteral("--live-board=65535")} << 65535
                                  << QString();
    QTest::newRow("IPv4 address") << QStringList {QStringLiteral("--live-board-address"),
                                                  QStringLiteral("127.0.0.1"),
                                                  QStringLiteral("--live-board"),
                                                  QStringLiteral("9000")}
                                  << 9000 << QStringLiteral("127.0.0.1");
    QTest::newRow("IPv6 address") << QStringList {QStringLiteral("--live-board"),
                                                  QStringLiteral("9000"),
                                                  QStringLiteral("--live-board-address=::1")}
                                  << 9000 << QStringLiteral("::1");
}

void TestAppOptions::liveBoard()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, port);
    QFETCH(QString, address);
    const AppOptions options = parse(arguments);
    QVERIFY2(options.ok, qPrintable(options.error));
    QCOMPARE(options.liveBoardPort, port);
    QCOMPARE(options.liveBoardAddress, address);
}

void TestAppOptions::refuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("db without path")
        << QStringList {QStringLiteral("--db")} << QStringLiteral("db");
    QTest::newRow("db empty") << QStringList {QStringLiteral("--db=")} << QStringLiteral("--db");
    QTest::newRow("unknown language")
        << QStringList {QStringLiteral("--lang"), QStringLiteral("fr")} << QStringLiteral("--lang");
    QTest::newRow("unknown option")
        << QStringList {QStringLiteral("--fast")} << QStringLiteral("fast");
    QTest::newRow("two files") << QStringList {QStringLiteral("a.json"), QStringLiteral("b.json")}
                               << QStringLiteral("b.json");
    QTest::newRow("port too high")
        << QStringList {QStringLiteral("--live-board"), QStringLiteral("65536")}
        << QStringLiteral("65536");
    QTest::newRow("negative port")
        << QStringList {QStringLiteral("--live-board=-1")} << QStringLiteral("--live-board");
    QTest::newRow("port not a number")
        << QStringList {QStringLiteral("--live-board"), QStringLiteral("http")}
        << QStringLiteral("http");
    QTest::newRow("address without port")
        << QStringList {QStringLiteral("--live-board-address"), QStringLiteral("127.0.0.1")}
        << QStringLiteral("--live-board PORT");
    QTest::newRow("host name as address")
        << QStringList {QStringLiteral("--live-board"), QStringLiteral("8080"),
                        QStringLiteral("--live-board-address"), QStringLiteral("localhost")}
        << QStringLiteral("localhost");
    QTest::newRow("address out of range")
        << QStringList {QStringLiteral("--live-board"), QStringLiteral("8080"),
                        QStringLiteral("--live-board-address"), QStringLiteral("300.1.1.1")}
        << QStringLiteral("300.1.1.1");
}

void TestAppOptions::refuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const AppOptions options = parse(arguments);
    QVERIFY(!options.ok);
    QVERIFY2(options.error.contains(named), qPrintable(options.error));
}

void TestAppOptions::helpAndVersion_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<bool>("help");
    QTest::addColumn<bool>("helpAll");
    QTest::addColumn<bool>("version");
    QTest::newRow("-h") << QStringLiteral("-h") << true << false << false;
    QTest::newRow("--help") << QStringLiteral("--help") << true << false << false;
    QTest::newRow("--help-all") << QStringLiteral("--help-all") << true << true << false;
    QTest::newRow("-v") << QStringLiteral("-v") << false << false << true;
    QTest::newRow("--version") << QStringLiteral("--version") << false << false << true;
}

void TestAppOptions::helpAndVersion()
{
    QFETCH(QString, option);
    QFETCH(bool, help);
    QFETCH(bool, helpAll);
    QFETCH(bool, version);
    // Asking for help or the version wins over a mistake elsewhere on the line.
    const AppOptions options = parse({option, QStringLiteral("--lang"), QStringLiteral("fr")});
    QCOMPARE(options.helpRequested, help);
    QCOMPARE(options.helpAllRequested, helpAll);
    QCOMPARE(options.versionRequested, version);
    QVERIFY(AppOptions::versionText().startsWith(QStringLiteral("pinaculo ")));
}

void TestAppOptions::helpListsEveryOption()
{
    const QString help = AppOptions::helpText();
    for (const char *option : {"--db", "--lang", "--quit-after-startup", "--live-board <",
                               "--live-board-address", "--help", "--version", "--help-all"})
        QVERIFY2(help.contains(QLatin1StringView(option)), option);
    QVERIFY2(help.contains(QStringLiteral("live board")), qPrintable(help));
}

void TestAppOptions::languageIsReadBeforeParsing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("language");
    QTest::newRow("none") << QStringList {} << QString();
    QTest::newRow("separate") << QStringList {QStringLiteral("--lang"), QStringLiteral("it")}
                              << QStringLiteral("it");
    QTest::newRow("equals") << QStringList {QStringLiteral("--help"), QStringLiteral("--lang=es")}
                            << QStringLiteral("es");
    QTest::newRow("unknown") << QStringList {QStringLiteral("--lang"), QStringLiteral("fr")}
                             << QString();
    QTest::newRow("a file named --lang")
        << QStringList {QStringLiteral("--"), QStringLiteral("--lang"), QStringLiteral("es")}
        << QString();
}

void TestAppOptions::languageIsReadBeforeParsing()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, language);
    arguments.prepend(QStringLiteral("pinaculo"));
    QCOMPARE(AppOptions::requestedLanguage(arguments), language);
}

QTEST_GUILESS_MAIN(TestAppOptions)
#include "tst_appoptions.moc"
