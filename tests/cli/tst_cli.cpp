#include "gamefilereader.h"
#include "gamescorer.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pinaculo;

// The command-line contract of docs/game-file.md, run against the built pinaculo-cli: exit codes,
// the keys of its JSON and the text score sheet.
class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void invalidMeld();
    void validMeldJson_data();
    void validMeldJson();
    void badUsage_data();
    void badUsage();
    void refusedFile_data();
    void refusedFile();
    void scoreJson_data();
    void scoreJson();
    void scoreTable_data();
    void scoreTable();
    void scoreTableHandAfterEnd();
    void notRegularFiles_data();
    void notRegularFiles();
    void tooLargeFile();
    void noControlCharacterFromData_data();
    void noControlCharacterFromData();

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Run cli(const QStringList &arguments);
    QString writeTemp(const QByteArray &json);

    QTemporaryDir m_dir;
    int m_files = 0;
};

namespace {
QString cliPath()
{
    return QStringLiteral(PINACULO_BUILD_DIR "/pinaculo-cli");
}
QString dataFile(const QString &name)
{
    return QDir(QStringLiteral(PINACULO_TEST_DATA)).filePath(name);
}
} // namespace

TestCli::Run TestCli::cli(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(cliPath(), arguments);
    Run run;
    if (!process.waitForFinished(10000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString TestCli::writeTemp(const QByteArray &json)
{
    const QString path = m_dir.filePath(QStringLiteral("game-%1.json").arg(++m_files));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestCli::initTestCase()
{
    QVERIFY2(QFile::exists(cliPath()), qPrintable(cliPath()));
    QVERIFY(m_dir.isValid());
}

void TestCli::invalidMeld()
{
    const Run text = cli({QStringLiteral("meld"), QStringLiteral("--variant"),
                          QStringLiteral("pinaculo"), QStringLiteral("3H"), QStringLiteral("5H"),
                          QStringLiteral("7H"), QStringLiteral("JK")});
    QCOMPARE(text.exitCode, 1);
    QVERIFY2(text.out.contains(u"7♥"), qPrintable(text.out));

    const Run json
        = cli({QStringLiteral("meld"), QStringLiteral("--variant"), QStringLiteral("pinaculo"),
               QStringLiteral("--json"), QStringLiteral("3H"), QStringLiteral("5H"),
               QStringLiteral("7H"), QStringLiteral("JK")});
    QCOMPARE(json.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o.value(u"valid"), QJsonValue(false));
    QVERIFY(!o.value(u"reason").toString().trimmed().isEmpty());
    QVERIFY2(o.value(u"reason").toString().contains(u"3♥"), qPrintable(json.out));
}

void TestCli::validMeldJson_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QJsonValue>("premium");
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("naturals");
    QTest::addColumn<int>("wilds");

    QTest::newRow("escalera")
        << QStringList {QStringLiteral("--variant"), QStringLiteral("pinaculo"),
                        QStringLiteral("3S"),        QStringLiteral("4S"),
                        QStringLiteral("5S"),        QStringLiteral("6S"),
                        QStringLiteral("7S"),        QStringLiteral("8S"),
                        QStringLiteral("9S"),        QStringLiteral("TS"),
                        QStringLiteral("JS"),        QStringLiteral("QS"),
                        QStringLiteral("KS"),        QStringLiteral("AS")}
        << QStringLiteral("run") << QJsonValue(QStringLiteral("clean-escalera")) << 1000 << 12 << 0;
    QTest::newRow("plain set") << QStringList {QStringLiteral("--variant"),
                                               QStringLiteral("pinacle"), QStringLiteral("KS,KH,*")}
                               << QStringLiteral("set") << QJsonValue(QJsonValue::Null) << 50 << 2
                               << 1;
    QTest::newRow("rescued") << QStringList {QStringLiteral("--variant"),
                                             QStringLiteral("pinaculo"),
                                             QStringLiteral("--rescued"), QStringLiteral("2C JK"),
                                             QStringLiteral("9H 10H JH")}
                             << QStringLiteral("run") << QJsonValue(QJsonValue::Null) << 75 << 3
                             << 0;
    QTest::newRow("pinaculo dealt")
        << QStringList {QStringLiteral("--variant"), QStringLiteral("pinacle"),
                        QStringLiteral("--laid"), QStringLiteral("from_deal"),
                        QStringLiteral("AS AS AH AH AD AD AC AC JK JK 2C")}
        << QStringLiteral("set") << QJsonValue(QStringLiteral("pinaculo-dealt")) << 3000 << 8 << 3;
    QTest::newRow("pinnacola long run")
        << QStringList {QStringLiteral("--variant"), QStringLiteral("pinnacola"),
                        QStringLiteral("a♦ 3♦ 4♦ 5♦ 6♦ 7♦")}
        << QStringLiteral("run") << QJsonValue(QJsonValue::Null) << 90 << 6 << 0;
}

void TestCli::validMeldJson()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, shape);
    QFETCH(QJsonValue, premium);
    QFETCH(int, points);
    QFETCH(int, naturals);
    QFETCH(int, wilds);

    const Run run = cli(QStringList {QStringLiteral("meld"), QStringLiteral("--json")} + arguments);
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(run.out));
    const QJsonObject o = doc.object();
    for (const char16_t *key : {u"valid", u"shape", u"premium", u"points", u"naturals", u"wilds"})
        QVERIFY2(o.contains(QStringView(key)), qPrintable(QString::fromUtf16(key)));
    QCOMPARE(o.value(u"valid"), QJsonValue(true));
    QCOMPARE(o.value(u"shape").toString(), shape);
    QCOMPARE(o.value(u"premium"), premium);
    QCOMPARE(o.value(u"points").toInt(), points);
    QCOMPARE(o.value(u"naturals").toInt(), naturals);
    QCOMPARE(o.value(u"wilds").toInt(), wilds);
    QVERIFY(!o.contains(u"reason"));
}

void TestCli::badUsage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");

    QTest::newRow("malformed card")
        << QStringList {QStringLiteral("meld"),     QStringLiteral("--variant"),
                        QStringLiteral("pinaculo"), QStringLiteral("3H"),
                        QStringLiteral("4X"),       QStringLiteral("5H")}
        << QStringLiteral("4X");
    QTest::newRow("malformed card, json")
        << QStringList {QStringLiteral("meld"), QStringLiteral("--json"),
                        QStringLiteral("--variant"), QStringLiteral("pinaculo"),
                        QStringLiteral("3H 11H 5H")}
        << QStringLiteral("11H");
    QTest::newRow("malformed rescued card")
        << QStringList {QStringLiteral("meld"),     QStringLiteral("--variant"),
                        QStringLiteral("pinaculo"), QStringLiteral("--rescued"),
                        QStringLiteral("JQ"),       QStringLiteral("3H 4H 5H")}
        << QStringLiteral("JQ");
    QTest::newRow("unknown variant")
        << QStringList {QStringLiteral("meld"), QStringLiteral("--variant"),
                        QStringLiteral("burraco"), QStringLiteral("3H 4H 5H")}
        << QStringLiteral("variant");
    QTest::newRow("unknown laid") << QStringList {QStringLiteral("meld"),
                                                  QStringLiteral("--variant"),
                                                  QStringLiteral("pinaculo"),
                                                  QStringLiteral("--laid"),
                                                  QStringLiteral("dealt"),
                                                  QStringLiteral("3H 4H 5H")}
                                  << QStringLiteral("laid");
    QTest::newRow("no cards") << QStringList {QStringLiteral("meld"), QStringLiteral("--variant"),
                                              QStringLiteral("pinaculo")}
                              << QString();
    QTest::newRow("score without file") << QStringList {QStringLiteral("score")} << QString();
    QTest::newRow("unknown command") << QStringList {QStringLiteral("deal")} << QString();
}

void TestCli::badUsage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!run.err.trimmed().isEmpty());
    if (!named.isEmpty())
        QVERIFY2(run.err.contains(named), qPrintable(run.err));
}

void TestCli::refusedFile_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("named");

    QTest::newRow("misspelt key") << QByteArray(
        R"({"format": "pinaculo-game", "version": 1, "variant": "pinaculo",
        "players": ["Ana", "Bruno"], "hands": [{"results": {"Ana": {"meld_pionts": 20}, "Bruno": {}}}]})")
                                  << QStringList {QStringLiteral("meld_pionts")};
    QTest::newRow("misspelt top key")
        << QByteArray(R"({"format": "pinaculo-game", "version": 1, "variant": "pinaculo",
        "players": ["Ana", "Bruno"], "first_deal": "Ana"})")
        << QStringList {QStringLiteral("first_deal")};
    QTest::newRow("invalid meld") << QByteArray(
        R"({"format": "pinaculo-game", "version": 1, "variant": "pinaculo",
        "players": ["Ana", "Bruno"], "hands": [{"results": {"Ana": {}, "Bruno": {"melds": ["3H 4H 4H"]}}}]})")
                                  << QStringList {QStringLiteral("Bruno"), QStringLiteral("4♥")};
    QTest::newRow("broken JSON") << QByteArray(
        "{\"format\": \"pinaculo-game\",\n \"version\": 1,,\n}")
                                 << QStringList {QStringLiteral("2")};
}

void TestCli::refusedFile()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, named);
    const QString path = writeTemp(json);
    for (const bool asJson : {false, true}) {
        const Run run
            = cli(asJson ? QStringList {QStringLiteral("score"), QStringLiteral("--json"), path}
                         : QStringList {QStringLiteral("score"), path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.trimmed().isEmpty(), qPrintable(run.out));
        for (const QString &word : named)
            QVERIFY2(run.err.contains(word), qPrintable(run.err));
    }
}

void TestCli::scoreJson_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("pinaculo") << QStringLiteral("game-pinaculo-flags.json");
    QTest::newRow("pinacle") << QStringLiteral("game-pinacle-pairs.json");
    QTest::newRow("pinacle six") << QStringLiteral("game-pinacle-six.json");
    QTest::newRow("pinnacola") << QStringLiteral("game-pinnacola-solo.json");
    QTest::newRow("pinnacola pairs") << QStringLiteral("game-pinnacola-pairs.json");
}

void TestCli::scoreJson()
{
    QFETCH(QString, file);
    const GameFileReader::Result read = GameFileReader::readFile(dataFile(file));
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    const Game &game = read.game;
    const GameResult expected = GameScorer::score(game);
    const QStringList sides = game.setup.sideNames();

    const Run run = cli({QStringLiteral("score"), QStringLiteral("--json"), dataFile(file)});
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(run.out));

    QCOMPARE(o.value(u"format").toString(), QStringLiteral("pinaculo-score"));
    QCOMPARE(o.value(u"version").toInt(), 1);
    QCOMPARE(o.value(u"variant").toString(), variantId(game.setup.variant()));
    QStringList gotSides;
    for (const QJsonValue &v : o.value(u"sides").toArray())
        gotSides.append(v.toString());
    QCOMPARE(gotSides, sides);
    QCOMPARE(o.value(u"over").toBool(), expected.over);
    QVERIFY(o.contains(u"winner"));
    if (expected.winner >= 0)
        QCOMPARE(o.value(u"winner").toString(), sides[expected.winner]);
    else
        QVERIFY(o.value(u"winner").isNull());

    const QJsonArray hands = o.value(u"hands").toArray();
    QCOMPARE(hands.size(), game.hands.size());
    QMap<QString, int> running;
    for (qsizetype i = 0; i < hands.size(); ++i) {
        const QJsonObject h = hands[i].toObject();
        const HandOutcome &outcome = expected.hands[i];
        QCOMPARE(h.value(u"number").toInt(), i + 1);
        QCOMPARE(h.value(u"dealer").toString(), game.setup.players[outcome.dealer]);
        QCOMPARE(h.value(u"cutter").toString(), game.setup.players[outcome.cutter]);
        QCOMPARE(h.value(u"first").toString(), game.setup.players[outcome.first]);
        QVERIFY(h.value(u"barbele").isArray());
        QVERIFY(h.value(u"warnings").isArray());
        QStringList barbele;
        for (int side = 0; side < outcome.barbele.size(); ++side) {
            if (outcome.barbele[side])
                barbele.append(sides[side]);
        }
        QStringList gotBarbele;
        for (const QJsonValue &v : h.value(u"barbele").toArray())
            gotBarbele.append(v.toString());
        QCOMPARE(gotBarbele, barbele);

        // Each side's points are the sum of its lines; running totals add up hand after hand.
        QMap<QString, int> sums;
        for (const QJsonValue &v : h.value(u"lines").toArray()) {
            const QJsonObject line = v.toObject();
            for (const char16_t *key :
                 {u"side", u"player", u"kind", u"premium", u"points", u"detail"})
                QVERIFY2(line.contains(QStringView(key)), qPrintable(QString::fromUtf16(key)));
            QVERIFY(sides.contains(line.value(u"side").toString()));
            QVERIFY(game.setup.players.contains(line.value(u"player").toString()));
            sums[line.value(u"side").toString()] += line.value(u"points").toInt();
        }
        const QJsonObject points = h.value(u"points").toObject();
        const QJsonObject runningJson = h.value(u"running").toObject();
        QCOMPARE(points.size(), sides.size());
        for (int side = 0; side < sides.size(); ++side) {
            const QString &name = sides[side];
            QCOMPARE(points.value(name).toInt(), sums.value(name));
            QCOMPARE(points.value(name).toInt(), outcome.score.sidePoints[side]);
            running[name] += points.value(name).toInt();
            QCOMPARE(runningJson.value(name).toInt(), running[name]);
        }
        for (const QJsonValue &v : h.value(u"warnings").toArray()) {
            const QJsonObject w = v.toObject();
            QVERIFY(!w.value(u"kind").toString().isEmpty());
            QVERIFY(!w.value(u"message").toString().isEmpty());
        }
    }
}

void TestCli::scoreTable_data()
{
    scoreJson_data();
}

void TestCli::scoreTable()
{
    QFETCH(QString, file);
    const GameFileReader::Result read = GameFileReader::readFile(dataFile(file));
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    const GameResult expected = GameScorer::score(read.game);
    const QStringList sides = read.game.setup.sideNames();
    const QList<int> totals = expected.totals(int(sides.size()));

    const Run run = cli(
        {QStringLiteral("score"), QStringLiteral("--lang"), QStringLiteral("en"), dataFile(file)});
    QCOMPARE(run.exitCode, 0);
    for (const QString &side : sides)
        QVERIFY2(run.out.contains(side), qPrintable(side + u'\n' + run.out));
    for (int total : totals) {
        // Numbers follow the locale: 1565 or 1,565, and a minus sign of either kind.
        const QString plain = QString::number(std::abs(total));
        const QString grouped = QLocale(QLocale::English).toString(std::abs(total));
        QVERIFY2(run.out.contains(plain) || run.out.contains(grouped),
                 qPrintable(plain + u'\n' + run.out));
    }
}

// A hand played after the end reads as the window and the printout show it: its points in
// brackets and no running total, never as a counted hand.
void TestCli::scoreTableHandAfterEnd()
{
    const QString path = writeTemp(R"({"format": "pinaculo-game", "version": 1,
        "variant": "pinaculo", "rules": {"target": 1000}, "players": ["Ana", "Bruno"],
        "hands": [
          {"results": {"Ana": {"meld_points": 1200, "out": "yes"}, "Bruno": {"hand_points": 30}}},
          {"after_end": true, "results": {"Ana": {"hand_points": 20},
                                          "Bruno": {"meld_points": 450, "out": "yes"}}}]})");
    const Run run
        = cli({QStringLiteral("score"), QStringLiteral("--lang"), QStringLiteral("en"), path});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split(u'\n');
    const auto row = [&lines](const QString &start) {
        for (const QString &line : lines) {
            if (line.startsWith(start))
                return line.simplified();
        }
        return QString();
    };
    QCOMPARE(row(QStringLiteral("   1  ")), QStringLiteral("1 Ana +1,220 1,220 -30 -30"));
    QCOMPARE(row(QStringLiteral("   2  ")), QStringLiteral("2 Bruno (-20) — (+470) —"));
    QVERIFY2(!run.out.contains(QStringLiteral("+470 -30")), qPrintable(run.out));

    // The CSV keeps the hand's points and marks it after the end in its own column.
    const Run csv = cli({QStringLiteral("score"), QStringLiteral("--csv"), path});
    QCOMPARE(csv.exitCode, 0);
    QVERIFY2(csv.out.contains(QStringLiteral("\n2,2,Bruno,Bruno,")), qPrintable(csv.out));
    QVERIFY2(csv.out.trimmed().endsWith(QStringLiteral(",470,-30,0,1")), qPrintable(csv.out));
}

// docs/game-file.md "Limits": a device or a pipe is refused at once, never read or waited on.
void TestCli::notRegularFiles_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("mention");
    QTest::newRow("device") << QStringLiteral("/dev/zero") << QStringLiteral("regular file");
    const QString fifo = m_dir.filePath(QStringLiteral("pipe.json"));
    QFile::remove(fifo);
    if (mkfifo(QFile::encodeName(fifo).constData(), 0600) != 0)
        qFatal("cannot make a FIFO");
    QTest::newRow("fifo") << fifo << QStringLiteral("regular file");
    QTest::newRow("folder") << m_dir.path() << QStringLiteral("folder");
}

void TestCli::notRegularFiles()
{
    QFETCH(QString, path);
    QFETCH(QString, mention);
    QElapsedTimer timer;
    timer.start();
    const Run run = cli({QStringLiteral("score"), path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(mention), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY(timer.elapsed() < 5000);
}

void TestCli::tooLargeFile()
{
    const QString path = m_dir.filePath(QStringLiteral("large.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(17 * 1024 * 1024)); // sparse: nothing written
    file.close();
    const Run run = cli({QStringLiteral("score"), path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("16 MiB")), qPrintable(run.err));
    QVERIFY(run.err.size() < 1000);
}

// Whatever a file holds, no control character from it reaches the terminal, and a refusal
// quoting it stays short.
void TestCli::noControlCharacterFromData_data()
{
    QTest::addColumn<QByteArray>("json");
    const QByteArray head
        = R"({"format": "pinaculo-game", "version": 1, "variant": "pinaculo", "players": )";
    QTest::newRow("escape in a name") << head + "[\"Ana\\u001b[2J\", \"Bruno\"]}";
    QTest::newRow("raw escape in a name") << head + "[\"Ana\x1b]0;pwned\x07\", \"Bruno\"]}";
    QTest::newRow("line break in a name") << head + R"(["Ana\r\nBruno", "Carla"]})";
    QTest::newRow("escape in an unknown key") << QByteArray("{\"\x1b[31m\": 1}");
    QTest::newRow("escape in a long card") << head
            + R"(["Ana", "Bruno"], "hands": [{"results": {"Ana": {"hand": ")"
            + QByteArray(50'000, 'Q') + "\x1b[2J" + R"("}, "Bruno": {}}}]})";
}

void TestCli::noControlCharacterFromData()
{
    QFETCH(QByteArray, json);
    const Run run = cli({QStringLiteral("score"), writeTemp(json)});
    QCOMPARE(run.exitCode, 2);
    for (const QString &stream : {run.out, run.err}) {
        for (qsizetype i = 0; i < stream.size(); ++i) {
            const QChar c = stream.at(i);
            QVERIFY2(c == u'\n'
                         || (c.category() != QChar::Other_Control
                             && c.category() != QChar::Other_Format),
                     stream.toUtf8().toPercentEncoding().constData());
        }
    }
    QVERIFY2(run.err.size() < 600, qPrintable(run.err.left(600)));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
