#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamescorer.h"
#include "outcometext.h"
#include "handreader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// docs/game-file.md: every refusal with its place and reason, and load → save → load giving the
// same game for files that use every feature of the format.
class TestGameFile : public QObject
{
    Q_OBJECT

private slots:
    void refusals_data();
    void refusals();
    void invalidJsonPlace_data();
    void invalidJsonPlace();
    void roundTrip_data();
    void roundTrip();
    void defaults();
    void timeCalledEndsTheGame();
    void missingFile();
    void oneHandRoundTrip_data();
    void oneHandRoundTrip();
    void oneHandIsNotJudged();
    void oneHandRefusalNamesItsPlace();
};

namespace {

// A valid game around the given pieces, so each refusal case shows only what it breaks.
QByteArray game(const QByteArray &hands,
                const QByteArray &head
                = R"("variant": "pinaculo", "players": ["Ana", "Bruno", "Carla"])")
{
    return R"({"format": "pinaculo-game", "version": 1, )" + head + R"(, "hands": [)" + hands
        + "]}";
}

QByteArray hand(const QByteArray &ana, const QByteArray &bruno = "{}",
                const QByteArray &carla = "{}")
{
    return R"({"results": {"Ana": )" + ana + R"(, "Bruno": )" + bruno + R"(, "Carla": )" + carla
        + "}}";
}

const QByteArray pinacleHead
    = R"("variant": "pinacle", "players": ["Ana", "Bruno", "Carla", "Dani"])";

} // namespace

void TestGameFile::refusals_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("hand");
    QTest::addColumn<QString>("player");
    QTest::addColumn<int>("meld");
    QTest::addColumn<QStringList>("mentions"); // what the message must name

    const QString nobody;
    // The file as a whole.
    QTest::newRow("not an object") << QByteArray("[1, 2]") << 0 << nobody << 0 << QStringList {};
    QTest::newRow("wrong format") << QByteArray(
        R"({"format": "score", "version": 1, "variant": "pinaculo", "players": ["A", "B"]})")
                                  << 0 << nobody << 0 << QStringList {QStringLiteral("format")};
    QTest::newRow("wrong version") << QByteArray(
        R"({"format": "pinaculo-game", "version": 2, "variant": "pinaculo", "players": ["A", "B"]})")
                                   << 0 << nobody << 0 << QStringList {QStringLiteral("version")};
    QTest::newRow("version as a string") << QByteArray(
        R"({"format": "pinaculo-game", "version": "1", "variant": "pinaculo", "players": ["A", "B"]})")
                                         << 0 << nobody << 0
                                         << QStringList {QStringLiteral("version")};
    QTest::newRow("unknown variant") << game("", R"("variant": "canasta", "players": ["A", "B"])")
                                     << 0 << nobody << 0 << QStringList {QStringLiteral("canasta")};
    QTest::newRow("unknown top key")
        << game("", R"("variant": "pinaculo", "players": ["A", "B"], "dealer": "A")") << 0 << nobody
        << 0 << QStringList {QStringLiteral("\"dealer\"")};
    QTest::newRow("players not a list")
        << game("", R"("variant": "pinaculo", "players": "Ana, Bruno")") << 0 << nobody << 0
        << QStringList {QStringLiteral("players")};
    QTest::newRow("player not a string")
        << game("", R"("variant": "pinaculo", "players": ["Ana", 2])") << 0 << nobody << 0
        << QStringList {QStringLiteral("players")};
    QTest::newRow("duplicate player")
        << game("", R"("variant": "pinaculo", "players": ["Ana", "Ana"])") << 0 << nobody << 0
        << QStringList {QStringLiteral("Ana")};
    QTest::newRow("unknown first dealer")
        << game("", R"("variant": "pinaculo", "players": ["Ana", "Bruno"], "first_dealer": "Zoe")")
        << 0 << nobody << 0 << QStringList {QStringLiteral("Zoe")};
    QTest::newRow("time called after a hand not played") << game(
        hand(R"({"meld_points": 100, "hand_points": 0, "out": "yes"})"),
        R"("variant": "pinaculo", "players": ["Ana", "Bruno", "Carla"], "time_called_after": 2)")
                                                         << 0 << nobody << 0
                                                         << QStringList {
                                                                QStringLiteral("time_called_after"),
                                                                QStringLiteral("1 hand")};
    QTest::newRow("time called after hand 0")
        << game("", R"("variant": "pinaculo", "players": ["Ana", "Bruno"], "time_called_after": 0)")
        << 0 << nobody << 0 << QStringList {QStringLiteral("time_called_after")};
    QTest::newRow("time called as text")
        << game("",
                R"("variant": "pinaculo", "players": ["Ana", "Bruno"], "time_called_after": "2")")
        << 0 << nobody << 0 << QStringList {QStringLiteral("time_called_after")};
    QTest::newRow("hands not a list") << QByteArray(
        R"({"format": "pinaculo-game", "version": 1, "variant": "pinaculo", "players": ["A", "B"], "hands": {}})")
                                      << 0 << nobody << 0 << QStringList {QStringLiteral("hands")};

    // Rules.
    QTest::newRow("unknown rule") << game(
        "", R"("variant": "pinaculo", "rules": {"targett": 1000}, "players": ["A", "B"])")
                                  << 0 << nobody << 0 << QStringList {QStringLiteral("targett")};
    QTest::newRow("rule of the wrong type")
        << game("", R"("variant": "pinaculo", "rules": {"target": "1500"}, "players": ["A", "B"])")
        << 0 << nobody << 0 << QStringList {QStringLiteral("target")};
    QTest::newRow("boolean rule given a number")
        << game("", R"("variant": "pinaculo", "rules": {"sets_allowed": 1}, "players": ["A", "B"])")
        << 0 << nobody << 0 << QStringList {QStringLiteral("sets_allowed")};
    QTest::newRow("fractional rule") << game(
        "", R"("variant": "pinaculo", "rules": {"barbele_opening": 70.5}, "players": ["A", "B"])")
                                     << 0 << nobody << 0
                                     << QStringList {QStringLiteral("barbele_opening")};
    QTest::newRow("rule out of range")
        << game("", R"("variant": "pinaculo", "rules": {"decks": 9}, "players": ["A", "B"])") << 0
        << nobody << 0 << QStringList {QStringLiteral("decks")};
    QTest::newRow("rules not an object")
        << game("", R"("variant": "pinaculo", "rules": [1500], "players": ["A", "B"])") << 0
        << nobody << 0 << QStringList {QStringLiteral("rules")};

    // Players and teams that do not fit the variant.
    QTest::newRow("one player") << game("", R"("variant": "pinaculo", "players": ["Ana"])") << 0
                                << nobody << 0 << QStringList {QStringLiteral("2")};
    QTest::newRow("seven players")
        << game("", R"("variant": "pinaculo", "players": ["A", "B", "C", "D", "E", "F", "G"])") << 0
        << nobody << 0 << QStringList {QStringLiteral("7"), QStringLiteral("6")};
    QTest::newRow("pinnacola five players")
        << game("", R"("variant": "pinnacola", "players": ["A", "B", "C", "D", "E"])") << 0
        << nobody << 0 << QStringList {QStringLiteral("5"), QStringLiteral("4")};
    QTest::newRow("pinacle three players")
        << game("", R"("variant": "pinacle", "players": ["A", "B", "C"])") << 0 << nobody << 0
        << QStringList {QStringLiteral("3"), QStringLiteral("4")};
    QTest::newRow("pinacle without teams")
        << game("", pinacleHead) << 0 << nobody << 0 << QStringList {};
    QTest::newRow("pinaculo with teams")
        << game("", R"("variant": "pinaculo", "players": ["A", "B", "C", "D"],
        "teams": [{"name": "X", "players": ["A", "C"]}, {"name": "Y", "players": ["B", "D"]}])")
        << 0 << nobody << 0 << QStringList {};
    QTest::newRow("partners adjacent")
        << game("", pinacleHead + R"(,
        "teams": [{"name": "Nos", "players": ["Ana", "Bruno"]}, {"name": "Ellos", "players": ["Carla", "Dani"]}])")
        << 0 << nobody << 0 << QStringList {QStringLiteral("Ana"), QStringLiteral("Bruno")};
    QTest::newRow("partners adjacent round the table")
        << game("", pinacleHead + R"(,
        "teams": [{"name": "Nos", "players": ["Dani", "Ana"]}, {"name": "Ellos", "players": ["Carla", "Bruno"]}])")
        << 0 << nobody << 0 << QStringList {QStringLiteral("Ana"), QStringLiteral("Dani")};
    QTest::newRow("team of three")
        << game("", R"("variant": "pinacle", "players": ["A", "B", "C", "D", "E", "F"],
        "teams": [{"name": "X", "players": ["A", "C", "E"]}, {"name": "Y", "players": ["B", "D", "F"]}])")
        << 0 << nobody << 0 << QStringList {QStringLiteral("X")};
    QTest::newRow("player in no team") << game("", pinacleHead + R"(,
        "teams": [{"name": "Nos", "players": ["Ana", "Carla"]}])")
                                       << 0 << nobody << 0 << QStringList {};
    QTest::newRow("unknown team player") << game("", pinacleHead + R"(,
        "teams": [{"name": "Nos", "players": ["Ana", "Zoe"]}, {"name": "Ellos", "players": ["Bruno", "Dani"]}])")
                                         << 0 << nobody << 0 << QStringList {QStringLiteral("Zoe")};
    QTest::newRow("pinnacola pairs of three players")
        << game("", R"("variant": "pinnacola", "players": ["A", "B", "C"],
        "teams": [{"name": "X", "players": ["A", "C"]}, {"name": "Y", "players": ["B"]}])")
        << 0 << nobody << 0 << QStringList {};
    QTest::newRow("unknown team key") << game("", pinacleHead + R"(,
        "teams": [{"name": "Nos", "players": ["Ana", "Carla"], "colour": "red"}, {"name": "Ellos", "players": ["Bruno", "Dani"]}])")
                                      << 0 << nobody << 0 << QStringList {QStringLiteral("colour")};

    // Hands.
    QTest::newRow("unknown hand key")
        << game(R"({"exact_cutt": true, "results": {"Ana": {}, "Bruno": {}, "Carla": {}}})") << 1
        << nobody << 0 << QStringList {QStringLiteral("exact_cutt")};
    QTest::newRow("exact cut not a boolean")
        << game(R"({"exact_cut": "yes", "results": {"Ana": {}, "Bruno": {}, "Carla": {}}})") << 1
        << nobody << 0 << QStringList {QStringLiteral("exact_cut")};
    QTest::newRow("same back unknown player")
        << game(R"({"same_back": "Zoe", "results": {"Ana": {}, "Bruno": {}, "Carla": {}}})") << 1
        << nobody << 0 << QStringList {QStringLiteral("Zoe")};
    QTest::newRow("missing player") << game(R"({"results": {"Ana": {}, "Bruno": {}}})") << 1
                                    << nobody << 0 << QStringList {QStringLiteral("Carla")};
    QTest::newRow("results of a stranger")
        << game(R"({"results": {"Ana": {}, "Bruno": {}, "Carla": {}, "Zoe": {}}})") << 1 << nobody
        << 0 << QStringList {QStringLiteral("Zoe")};
    QTest::newRow("second hand missing a player")
        << game(hand("{}") + R"(, {"results": {"Ana": {}, "Carla": {}}})") << 2 << nobody << 0
        << QStringList {QStringLiteral("Bruno")};

    // A player's result.
    QTest::newRow("unknown result key")
        << game(hand(R"({"melds": [], "pumba": 1})")) << 1 << QStringLiteral("Ana") << 0
        << QStringList {QStringLiteral("\"pumba\"")};
    QTest::newRow("melds and meld points")
        << game(hand("{}", R"({"melds": ["3H 4H 5H"], "meld_points": 15})")) << 1
        << QStringLiteral("Bruno") << 0 << QStringList {QStringLiteral("meld_points")};
    QTest::newRow("hand and hand points")
        << game(hand("{}", "{}", R"({"hand": "3H", "hand_points": 5})")) << 1
        << QStringLiteral("Carla") << 0 << QStringList {QStringLiteral("hand_points")};
    QTest::newRow("meld points as text")
        << game(hand(R"({"meld_points": "20"})")) << 1 << QStringLiteral("Ana") << 0
        << QStringList {QStringLiteral("meld_points")};
    QTest::newRow("negative hand points")
        << game(hand(R"({"hand_points": -5})")) << 1 << QStringLiteral("Ana") << 0
        << QStringList {QStringLiteral("hand_points")};
    QTest::newRow("fractional pumba")
        << game(hand(R"({"pumba_missed": 1.5})")) << 1 << QStringLiteral("Ana") << 0
        << QStringList {QStringLiteral("pumba_missed")};
    QTest::newRow("failed openings as boolean")
        << game(hand(R"({"failed_openings": true})")) << 1 << QStringLiteral("Ana") << 0
        << QStringList {QStringLiteral("failed_openings")};
    QTest::newRow("unknown out") << game(hand(R"({"out": "maybe"})")) << 1 << QStringLiteral("Ana")
                                 << 0 << QStringList {QStringLiteral("maybe")};
    QTest::newRow("out as boolean") << game(hand(R"({"out": true})")) << 1 << QStringLiteral("Ana")
                                    << 0 << QStringList {QStringLiteral("out")};
    QTest::newRow("wild on final turn as text")
        << game(hand(R"({"wild_on_final_turn": "no"})")) << 1 << QStringLiteral("Ana") << 0
        << QStringList {QStringLiteral("wild_on_final_turn")};
    QTest::newRow("melds not a list")
        << game(hand(R"({"melds": "3H 4H 5H"})")) << 1 << QStringLiteral("Ana") << 0
        << QStringList {QStringLiteral("melds")};
    QTest::newRow("bad card in hand")
        << game(hand("{}", R"({"hand": "3H 4X"})")) << 1 << QStringLiteral("Bruno") << 0
        << QStringList {QStringLiteral("4X"), QStringLiteral("2")};
    QTest::newRow("result not an object")
        << game(hand("[]")) << 1 << QStringLiteral("Ana") << 0 << QStringList {};
    QTest::newRow("more than one out")
        << game(hand(R"({"melds": ["3H 4H 5H"], "out": "yes"})", "{}",
                     R"({"melds": ["8C 9C 10C"], "out": "all_at_once"})"))
        << 1 << QStringLiteral("Carla") << 0
        << QStringList {QStringLiteral("Ana"), QStringLiteral("Carla")};

    // Melds.
    QTest::newRow("invalid meld") << game(hand("{}") + ","
                                          + hand("{}", R"({"melds": ["KS KH KD", "3H 4H 6H"]})"))
                                  << 2 << QStringLiteral("Bruno") << 2
                                  << QStringList {QStringLiteral("Bruno"), QStringLiteral("meld 2"),
                                                  QStringLiteral("3♥"), QStringLiteral("6♥")};
    QTest::newRow("empty meld") << game(hand(R"({"melds": ["3H 4H 5H", ""]})")) << 1
                                << QStringLiteral("Ana") << 2
                                << QStringList {QStringLiteral("Ana"), QStringLiteral("meld 2")};
    QTest::newRow("meld of one natural")
        << game(hand(R"({"melds": ["JK 2C 5D"]})")) << 1 << QStringLiteral("Ana") << 1
        << QStringList {QStringLiteral("Ana"), QStringLiteral("meld 1"), QStringLiteral("natural")};
    QTest::newRow("bad card in a meld")
        << game(hand("{}", R"({"melds": ["3H 4H 5H", "KS KH KX"]})")) << 1
        << QStringLiteral("Bruno") << 2 << QStringList {QStringLiteral("KX"), QStringLiteral("3")};
    QTest::newRow("unknown meld key")
        << game(hand(R"({"melds": [{"cards": "3H 4H 5H", "final": true}]})")) << 1
        << QStringLiteral("Ana") << 1 << QStringList {QStringLiteral("\"final\"")};
    QTest::newRow("meld without cards")
        << game(hand(R"({"melds": [{"rescued": "JK"}]})")) << 1 << QStringLiteral("Ana") << 1
        << QStringList {QStringLiteral("cards")};
    QTest::newRow("unknown laid") << game(
        hand(R"({"melds": [{"cards": "3H 4H 5H", "laid": "dealt"}]})"))
                                  << 1 << QStringLiteral("Ana") << 1
                                  << QStringList {QStringLiteral("dealt")};
    QTest::newRow("final turn as text")
        << game(hand(R"({"melds": [{"cards": "3H 4H 5H", "final_turn": "yes"}]})")) << 1
        << QStringLiteral("Ana") << 1 << QStringList {QStringLiteral("final_turn")};
    QTest::newRow("opening as number")
        << game(hand("{}", "{}", R"({"melds": ["3C 4C 5C", {"cards": "3H 4H 5H", "opening": 1}]})"))
        << 1 << QStringLiteral("Carla") << 2 << QStringList {QStringLiteral("opening")};
    QTest::newRow("meld as number")
        << game(hand(R"({"melds": [15]})")) << 1 << QStringLiteral("Ana") << 1 << QStringList {};
    QTest::newRow("natural rescued")
        << game(hand(R"({"melds": [{"cards": "3H 4H 5H", "rescued": "6H"}]})")) << 1
        << QStringLiteral("Ana") << 1 << QStringList {QStringLiteral("Ana"), QStringLiteral("6♥")};
    QTest::newRow("pinnacola rescue")
        << game(hand(R"({"melds": [{"cards": "3H 4H 5H", "rescued": "JK"}]})"),
                R"("variant": "pinnacola", "players": ["Ana", "Bruno", "Carla"])")
        << 1 << QStringLiteral("Ana") << 1 << QStringList {QStringLiteral("Ana")};
    QTest::newRow("pinnacola red two in hand")
        << game(hand("{}", R"({"hand": "2H"})"),
                R"("variant": "pinnacola", "players": ["Ana", "Bruno", "Carla"])")
        << 1 << QStringLiteral("Bruno") << 0
        << QStringList {QStringLiteral("Bruno"), QStringLiteral("2♥")};
    QTest::newRow("too many copies across the hand")
        << game(hand(R"({"melds": ["KS KD KC"]})", R"({"melds": ["KS KH KD"]})",
                     R"({"hand": "KS"})"))
        << 1 << nobody << 0
        << QStringList {QStringLiteral("K♠"), QStringLiteral("3"), QStringLiteral("2")};
    QTest::newRow("too many jokers across the hand")
        << game(hand(R"({"melds": [{"cards": "3H 4H JK", "rescued": "JK"}]})",
                     R"({"melds": ["KS KH JK"]})", R"({"hand": "JK JK"})"))
        << 1 << nobody << 0
        << QStringList {QStringLiteral("JK"), QStringLiteral("5"), QStringLiteral("4")};
    QTest::newRow("wild on the final turn denied") << game(hand(
        R"({"melds": [{"cards": "3H 4H JK", "final_turn": true}], "out": "yes", "wild_on_final_turn": false})"))
                                                   << 1 << QStringLiteral("Ana") << 1
                                                   << QStringList {QStringLiteral("Ana"),
                                                                   QStringLiteral("meld 1")};

    // A hand after the end of the game.
    QTest::newRow("hand after pinnacola's one hand")
        << game(hand(R"({"melds": ["3H 4H 5H"], "out": "yes"})") + "," + hand("{}"),
                R"("variant": "pinnacola", "players": ["Ana", "Bruno", "Carla"])")
        << 2 << nobody << 0 << QStringList {};
    QTest::newRow("hand after the target")
        << game(hand(R"({"meld_points": 900})") + "," + hand(R"({"meld_points": 700})") + ","
                + hand("{}") + "," + hand("{}"))
        << 3 << nobody << 0 << QStringList {};
}

void TestGameFile::refusals()
{
    QFETCH(QByteArray, json);
    QFETCH(int, hand);
    QFETCH(QString, player);
    QFETCH(int, meld);
    QFETCH(QStringList, mentions);

    const GameFileReader::Result result = GameFileReader::read(json);
    QVERIFY2(!result.ok(), json.constData());
    const GameFileError &e = result.error;
    QVERIFY(!e.isNull());
    QVERIFY(!e.text().trimmed().isEmpty());
    QCOMPARE(e.line, 0);
    QCOMPARE(e.hand, hand);
    QCOMPARE(e.player, player);
    QCOMPARE(e.meld, meld);
    for (const QString &word : mentions)
        QVERIFY2(e.message.contains(word), qPrintable(e.message));
    // The place is part of the text the user sees.
    if (hand > 0)
        QVERIFY2(e.text().contains(QString::number(hand)), qPrintable(e.text()));
    if (!player.isEmpty())
        QVERIFY2(e.text().contains(player), qPrintable(e.text()));
    // Nothing of a refused file is kept.
    QVERIFY(result.game == Game {});
}

void TestGameFile::invalidJsonPlace_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("missing colon")
        << QByteArray("{\n  \"format\": \"pinaculo-game\",\n  \"version\" 1\n}") << 3 << 13;
    QTest::newRow("trailing comma")
        << QByteArray("{\"format\": \"pinaculo-game\",\n\"players\": [\"Ana\",]}") << 2 << 19;
    QTest::newRow("unclosed") << QByteArray("{\"format\": \"pinaculo-game\"") << 1 << 26;
    QTest::newRow("after accents")
        << QByteArray("{\"players\": [\"Ramón\", \"Íñigo\"] x}") << 1 << 32;
}

void TestGameFile::invalidJsonPlace()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(int, column);

    const GameFileReader::Result result = GameFileReader::read(json);
    QVERIFY(!result.ok());
    QCOMPARE(result.error.line, line);
    QCOMPARE(result.error.column, column);
    QCOMPARE(result.error.hand, 0);
    QVERIFY(!result.error.message.isEmpty());
    const QString text = result.error.text();
    QVERIFY2(text.contains(QString::number(line)) && text.contains(QString::number(column)),
             qPrintable(text));
    QVERIFY(result.game == Game {});
}

void TestGameFile::roundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("hands");
    QTest::addColumn<QStringList>("sides");

    QTest::newRow("pinaculo, every flag")
        << QStringLiteral("game-pinaculo-flags.json") << 3
        << QStringList {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")};
    QTest::newRow("pinacle pairs") << QStringLiteral("game-pinacle-pairs.json") << 2
                                   << QStringList {QStringLiteral("Nos"), QStringLiteral("Ellos")};
    QTest::newRow("pinacle six") << QStringLiteral("game-pinacle-six.json") << 1
                                 << QStringList {QStringLiteral("Azules"), QStringLiteral("Verdes"),
                                                 QStringLiteral("Rojos")};
    QTest::newRow("pinnacola to a target")
        << QStringLiteral("game-pinnacola-solo.json") << 2
        << QStringList {QStringLiteral("Ada"), QStringLiteral("Bea"), QStringLiteral("Cris")};
    QTest::newRow("pinnacola pairs") << QStringLiteral("game-pinnacola-pairs.json") << 1
                                     << QStringList {QStringLiteral("Noi"), QStringLiteral("Loro")};
    // A tournament's round ended by time after its second hand: the third was played after.
    QTest::newRow("a round ended by time")
        << QStringLiteral("game-pinnacola-time-called.json") << 3
        << QStringList {QStringLiteral("Noi"), QStringLiteral("Loro")};
}

void TestGameFile::roundTrip()
{
    QFETCH(QString, file);
    QFETCH(int, hands);
    QFETCH(QStringList, sides);

    const GameFileReader::Result first
        = GameFileReader::readFile(QDir(QStringLiteral(PINACULO_TEST_DATA)).filePath(file));
    QVERIFY2(first.ok(), qPrintable(first.error.text()));
    QCOMPARE(first.game.hands.size(), hands);
    QCOMPARE(first.game.setup.sideNames(), sides);

    // Through bytes.
    const QByteArray written = GameFileWriter::toJson(first.game, first.result);
    const GameFileReader::Result second = GameFileReader::read(written);
    QVERIFY2(second.ok(), qPrintable(second.error.text()));
    QVERIFY(second.game == first.game);
    QCOMPARE(GameFileWriter::toJson(second.game, second.result), written);

    // Through a file.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("saved.json"));
    QString error;
    QVERIFY2(GameFileWriter::writeFile(first.game, first.result, path, &error), qPrintable(error));
    const GameFileReader::Result third = GameFileReader::readFile(path);
    QVERIFY2(third.ok(), qPrintable(third.error.text()));
    QVERIFY(third.game == first.game);

    // And the same score.
    const GameResult a = GameScorer::score(first.game);
    const GameResult b = GameScorer::score(third.game);
    QCOMPARE(a.totals(sides.size()), b.totals(sides.size()));
    QCOMPARE(a.winner, b.winner);
}

void TestGameFile::defaults()
{
    const GameFileReader::Result result
        = GameFileReader::read(game(hand(R"({"melds": [{"cards": "QS QD QC"}]})")));
    QVERIFY2(result.ok(), qPrintable(result.error.text()));
    const Game &g = result.game;
    QCOMPARE(g.setup.rules, Rules::preset(Variant::Pinaculo));
    QCOMPARE(g.setup.firstDealer, 0);
    QVERIFY(!g.setup.partnership());
    const HandRecord &h = g.hands.first();
    QVERIFY(!h.exactCut);
    QCOMPARE(h.sameBackPlayer, -1);
    const PlayerResult &ana = h.results.first();
    QCOMPARE(ana.out, OutKind::No);
    QVERIFY(!ana.meldPoints && !ana.handPoints && !ana.wildOnFinalTurn);
    QCOMPARE(ana.pumbaMissed, 0);
    QCOMPARE(ana.failedOpenings, 0);
    const MeldEntry &m = ana.melds.first();
    QCOMPARE(m.laid, Laid::OverTurns);
    QVERIFY(!m.finalTurn && !m.opening && m.rescued.isEmpty());
    QVERIFY(h.results[1].melds.isEmpty() && h.results[1].hand.isEmpty());
}

void TestGameFile::timeCalledEndsTheGame()
{
    // Time called after hand 2 of a round of 3: the game is over there, the higher total wins,
    // and the hand played after it counts for nothing; the mark is written back.
    const GameFileReader::Result read = GameFileReader::readFile(
        QDir(QStringLiteral(PINACULO_TEST_DATA))
            .filePath(QStringLiteral("game-pinnacola-time-called.json")));
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    QCOMPARE(read.game.setup.timeCalledAfter, 2);
    QVERIFY(read.result.over);
    QCOMPARE(read.result.decidedBy(), 2);
    QCOMPARE(read.result.handsAfterEnd(), 1);
    QCOMPARE(OutcomeText::timeCalledNote(read.game.setup, read.result),
             QStringLiteral("Time was called after hand 2"));
    QCOMPARE(read.result.totals(2), read.result.hands[1].running);
    QVERIFY(GameFileWriter::toJson(read.game, read.result).contains("\"time_called_after\": 2"));
    // Without the mark the same hands are a round of 3 still deciding on its last hand.
    Game untimed = read.game;
    untimed.setup.timeCalledAfter = 0;
    QCOMPARE(GameScorer::score(untimed).decidedBy(), 3);
    QVERIFY(!GameFileWriter::toJson(untimed, GameScorer::score(untimed)).contains("time_called"));
    // A rematch has a time of its own.
    QCOMPARE(read.game.setup.rematch().timeCalledAfter, 0);
}

void TestGameFile::missingFile()
{
    const GameFileReader::Result result
        = GameFileReader::readFile(QStringLiteral("/nonexistent/game.json"));
    QVERIFY(!result.ok());
    QVERIFY(result.error.text().contains(u"/nonexistent/game.json"));
}

QTEST_GUILESS_MAIN(TestGameFile)
// One hand written alone and read back alone (as the database keeps hands) is the same hand,
// and the same object the whole-file writer puts in its "hands" list.
void TestGameFile::oneHandRoundTrip_data()
{
    roundTrip_data();
}

void TestGameFile::oneHandRoundTrip()
{
    QFETCH(QString, file);
    const GameFileReader::Result read
        = GameFileReader::readFile(QDir(QStringLiteral(PINACULO_TEST_DATA)).filePath(file));
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    const QJsonArray inFile
        = GameFileWriter::toJsonObject(read.game, read.result).value(u"hands").toArray();
    for (int index = 0; index < read.game.hands.size(); ++index) {
        const HandRecord &hand = read.game.hands.at(index);
        const QJsonObject object = GameFileWriter::handObject(read.game.setup, hand);
        // A hand alone does not know whether the game had ended before it: the whole file
        // marks that.
        QJsonObject expected = inFile.at(index).toObject();
        expected.remove(u"after_end");
        QCOMPARE(object, expected);
        const HandReader::Result back
            = HandReader::read(read.game.setup, QJsonDocument(object).toJson());
        QVERIFY2(back.ok(), qPrintable(back.error.text()));
        QVERIFY(back.hand == hand);
        QVERIFY(!back.afterEnd);
    }
}

// A hand alone is read as data, not judged as play: a meld no rule allows reads back as typed,
// while the same hand in a game file refuses the file.
void TestGameFile::oneHandIsNotJudged()
{
    GameSetup setup;
    setup.rules = Rules::preset(Variant::Pinaculo);
    setup.players = {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")};
    const QByteArray impossible = hand(R"({"melds": ["3H 9S KD"]})");
    const HandReader::Result alone = HandReader::read(setup, impossible);
    QVERIFY2(alone.ok(), qPrintable(alone.error.text()));
    QCOMPARE(alone.hand.results.size(), 3);
    QCOMPARE(alone.hand.results.at(0).melds.size(), 1);
    QVERIFY(!GameFileReader::read(game(impossible)).ok());
}

void TestGameFile::oneHandRefusalNamesItsPlace()
{
    GameSetup setup;
    setup.rules = Rules::preset(Variant::Pinaculo);
    setup.players = {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")};
    const HandReader::Result badLaid
        = HandReader::read(setup, hand(R"({"melds": [{"cards": "3H 4H 5H", "laid": "soon"}]})"));
    QVERIFY(!badLaid.ok());
    QCOMPARE(badLaid.error.player, QStringLiteral("Ana"));
    QCOMPARE(badLaid.error.meld, 1);
    QCOMPARE(badLaid.error.hand, 0);
    QVERIFY(badLaid.hand.results.isEmpty());

    const HandReader::Result missing = HandReader::read(setup, R"({"results": {"Ana": {}}})");
    QVERIFY(!missing.ok());
    QVERIFY2(missing.error.message.contains(u"Bruno"), qPrintable(missing.error.message));

    QVERIFY(!HandReader::read(setup, "[]").ok());
    QVERIFY(!HandReader::read(setup, "{").ok());
}

#include "tst_gamefile.moc"
