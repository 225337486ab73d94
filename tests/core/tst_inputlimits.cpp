#include "coretext.h"
#include "gamefilereader.h"
#include "gamesetup.h"
#include "inputlimits.h"
#include "namerules.h"
#include "setupvalidator.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pinaculo;

// docs/game-file.md "Limits": every bound refused with a message that names it and quotes at most
// a short excerpt, names checked by their one owner, and files that are not ordinary files
// refused before they are read.
class TestInputLimits : public QObject
{
    Q_OBJECT

private slots:
    void names_data();
    void names();
    void nameExcerptIsBounded();
    void setupNames_data();
    void setupNames();
    void refusals_data();
    void refusals();
    void withinLimitsAccepted();
    void notRegularFiles();
    void tooLargeFile();
};

namespace {

QByteArray game(const QByteArray &hands, const QByteArray &players = R"(["Ana", "Bruno", "Carla"])")
{
    return R"({"format": "pinaculo-game", "version": 1, "variant": "pinaculo", "players": )"
        + players + R"(, "hands": [)" + hands + "]}";
}

QByteArray hand(const QByteArray &ana)
{
    return R"({"results": {"Ana": )" + ana + R"(, "Bruno": {}, "Carla": {}}})";
}

QByteArray repeated(const QByteArray &item, int count, const QByteArray &separator = ", ")
{
    QByteArrayList items;
    for (int i = 0; i < count; ++i)
        items.append(item);
    return items.join(separator);
}

} // namespace

void TestInputLimits::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("problem");
    using P = NameRules::Problem;
    QTest::newRow("plain") << QStringLiteral("Ana") << int(P::None);
    QTest::newRow("markup is text") << QStringLiteral("<b>Ana</b>") << int(P::None);
    QTest::newRow("forty") << QString(40, u'x') << int(P::None);
    QTest::newRow("forty trimmed")
        << QStringLiteral("  ") + QString(40, u'x') + QStringLiteral("  ") << int(P::None);
    QTest::newRow("forty-one") << QString(41, u'x') << int(P::TooLong);
    QTest::newRow("forty astral") << QString::fromUcs4(QList<char32_t>(40, 0x1F0A1).constData(), 40)
                                  << int(P::None);
    QTest::newRow("empty") << QStringLiteral("   ") << int(P::Empty);
    QTest::newRow("escape") << QStringLiteral("Ana\x1b[2J") << int(P::NotPrintable);
    QTest::newRow("bell") << QStringLiteral("Ana\a") << int(P::NotPrintable);
    QTest::newRow("line break") << QStringLiteral("Ana\nBruno") << int(P::NotPrintable);
    QTest::newRow("bidi override") << QStringLiteral("Ana\u202E") << int(P::NotPrintable);
    QTest::newRow("lone surrogate")
        << QString(QChar(0xD800)) + QStringLiteral("x") << int(P::NotPrintable);
}

void TestInputLimits::names()
{
    QFETCH(QString, name);
    QFETCH(int, problem);
    QCOMPARE(int(NameRules::check(name)), problem);
}

void TestInputLimits::nameExcerptIsBounded()
{
    const QString hostile = QStringLiteral("\x1b]0;x\a") + QString(10'000'000, u'y');
    QElapsedTimer timer;
    timer.start();
    const QString excerpt = NameRules::excerpt(hostile);
    QVERIFY(timer.elapsed() < 1000);
    QCOMPARE(excerpt.size(), InputLimits::Excerpt + 1); // and the ellipsis
    QVERIFY(!excerpt.contains(QChar(0x1b)));
    QVERIFY(!excerpt.contains(u'\a'));
    QVERIFY(excerpt.endsWith(QChar(0x2026)));
    QCOMPARE(NameRules::fromFileName(QStringLiteral("  evening\tgame ") + QString(50, u'z')).size(),
             InputLimits::NameLength);
}

void TestInputLimits::setupNames_data()
{
    QTest::addColumn<QStringList>("players");
    QTest::addColumn<int>("code");
    using C = SetupProblem::Code;
    QTest::newRow("same ignoring case")
        << QStringList {QStringLiteral("Ana"), QStringLiteral("ANA")} << int(C::DuplicateName);
    QTest::newRow("same after trimming")
        << QStringList {QStringLiteral("Ana"), QStringLiteral(" ana ")} << int(C::DuplicateName);
    QTest::newRow("too long") << QStringList {QStringLiteral("Ana"), QString(41, u'b')}
                              << int(C::NameTooLong);
    QTest::newRow("control") << QStringList {QStringLiteral("Ana"), QStringLiteral("B\x07")}
                             << int(C::NameNotPrintable);
}

void TestInputLimits::setupNames()
{
    QFETCH(QStringList, players);
    QFETCH(int, code);
    GameSetup setup;
    setup.rules = Rules::preset(Variant::Pinaculo);
    setup.players = players;
    const QList<SetupProblem> problems = SetupValidator::validate(setup);
    QVERIFY(!problems.isEmpty());
    QCOMPARE(int(problems.first().code), code);
    const QString message = CoreText::setupProblem(problems.first());
    QVERIFY(!message.contains(QChar(0x07)));
}

void TestInputLimits::refusals_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("mentions"); // what the message must name
    QTest::addColumn<bool>("place"); // it gives a line and column

    const QByteArray tooLongName = QByteArray(30'000, 'x');
    QTest::newRow("byte-order mark") << QByteArray("\xEF\xBB\xBF") + game("")
                                     << QStringList {QStringLiteral("byte-order mark")} << false;
    QTest::newRow("duplicate key") << QByteArray(
        R"({"format": "pinaculo-game", "format": "pinaculo-game", "version": 1, "variant": "pinaculo", "players": ["A", "B"]})")
                                   << QStringList {QStringLiteral("\"format\""),
                                                   QStringLiteral("twice")}
                                   << true;
    QTest::newRow("duplicate key, once escaped") << QByteArray(
        R"({"format": "pinaculo-game", "form\u0061t": "pinaculo-game", "version": 1, "variant": "pinaculo", "players": ["A", "B"]})")
                                                 << QStringList {QStringLiteral("\"format\""),
                                                                 QStringLiteral("twice")}
                                                 << true;
    QByteArray manyKeys;
    for (int i = 0; i < 40; ++i)
        manyKeys += "\"k" + QByteArray::number(i) + "\": 1, ";
    QTest::newRow("duplicate key among many")
        << QByteArray(R"({"format": "pinaculo-game", )" + manyKeys + R"("k27": 1})")
        << QStringList {QStringLiteral("\"k27\""), QStringLiteral("twice")} << true;
    QTest::newRow("duplicate result")
        << game(R"({"results": {"Ana": {}, "Ana": {}, "Bruno": {}, "Carla": {}}})")
        << QStringList {QStringLiteral("\"Ana\""), QStringLiteral("twice")} << true;
    QTest::newRow("lone high surrogate")
        << game("", R"(["Ana\ud800", "Bruno"])") << QStringList {QStringLiteral("U+D800")} << true;
    QTest::newRow("lone low surrogate")
        << game("", R"(["Ana\udc00x", "Bruno"])") << QStringList {QStringLiteral("U+DC00")} << true;
    QTest::newRow("raw NUL") << game("", QByteArray("[\"An\0a\", \"Bruno\"]", 17))
                             << QStringList {QStringLiteral("U+0000")} << true;
    QTest::newRow("escaped NUL") << game("", R"(["An\u0000a", "Bruno"])")
                                 << QStringList {QStringLiteral("U+0000")} << true;
    QTest::newRow("raw escape") << game("", "[\"An\x1b[2Ja\", \"Bruno\"]")
                                << QStringList {QStringLiteral("U+001B")} << true;
    QTest::newRow("not UTF-8") << game("", "[\"An\xff\", \"Bruno\"]")
                               << QStringList {QStringLiteral("JSON")}
                               << true; // Qt refuses it itself
    QTest::newRow("name too long") << game("", "[\"" + tooLongName + "\", \"Bruno\"]")
                                   << QStringList {QStringLiteral("40")} << false;
    QTest::newRow("names same ignoring case")
        << game("", R"(["Ana", "ana"])") << QStringList {QStringLiteral("ana")} << false;
    QTest::newRow("team name too long") << QByteArray(
        R"({"format": "pinaculo-game", "version": 1, "variant": "pinacle", "players": ["A", "B", "C", "D"], "teams": [{"name": ")"
        + QByteArray(41, 't')
        + R"(", "players": ["A", "C"]}, {"name": "Y", "players": ["B", "D"]}]})")
                                        << QStringList {QStringLiteral("40"),
                                                        QStringLiteral("team")}
                                        << false;
    QTest::newRow("too many hands")
        << game(repeated(R"({"results": {"Ana": {}, "Bruno": {}, "Carla": {}}})",
                         InputLimits::Hands + 1))
        << QStringList {QStringLiteral("10001"), QStringLiteral("10000")} << false;
    QTest::newRow("too many melds") << game(
        hand(R"({"melds": [)" + repeated(R"("3H 4H 5H")", InputLimits::MeldsPerPlayer + 1) + "]}"))
                                    << QStringList {QStringLiteral("31"), QStringLiteral("30")}
                                    << false;
    QTest::newRow("meld points") << game(hand(R"({"meld_points": 100001})"))
                                 << QStringList {QStringLiteral("meld_points"),
                                                 QStringLiteral("100000")}
                                 << false;
    QTest::newRow("hand points") << game(hand(R"({"hand_points": 1001})"))
                                 << QStringList {QStringLiteral("hand_points"),
                                                 QStringLiteral("1000")}
                                 << false;
    QTest::newRow("pumba huge") << game(hand(R"({"pumba_missed": 1e9})"))
                                << QStringList {QStringLiteral("pumba_missed"),
                                                QStringLiteral("20")}
                                << false;
    QTest::newRow("failed openings")
        << game(hand(R"({"failed_openings": 21})"))
        << QStringList {QStringLiteral("failed_openings"), QStringLiteral("20")} << false;
    QTest::newRow("long unknown key")
        << QByteArray(R"({"format": "pinaculo-game", ")" + QByteArray(100'000, 'k') + R"(": 1})")
        << QStringList {QStringLiteral("unknown key")} << false;
    QTest::newRow("long card token")
        << game(hand(R"({"melds": [")" + QByteArray(100'000, 'Q') + R"("]})")) << QStringList {}
        << false;
}

void TestInputLimits::refusals()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, mentions);
    QFETCH(bool, place);
    const GameFileReader::Result result = GameFileReader::read(json);
    QVERIFY(!result.ok());
    const QString text = result.error.text();
    for (const QString &mention : mentions)
        QVERIFY2(text.contains(mention), qPrintable(text));
    QCOMPARE(result.error.line > 0, place);
    // The refusal quotes at most a short excerpt, printable, whatever the file held.
    QVERIFY2(text.size() < 400, qPrintable(text.left(400)));
    for (QChar c : text)
        QVERIFY2(c.category() != QChar::Other_Control, qPrintable(text));
}

void TestInputLimits::withinLimitsAccepted()
{
    const QByteArray carla(40, 'c');
    const QByteArray json
        = QByteArray(R"({"format": "pinaculo-game", "version": 1, "variant": "pinaculo", )")
        + R"("players": ["Ana", "Bruno", ")" + carla + R"("], "hands": [{"results": {)"
        + R"("Ana": {"meld_points": 100000, "hand_points": 1000, "pumba_missed": 20}, )"
        + R"("Bruno": {}, ")" + carla + R"(": {}}}]})";
    const GameFileReader::Result result = GameFileReader::read(json);
    QVERIFY2(result.ok(), qPrintable(result.error.text()));
    QCOMPARE(result.game.hands.first().results.first().pumbaMissed, 20);
}

void TestInputLimits::notRegularFiles()
{
    QElapsedTimer timer;
    timer.start();
    GameFileReader::Result device = GameFileReader::readFile(QStringLiteral("/dev/zero"));
    QVERIFY(!device.ok());
    QVERIFY2(device.error.message.contains(QStringLiteral("regular file")),
             qPrintable(device.error.message));

    QTemporaryDir dir;
    GameFileReader::Result folder = GameFileReader::readFile(dir.path());
    QVERIFY(!folder.ok());
    QVERIFY2(folder.error.message.contains(QStringLiteral("folder")),
             qPrintable(folder.error.message));

    const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
    QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    GameFileReader::Result pipe = GameFileReader::readFile(fifo); // would block if opened
    QVERIFY(!pipe.ok());
    QVERIFY2(pipe.error.message.contains(QStringLiteral("regular file")),
             qPrintable(pipe.error.message));
    QVERIFY(timer.elapsed() < 2000);
}

void TestInputLimits::tooLargeFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("large.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(InputLimits::FileBytes + 1)); // sparse: nothing written
    file.close();
    const GameFileReader::Result result = GameFileReader::readFile(path);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.message.contains(QStringLiteral("16 MiB")),
             qPrintable(result.error.message));
    QVERIFY(!GameFileReader::read(QByteArray(InputLimits::FileBytes + 1, ' ')).ok());
}

QTEST_GUILESS_MAIN(TestInputLimits)
#include "tst_inputlimits.moc"
