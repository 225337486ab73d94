// pinaculo-cli tournament as a table uses it to settle its victory points: the shares for a
// difference or for each side's points, the scales listed in its help, and clear refusals.
#include <QProcess>
#include <QTest>

class TestCliTournament : public QObject
{
    Q_OBJECT

private slots:
    void victoryPoints_data();
    void victoryPoints();
    void helpListsTheScales();
    void pair_data();
    void pair();
    void refusals_data();
    void refusals();
};

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo-cli"),
                  QStringList {QStringLiteral("tournament")} + arguments);
    Run run;
    if (!process.waitForFinished(10000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

void TestCliTournament::victoryPoints_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("printed");
    auto row = [](const char *name, const QString &arguments, const char *printed) {
        QTest::newRow(name) << arguments.split(u' ') << QString::fromLatin1(printed);
    };
    row("the issue's example", QStringLiteral("vp --scale fibur-3 350"), "13 7\n");
    row("fibur-3 by default", QStringLiteral("vp 51"), "11 9\n");
    row("a draw", QStringLiteral("vp --scale fibur-4 0"), "10 10\n");
    row("beyond the table", QStringLiteral("vp --scale fibur-4 2005"), "20 0\n");
    row("each side's points", QStringLiteral("vp --scale fibur-3 600 950"), "7 13\n");
    row("three sides", QStringLiteral("vp --scale fibur-3 900 600 600"), "13 8.5 8.5\n");
    row("win, draw, loss", QStringLiteral("vp --scale win-draw-loss 20 10 10"), "3 0.5 0.5\n");
    row("a side below zero", QStringLiteral("vp --scale fibur-3 -- -40 160"), "8 12\n");
    row("in Spanish, the same digits", QStringLiteral("vp --lang es --scale fibur-3 900 600 600"),
        "13 8.5 8.5\n");
}

void TestCliTournament::victoryPoints()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, printed);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, printed);
    QCOMPARE(run.err, QString());
}

void TestCliTournament::helpListsTheScales()
{
    const Run en = cli({QStringLiteral("vp"), QStringLiteral("--help")});
    QCOMPARE(en.exitCode, 0);
    for (const char *scale : {"fibur-3", "fibur-4", "win-draw-loss"})
        QVERIFY2(en.out.contains(QLatin1StringView(scale)), qPrintable(en.out));
    QVERIFY2(en.out.contains(QStringLiteral("rounds of 3 hands")), qPrintable(en.out));

    const Run es = cli({QStringLiteral("vp"), QStringLiteral("--help"), QStringLiteral("--lang"),
                        QStringLiteral("es")});
    QCOMPARE(es.exitCode, 0);
    QVERIFY2(es.out.contains(QStringLiteral("3 manos")), qPrintable(es.out));
    const Run it = cli({QStringLiteral("vp"), QStringLiteral("--help"), QStringLiteral("--lang"),
                        QStringLiteral("it")});
    QCOMPARE(it.exitCode, 0);
    QVERIFY2(it.out.contains(QStringLiteral("3 smazzate")), qPrintable(it.out));

    const Run tournament = cli({QStringLiteral("--help")});
    QCOMPARE(tournament.exitCode, 0);
    QVERIFY2(tournament.out.contains(QStringLiteral("tournament vp")), qPrintable(tournament.out));
    QVERIFY2(tournament.out.contains(QStringLiteral("tournament pair")),
             qPrintable(tournament.out));
}

void TestCliTournament::pair_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("printed");
    auto row = [](const char *name, const QString &arguments, const char *printed) {
        QTest::newRow(name) << QString(QStringLiteral("pair ") + arguments).split(u' ')
                            << QString::fromLatin1(printed);
    };
    row("Mitchell on four tables, two rounds",
        QStringLiteral("--movement mitchell --entries 8 --rounds 2"),
        "1 1 1 5\n1 2 2 6\n1 3 3 7\n1 4 4 8\n2 1 1 8\n2 2 2 5\n2 3 3 6\n2 4 4 7\n");
    row("Mitchell of an odd field: the pair at the empty table rests",
        QStringLiteral("--movement mitchell --entries 5 --step 1"),
        "1 1 1 3\n1 2 2 4\n1 - 5\n2 1 1 5\n2 2 2 3\n2 - 4\n3 1 1 4\n3 2 2 5\n3 - 3\n");
    row("all-play-all of four", QStringLiteral("--movement round-robin --entries 4"),
        "1 1 1 4\n1 2 2 3\n2 1 4 3\n2 2 1 2\n3 1 2 4\n3 2 3 1\n");
    row("in Italian, the same numbers",
        QStringLiteral("--lang it --movement round-robin --entries 3 --rounds 1"),
        "1 1 2 3\n1 - 1\n");
}

void TestCliTournament::pair()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, printed);
    const Run run = cli(arguments);
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, printed);
}

void TestCliTournament::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("no subcommand") << QStringList {} << QStringLiteral("vp");
    QTest::newRow("an unknown subcommand")
        << QStringList {QStringLiteral("seat")} << QStringLiteral("seat");
    const auto pair = [](const QString &arguments) {
        return QStringList {QStringLiteral("pair")} + arguments.split(u' ');
    };
    QTest::newRow("pair: an unknown movement")
        << pair(QStringLiteral("--movement swiss --entries 8")) << QStringLiteral("round-robin");
    QTest::newRow("pair: no entries")
        << pair(QStringLiteral("--movement mitchell")) << QStringLiteral("--entries");
    QTest::newRow("pair: one entry")
        << pair(QStringLiteral("--movement mitchell --entries 1")) << QStringLiteral("--entries");
    QTest::newRow("pair: a Mitchell plan that repeats")
        << pair(QStringLiteral("--movement mitchell --entries 12 --step 2 --rounds 4"))
        << QStringLiteral("after 3 rounds");
    QTest::newRow("pair: a step of 0")
        << pair(QStringLiteral("--movement mitchell --entries 8 --step 0"))
        << QStringLiteral("--step");
    QTest::newRow("pair: more rounds than a group has")
        << pair(QStringLiteral("--movement round-robin --entries 4 --rounds 4"))
        << QStringLiteral("3 rounds");
    QTest::newRow("an unknown scale")
        << QStringList {QStringLiteral("vp"), QStringLiteral("--scale"), QStringLiteral("fibur-2"),
                        QStringLiteral("350")}
        << QStringLiteral("win-draw-loss");
    QTest::newRow("not a number") << QStringList {QStringLiteral("vp"), QStringLiteral("35o")}
                                  << QStringLiteral("35o");
    QTest::newRow("a fraction") << QStringList {QStringLiteral("vp"), QStringLiteral("350.5")}
                                << QStringLiteral("350.5");
    QTest::newRow("no points") << QStringList {QStringLiteral("vp")} << QStringLiteral("350");
    QTest::newRow("an unknown option")
        << QStringList {QStringLiteral("vp"), QStringLiteral("--table"), QStringLiteral("3")}
        << QStringLiteral("table");
}

void TestCliTournament::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QString());
    QVERIFY2(run.err.contains(named), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestCliTournament)
#include "tst_cli_tournament.moc"
