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

QTEST_GUILESS_MAIN(TestAppOptions)
#include "tst_appoptions.moc"
