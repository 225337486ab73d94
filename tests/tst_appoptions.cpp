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
    QTest::newRow("everything") << QStringList {u"--db"_qs,
                                                u"/tmp/a.db"_qs,
                                                u"--lang"_qs,
                                                u"it"_qs,
                                                u"--quit-after-startup"_qs,
                                                u"game.json"_qs}
                                << u"/tmp/a.db"_qs << u"it"_qs << true << u"game.json"_qs;
    QTest::newRow("equals form") << QStringList {u"--db=x.db"_qs, u"--lang=es"_qs} << u"x.db"_qs
                                 << u"es"_qs << false << QString();
    QTest::newRow("file first") << QStringList {u"g.json"_qs, u"--lang"_qs, u"en"_qs} << QString()
                                << u"en"_qs << false << u"g.json"_qs;
}

void TestAppOptions::parses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, database);
    QFETCH(QString, language);
    QFETCH(bool, quit);
    QFETCH(QString, file);
    arguments.prepend(u"pinaculo"_qs);
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
    QTest::newRow("db without path") << QStringList {u"--db"_qs} << u"--db"_qs;
    QTest::newRow("unknown language") << QStringList {u"--lang"_qs, u"fr"_qs} << u"--lang"_qs;
    QTest::newRow("unknown option") << QStringList {u"--fast"_qs} << u"--fast"_qs;
    QTest::newRow("two files") << QStringList {u"a.json"_qs, u"b.json"_qs} << u"b.json"_qs;
}

void TestAppOptions::refuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    arguments.prepend(u"pinaculo"_qs);
    const AppOptions options = AppOptions::parse(arguments);
    QVERIFY(!options.ok);
    QVERIFY2(options.error.contains(named), qPrintable(options.error));
}

QTEST_GUILESS_MAIN(TestAppOptions)
#include "tst_appoptions.moc"
