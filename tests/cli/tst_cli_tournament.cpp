// pinaculo-cli tournament as a table uses it to settle its victory points (the shares for a
// difference or for each side's points, the scales listed in its help) and as a director uses it
// on a tournament file (standings as text, JSON and CSV, the check, the next round), with clear
// refusals.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
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
    void scoreAFile();
    void scoreAsJsonAndCsv();
    void checkAFile();
    void pairTheNextRound();
    void refusedFiles_data();
    void refusedFiles();
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

// Three Mitchell rounds of an evening of eight pairs, one table's result from its game file, a
// late pair, a forfeit and a correction of swapped sides; round 4, Danish, still to seat.
QString evening()
{
    return QStringLiteral(PINACULO_TEST_DATA "/tournament/evening.tournament.json");
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
    row("three sides by placement", QStringLiteral("vp --more-sides placement 900 600 600"),
        "20 5 5\n");
    row("two sides, placement or not", QStringLiteral("vp --more-sides placement 600 950"),
        "7 13\n");
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
    for (const char *subcommand :
         {"tournament pair", "tournament pair FILE", "tournament score", "tournament check"})
        QVERIFY2(tournament.out.contains(QLatin1StringView(subcommand)),
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
    QTest::newRow("an unknown method for more sides")
        << QStringList {QStringLiteral("vp"),     QStringLiteral("--more-sides"),
                        QStringLiteral("median"), QStringLiteral("900"),
                        QStringLiteral("600"),    QStringLiteral("600")}
        << QStringLiteral("--more-sides must be mean or placement");
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

void TestCliTournament::scoreAFile()
{
    const Run run = cli({QStringLiteral("score"), evening()});
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, 0);
    // Entry 6: 1300 against 300 − 100 late (18), 655 against 650 (10), 650 against 555 (11).
    QCOMPARE(run.out,
             QStringLiteral("Serata del giovedì: provisional standings after 3 of 4 rounds\n"
                            "Rank  Entry           VP  MP diff.  MP for  Matches\n"
                            "   1  6 Nina e Olga   39     +1200    2605        3\n"
                            "   2  4 Gino e Ida    39     +1060    1910        3\n"
                            "   3  1 Ada e Bea     35      +470    2105        3\n"
                            "   4  2 Carlo e Dino  32      +100    2000        3\n"
                            "   5  3 Elsa e Fabio  30        -5    1550        3\n"
                            "   6  7 Pia e Rino    24      -790    1210        3\n"
                            "   7  5 Lia e Mario   22      -780    1425        3\n"
                            "   8  8 Sara e Tino   19     -1255     700        3\n"));
    const Run es
        = cli({QStringLiteral("score"), QStringLiteral("--lang"), QStringLiteral("es"), evening()});
    QVERIFY2(es.out.startsWith(QStringLiteral("Serata del giovedì: clasificación provisional "
                                              "tras 3 de 4 rondas\n")),
             qPrintable(es.out));
    const Run it
        = cli({QStringLiteral("score"), QStringLiteral("--lang"), QStringLiteral("it"), evening()});
    QVERIFY2(it.out.startsWith(QStringLiteral("Serata del giovedì: classifica provvisoria dopo "
                                              "3 turni su 4\n")),
             qPrintable(it.out));
}

void TestCliTournament::scoreAsJsonAndCsv()
{
    const Run json = cli({QStringLiteral("score"), QStringLiteral("--json"), evening()});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o.value(u"format").toString(), QStringLiteral("pinaculo-standings"));
    QCOMPARE(o.value(u"rounds_closed").toInt(), 3);
    QCOMPARE(o.value(u"final").toBool(true), false);
    const QJsonArray rows = o.value(u"standings").toArray();
    QCOMPARE(rows.size(), 8);
    QCOMPARE(rows[0].toObject().value(u"entry").toInt(), 6);
    QCOMPARE(rows[0].toObject().value(u"vp").toDouble(), 39.0);
    QCOMPARE(rows[7].toObject().value(u"mp_difference").toInt(), -1255);

    const Run csv = cli({QStringLiteral("score"), QStringLiteral("--csv"), QStringLiteral("--lang"),
                         QStringLiteral("it"), evening()});
    QCOMPARE(csv.exitCode, 0);
    const QStringList lines = csv.out.split(QStringLiteral("\r\n"));
    QCOMPARE(lines.first(),
             QStringLiteral("rank,entry,name,vp,mp_for,mp_against,mp_difference,"
                            "matches,withdrawn_after_round"));
    QCOMPARE(lines[1], QStringLiteral("1,6,Nina e Olga,39,2605,1405,1200,3,0"));
    QCOMPARE(lines.size(), 10); // a heading, eight entries, and the empty text after the last CRLF
}

void TestCliTournament::checkAFile()
{
    const Run run = cli({QStringLiteral("check"), evening()});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out,
             QStringLiteral("accepted: 8 entries, 3 of 4 rounds seated, 12 tables, 12 "
                            "results counted\n"));
}

void TestCliTournament::pairTheNextRound()
{
    // Round 4 is Danish and the last: 1st v 2nd though they met in round 3, 3rd v 4th, …
    const Run run = cli({QStringLiteral("pair"), evening()});
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QStringLiteral("4 1 6 4\n4 2 1 2\n4 3 3 7\n4 4 5 8\n"));
}

void TestCliTournament::refusedFiles_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("subcommand");
    QTest::addColumn<QString>("named");
    QTest::newRow("score: an entry that is none")
        << QByteArray("2,\n            6\n") << QByteArray("2,\n            9\n")
        << QStringLiteral("score")
        << QStringLiteral("round 1, table 2: entry 9 is not an entry of the tournament");
    QTest::newRow("check: a game file not there")
        << QByteArray("\"r1-t1.pinaculo.json\"") << QByteArray("\"r1-t9.pinaculo.json\"")
        << QStringLiteral("check")
        << QStringLiteral("round 1, table 1, r1-t9.pinaculo.json: cannot open");
    QTest::newRow("pair: broken JSON")
        << QByteArray("\"version\": 1,") << QByteArray("\"version\": 1,,") << QStringLiteral("pair")
        << QStringLiteral("line 3, column 16: not valid JSON");
    QTest::newRow("pair: a round still in play")
        << QByteArray(
               "\"number\": 3,\n      \"movement\": \"mitchell\",\n      \"status\": \"closed\"")
        << QByteArray(
               "\"number\": 3,\n      \"movement\": \"mitchell\",\n      \"status\": \"published\"")
        << QStringLiteral("pair") << QStringLiteral("round 3 is still in play");
}

void TestCliTournament::refusedFiles()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, subcommand);
    QFETCH(QString, named);
    QFile original(evening());
    QVERIFY(original.open(QIODevice::ReadOnly));
    QByteArray json = original.readAll();
    QVERIFY2(json.contains(from), from.constData());
    json.replace(from, to);
    QTemporaryDir dir;
    QVERIFY(QFile::copy(QStringLiteral(PINACULO_TEST_DATA "/tournament/r1-t1.pinaculo.json"),
                        dir.filePath(QStringLiteral("r1-t1.pinaculo.json"))));
    QFile changed(dir.filePath(QStringLiteral("evening.tournament.json")));
    QVERIFY(changed.open(QIODevice::WriteOnly));
    changed.write(json);
    changed.close();
    const Run run = cli({subcommand, changed.fileName()});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QString());
    QVERIFY2(run.err.contains(named), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestCliTournament)
#include "tst_cli_tournament.moc"
