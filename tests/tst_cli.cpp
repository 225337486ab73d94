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

// The command-line contract of GAME-FORMAT.md, run against the built pinaculo-cli: exit codes,
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
    env.insert(u"LANG"_qs, u"C.UTF-8"_qs);
    env.insert(u"LC_ALL"_qs, u"C.UTF-8"_qs);
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
    const Run text = cli(
        {u"meld"_qs, u"--variant"_qs, u"pinaculo"_qs, u"3H"_qs, u"5H"_qs, u"7H"_qs, u"JK"_qs});
    QCOMPARE(text.exitCode, 1);
    QVERIFY2(text.out.contains(u"7♥"), qPrintable(text.out));

    const Run json = cli({u"meld"_qs, u"--variant"_qs, u"pinaculo"_qs, u"--json"_qs, u"3H"_qs,
                          u"5H"_qs, u"7H"_qs, u"JK"_qs});
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

    QTest::newRow("escalera") << QStringList {u"--variant"_qs, u"pinaculo"_qs, u"3S"_qs, u"4S"_qs,
                                              u"5S"_qs,        u"6S"_qs,       u"7S"_qs, u"8S"_qs,
                                              u"9S"_qs,        u"TS"_qs,       u"JS"_qs, u"QS"_qs,
                                              u"KS"_qs,        u"AS"_qs}
                              << u"run"_qs << QJsonValue(u"clean-escalera"_qs) << 1000 << 12 << 0;
    QTest::newRow("plain set") << QStringList {u"--variant"_qs, u"pinacle"_qs, u"KS,KH,*"_qs}
                               << u"set"_qs << QJsonValue(QJsonValue::Null) << 50 << 2 << 1;
    QTest::newRow("rescued") << QStringList {u"--variant"_qs, u"pinaculo"_qs, u"--rescued"_qs,
                                             u"2C JK"_qs, u"9H 10H JH"_qs}
                             << u"run"_qs << QJsonValue(QJsonValue::Null) << 75 << 3 << 0;
    QTest::newRow("pinaculo dealt")
        << QStringList {u"--variant"_qs, u"pinacle"_qs, u"--laid"_qs, u"from_deal"_qs,
                        u"AS AS AH AH AD AD AC AC JK JK 2C"_qs}
        << u"set"_qs << QJsonValue(u"pinaculo-dealt"_qs) << 3000 << 8 << 3;
    QTest::newRow("pinnacola long run")
        << QStringList {u"--variant"_qs, u"pinnacola"_qs, u"a♦ 3♦ 4♦ 5♦ 6♦ 7♦"_qs} << u"run"_qs
        << QJsonValue(QJsonValue::Null) << 90 << 6 << 0;
}

void TestCli::validMeldJson()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, shape);
    QFETCH(QJsonValue, premium);
    QFETCH(int, points);
    QFETCH(int, naturals);
    QFETCH(int, wilds);

    const Run run = cli(QStringList {u"meld"_qs, u"--json"_qs} + arguments);
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
        << QStringList {u"meld"_qs, u"--variant"_qs, u"pinaculo"_qs, u"3H"_qs, u"4X"_qs, u"5H"_qs}
        << u"4X"_qs;
    QTest::newRow("malformed card, json")
        << QStringList {u"meld"_qs, u"--json"_qs, u"--variant"_qs, u"pinaculo"_qs, u"3H 11H 5H"_qs}
        << u"11H"_qs;
    QTest::newRow("malformed rescued card")
        << QStringList {u"meld"_qs,      u"--variant"_qs, u"pinaculo"_qs,
                        u"--rescued"_qs, u"JQ"_qs,        u"3H 4H 5H"_qs}
        << u"JQ"_qs;
    QTest::newRow("unknown variant")
        << QStringList {u"meld"_qs, u"--variant"_qs, u"burraco"_qs, u"3H 4H 5H"_qs}
        << u"variant"_qs;
    QTest::newRow("unknown laid") << QStringList {u"meld"_qs,   u"--variant"_qs, u"pinaculo"_qs,
                                                  u"--laid"_qs, u"dealt"_qs,     u"3H 4H 5H"_qs}
                                  << u"laid"_qs;
    QTest::newRow("no cards") << QStringList {u"meld"_qs, u"--variant"_qs, u"pinaculo"_qs}
                              << QString();
    QTest::newRow("score without file") << QStringList {u"score"_qs} << QString();
    QTest::newRow("unknown command") << QStringList {u"deal"_qs} << QString();
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
                                  << QStringList {u"meld_pionts"_qs};
    QTest::newRow("misspelt top key")
        << QByteArray(R"({"format": "pinaculo-game", "version": 1, "variant": "pinaculo",
        "players": ["Ana", "Bruno"], "first_deal": "Ana"})")
        << QStringList {u"first_deal"_qs};
    QTest::newRow("invalid meld") << QByteArray(
        R"({"format": "pinaculo-game", "version": 1, "variant": "pinaculo",
        "players": ["Ana", "Bruno"], "hands": [{"results": {"Ana": {}, "Bruno": {"melds": ["3H 4H 4H"]}}}]})")
                                  << QStringList {u"Bruno"_qs, u"4♥"_qs};
    QTest::newRow("broken JSON") << QByteArray(
        "{\"format\": \"pinaculo-game\",\n \"version\": 1,,\n}")
                                 << QStringList {u"2"_qs};
}

void TestCli::refusedFile()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, named);
    const QString path = writeTemp(json);
    for (const bool asJson : {false, true}) {
        const Run run = cli(asJson ? QStringList {u"score"_qs, u"--json"_qs, path}
                                   : QStringList {u"score"_qs, path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.trimmed().isEmpty(), qPrintable(run.out));
        for (const QString &word : named)
            QVERIFY2(run.err.contains(word), qPrintable(run.err));
    }
}

void TestCli::scoreJson_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("pinaculo") << u"game-pinaculo-flags.json"_qs;
    QTest::newRow("pinacle") << u"game-pinacle-pairs.json"_qs;
    QTest::newRow("pinacle six") << u"game-pinacle-six.json"_qs;
    QTest::newRow("pinnacola") << u"game-pinnacola-solo.json"_qs;
    QTest::newRow("pinnacola pairs") << u"game-pinnacola-pairs.json"_qs;
}

void TestCli::scoreJson()
{
    QFETCH(QString, file);
    const GameFileReader::Result read = GameFileReader::readFile(dataFile(file));
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    const Game &game = read.game;
    const GameResult expected = GameScorer::score(game);
    const QStringList sides = game.setup.sideNames();

    const Run run = cli({u"score"_qs, u"--json"_qs, dataFile(file)});
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(run.out));

    QCOMPARE(o.value(u"format").toString(), u"pinaculo-score"_qs);
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

    const Run run = cli({u"score"_qs, u"--lang"_qs, u"en"_qs, dataFile(file)});
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

// GAME-FORMAT.md "Limits": a device or a pipe is refused at once, never read or waited on.
void TestCli::notRegularFiles_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("mention");
    QTest::newRow("device") << u"/dev/zero"_qs << u"regular file"_qs;
    const QString fifo = m_dir.filePath(u"pipe.json"_qs);
    QFile::remove(fifo);
    if (mkfifo(QFile::encodeName(fifo).constData(), 0600) != 0)
        qFatal("cannot make a FIFO");
    QTest::newRow("fifo") << fifo << u"regular file"_qs;
    QTest::newRow("folder") << m_dir.path() << u"folder"_qs;
}

void TestCli::notRegularFiles()
{
    QFETCH(QString, path);
    QFETCH(QString, mention);
    QElapsedTimer timer;
    timer.start();
    const Run run = cli({u"score"_qs, path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(mention), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY(timer.elapsed() < 5000);
}

void TestCli::tooLargeFile()
{
    const QString path = m_dir.filePath(u"large.json"_qs);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(17 * 1024 * 1024)); // sparse: nothing written
    file.close();
    const Run run = cli({u"score"_qs, path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(u"16 MiB"_qs), qPrintable(run.err));
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
    const Run run = cli({u"score"_qs, writeTemp(json)});
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
