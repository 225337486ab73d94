#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamescorer.h"
#include "handreader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// GAME-FORMAT.md: every refusal with its place and reason, and load → save → load giving the
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
                                  << 0 << nobody << 0 << QStringList {u"format"_qs};
    QTest::newRow("wrong version") << QByteArray(
        R"({"format": "pinaculo-game", "version": 2, "variant": "pinaculo", "players": ["A", "B"]})")
                                   << 0 << nobody << 0 << QStringList {u"version"_qs};
    QTest::newRow("version as a string") << QByteArray(
        R"({"format": "pinaculo-game", "version": "1", "variant": "pinaculo", "players": ["A", "B"]})")
                                         << 0 << nobody << 0 << QStringList {u"version"_qs};
    QTest::newRow("unknown variant") << game("", R"("variant": "canasta", "players": ["A", "B"])")
                                     << 0 << nobody << 0 << QStringList {u"canasta"_qs};
    QTest::newRow("unknown top key")
        << game("", R"("variant": "pinaculo", "players": ["A", "B"], "dealer": "A")") << 0 << nobody
        << 0 << QStringList {u"\"dealer\""_qs};
    QTest::newRow("players not a list")
        << game("", R"("variant": "pinaculo", "players": "Ana, Bruno")") << 0 << nobody << 0
        << QStringList {u"players"_qs};
    QTest::newRow("player not a string")
        << game("", R"("variant": "pinaculo", "players": ["Ana", 2])") << 0 << nobody << 0
        << QStringList {u"players"_qs};
    QTest::newRow("duplicate player")
        << game("", R"("variant": "pinaculo", "players": ["Ana", "Ana"])") << 0 << nobody << 0
        << QStringList {u"Ana"_qs};
    QTest::newRow("unknown first dealer")
        << game("", R"("variant": "pinaculo", "players": ["Ana", "Bruno"], "first_dealer": "Zoe")")
        << 0 << nobody << 0 << QStringList {u"Zoe"_qs};
    QTest::newRow("hands not a list") << QByteArray(
        R"({"format": "pinaculo-game", "version": 1, "variant": "pinaculo", "players": ["A", "B"], "hands": {}})")
                                      << 0 << nobody << 0 << QStringList {u"hands"_qs};

    // Rules.
    QTest::newRow("unknown rule") << game(
        "", R"("variant": "pinaculo", "rules": {"targett": 1000}, "players": ["A", "B"])")
                                  << 0 << nobody << 0 << QStringList {u"targett"_qs};
    QTest::newRow("rule of the wrong type")
        << game("", R"("variant": "pinaculo", "rules": {"target": "1500"}, "players": ["A", "B"])")
        << 0 << nobody << 0 << QStringList {u"target"_qs};
    QTest::newRow("boolean rule given a number")
        << game("", R"("variant": "pinaculo", "rules": {"sets_allowed": 1}, "players": ["A", "B"])")
        << 0 << nobody << 0 << QStringList {u"sets_allowed"_qs};
    QTest::newRow("fractional rule") << game(
        "", R"("variant": "pinaculo", "rules": {"barbele_opening": 70.5}, "players": ["A", "B"])")
                                     << 0 << nobody << 0 << QStringList {u"barbele_opening"_qs};
    QTest::newRow("rule out of range")
        << game("", R"("variant": "pinaculo", "rules": {"decks": 9}, "players": ["A", "B"])") << 0
        << nobody << 0 << QStringList {u"decks"_qs};
    QTest::newRow("rules not an object")
        << game("", R"("variant": "pinaculo", "rules": [1500], "players": ["A", "B"])") << 0
        << nobody << 0 << QStringList {u"rules"_qs};

    // Players and teams that do not fit the variant.
    QTest::newRow("one player") << game("", R"("variant": "pinaculo", "players": ["Ana"])") << 0
                                << nobody << 0 << QStringList {u"2"_qs};
    QTest::newRow("seven players")
        << game("", R"("variant": "pinaculo", "players": ["A", "B", "C", "D", "E", "F", "G"])") << 0
        << nobody << 0 << QStringList {u"7"_qs, u"6"_qs};
    QTest::newRow("pinnacola five players")
        << game("", R"("variant": "pinnacola", "players": ["A", "B", "C", "D", "E"])") << 0
        << nobody << 0 << QStringList {u"5"_qs, u"4"_qs};
    QTest::newRow("pinacle three players")
        << game("", R"("variant": "pinacle", "players": ["A", "B", "C"])") << 0 << nobody << 0
        << QStringList {u"3"_qs, u"4"_qs};
    QTest::newRow("pinacle without teams")
        << game("", pinacleHead) << 0 << nobody << 0 << QStringList {};
    QTest::newRow("pinaculo with teams")
        << game("", R"("variant": "pinaculo", "players": ["A", "B", "C", "D"],
        "teams": [{"name": "X", "players": ["A", "C"]}, {"name": "Y", "players": ["B", "D"]}])")
        << 0 << nobody << 0 << QStringList {};
    QTest::newRow("partners adjacent") << game("", pinacleHead + R"(,
        "teams": [{"name": "Nos", "players": ["Ana", "Bruno"]}, {"name": "Ellos", "players": ["Carla", "Dani"]}])")
                                       << 0 << nobody << 0 << QStringList {u"Ana"_qs, u"Bruno"_qs};
    QTest::newRow("partners adjacent round the table")
        << game("", pinacleHead + R"(,
        "teams": [{"name": "Nos", "players": ["Dani", "Ana"]}, {"name": "Ellos", "players": ["Carla", "Bruno"]}])")
        << 0 << nobody << 0 << QStringList {u"Ana"_qs, u"Dani"_qs};
    QTest::newRow("team of three")
        << game("", R"("variant": "pinacle", "players": ["A", "B", "C", "D", "E", "F"],
        "teams": [{"name": "X", "players": ["A", "C", "E"]}, {"name": "Y", "players": ["B", "D", "F"]}])")
        << 0 << nobody << 0 << QStringList {u"X"_qs};
    QTest::newRow("player in no team") << game("", pinacleHead + R"(,
        "teams": [{"name": "Nos", "players": ["Ana", "Carla"]}])")
                                       << 0 << nobody << 0 << QStringList {};
    QTest::newRow("unknown team player") << game("", pinacleHead + R"(,
        "teams": [{"name": "Nos", "players": ["Ana", "Zoe"]}, {"name": "Ellos", "players": ["Bruno", "Dani"]}])")
                                         << 0 << nobody << 0 << QStringList {u"Zoe"_qs};
    QTest::newRow("pinnacola pairs of three players")
        << game("", R"("variant": "pinnacola", "players": ["A", "B", "C"],
        "teams": [{"name": "X", "players": ["A", "C"]}, {"name": "Y", "players": ["B"]}])")
        << 0 << nobody << 0 << QStringList {};
    QTest::newRow("unknown team key") << game("", pinacleHead + R"(,
        "teams": [{"name": "Nos", "players": ["Ana", "Carla"], "colour": "red"}, {"name": "Ellos", "players": ["Bruno", "Dani"]}])")
                                      << 0 << nobody << 0 << QStringList {u"colour"_qs};

    // Hands.
    QTest::newRow("unknown hand key")
        << game(R"({"exact_cutt": true, "results": {"Ana": {}, "Bruno": {}, "Carla": {}}})") << 1
        << nobody << 0 << QStringList {u"exact_cutt"_qs};
    QTest::newRow("exact cut not a boolean")
        << game(R"({"exact_cut": "yes", "results": {"Ana": {}, "Bruno": {}, "Carla": {}}})") << 1
        << nobody << 0 << QStringList {u"exact_cut"_qs};
    QTest::newRow("same back unknown player")
        << game(R"({"same_back": "Zoe", "results": {"Ana": {}, "Bruno": {}, "Carla": {}}})") << 1
        << nobody << 0 << QStringList {u"Zoe"_qs};
    QTest::newRow("missing player") << game(R"({"results": {"Ana": {}, "Bruno": {}}})") << 1
                                    << nobody << 0 << QStringList {u"Carla"_qs};
    QTest::newRow("results of a stranger")
        << game(R"({"results": {"Ana": {}, "Bruno": {}, "Carla": {}, "Zoe": {}}})") << 1 << nobody
        << 0 << QStringList {u"Zoe"_qs};
    QTest::newRow("second hand missing a player")
        << game(hand("{}") + R"(, {"results": {"Ana": {}, "Carla": {}}})") << 2 << nobody << 0
        << QStringList {u"Bruno"_qs};

    // A player's result.
    QTest::newRow("unknown result key") << game(hand(R"({"melds": [], "pumba": 1})")) << 1
                                        << u"Ana"_qs << 0 << QStringList {u"\"pumba\""_qs};
    QTest::newRow("melds and meld points")
        << game(hand("{}", R"({"melds": ["3H 4H 5H"], "meld_points": 15})")) << 1 << u"Bruno"_qs
        << 0 << QStringList {u"meld_points"_qs};
    QTest::newRow("hand and hand points")
        << game(hand("{}", "{}", R"({"hand": "3H", "hand_points": 5})")) << 1 << u"Carla"_qs << 0
        << QStringList {u"hand_points"_qs};
    QTest::newRow("meld points as text") << game(hand(R"({"meld_points": "20"})")) << 1 << u"Ana"_qs
                                         << 0 << QStringList {u"meld_points"_qs};
    QTest::newRow("negative hand points") << game(hand(R"({"hand_points": -5})")) << 1 << u"Ana"_qs
                                          << 0 << QStringList {u"hand_points"_qs};
    QTest::newRow("fractional pumba") << game(hand(R"({"pumba_missed": 1.5})")) << 1 << u"Ana"_qs
                                      << 0 << QStringList {u"pumba_missed"_qs};
    QTest::newRow("failed openings as boolean")
        << game(hand(R"({"failed_openings": true})")) << 1 << u"Ana"_qs << 0
        << QStringList {u"failed_openings"_qs};
    QTest::newRow("unknown out") << game(hand(R"({"out": "maybe"})")) << 1 << u"Ana"_qs << 0
                                 << QStringList {u"maybe"_qs};
    QTest::newRow("out as boolean")
        << game(hand(R"({"out": true})")) << 1 << u"Ana"_qs << 0 << QStringList {u"out"_qs};
    QTest::newRow("wild on final turn as text")
        << game(hand(R"({"wild_on_final_turn": "no"})")) << 1 << u"Ana"_qs << 0
        << QStringList {u"wild_on_final_turn"_qs};
    QTest::newRow("melds not a list") << game(hand(R"({"melds": "3H 4H 5H"})")) << 1 << u"Ana"_qs
                                      << 0 << QStringList {u"melds"_qs};
    QTest::newRow("bad card in hand") << game(hand("{}", R"({"hand": "3H 4X"})")) << 1
                                      << u"Bruno"_qs << 0 << QStringList {u"4X"_qs, u"2"_qs};
    QTest::newRow("result not an object")
        << game(hand("[]")) << 1 << u"Ana"_qs << 0 << QStringList {};
    QTest::newRow("more than one out")
        << game(hand(R"({"melds": ["3H 4H 5H"], "out": "yes"})", "{}",
                     R"({"melds": ["8C 9C 10C"], "out": "all_at_once"})"))
        << 1 << u"Carla"_qs << 0 << QStringList {u"Ana"_qs, u"Carla"_qs};

    // Melds.
    QTest::newRow("invalid meld") << game(hand("{}") + ","
                                          + hand("{}", R"({"melds": ["KS KH KD", "3H 4H 6H"]})"))
                                  << 2 << u"Bruno"_qs << 2
                                  << QStringList {u"Bruno"_qs, u"meld 2"_qs, u"3♥"_qs, u"6♥"_qs};
    QTest::newRow("empty meld") << game(hand(R"({"melds": ["3H 4H 5H", ""]})")) << 1 << u"Ana"_qs
                                << 2 << QStringList {u"Ana"_qs, u"meld 2"_qs};
    QTest::newRow("meld of one natural")
        << game(hand(R"({"melds": ["JK 2C 5D"]})")) << 1 << u"Ana"_qs << 1
        << QStringList {u"Ana"_qs, u"meld 1"_qs, u"natural"_qs};
    QTest::newRow("bad card in a meld")
        << game(hand("{}", R"({"melds": ["3H 4H 5H", "KS KH KX"]})")) << 1 << u"Bruno"_qs << 2
        << QStringList {u"KX"_qs, u"3"_qs};
    QTest::newRow("unknown meld key")
        << game(hand(R"({"melds": [{"cards": "3H 4H 5H", "final": true}]})")) << 1 << u"Ana"_qs << 1
        << QStringList {u"\"final\""_qs};
    QTest::newRow("meld without cards") << game(hand(R"({"melds": [{"rescued": "JK"}]})")) << 1
                                        << u"Ana"_qs << 1 << QStringList {u"cards"_qs};
    QTest::newRow("unknown laid") << game(
        hand(R"({"melds": [{"cards": "3H 4H 5H", "laid": "dealt"}]})"))
                                  << 1 << u"Ana"_qs << 1 << QStringList {u"dealt"_qs};
    QTest::newRow("final turn as text")
        << game(hand(R"({"melds": [{"cards": "3H 4H 5H", "final_turn": "yes"}]})")) << 1
        << u"Ana"_qs << 1 << QStringList {u"final_turn"_qs};
    QTest::newRow("opening as number")
        << game(hand("{}", "{}", R"({"melds": ["3C 4C 5C", {"cards": "3H 4H 5H", "opening": 1}]})"))
        << 1 << u"Carla"_qs << 2 << QStringList {u"opening"_qs};
    QTest::newRow("meld as number")
        << game(hand(R"({"melds": [15]})")) << 1 << u"Ana"_qs << 1 << QStringList {};
    QTest::newRow("natural rescued")
        << game(hand(R"({"melds": [{"cards": "3H 4H 5H", "rescued": "6H"}]})")) << 1 << u"Ana"_qs
        << 1 << QStringList {u"Ana"_qs, u"6♥"_qs};
    QTest::newRow("pinnacola rescue")
        << game(hand(R"({"melds": [{"cards": "3H 4H 5H", "rescued": "JK"}]})"),
                R"("variant": "pinnacola", "players": ["Ana", "Bruno", "Carla"])")
        << 1 << u"Ana"_qs << 1 << QStringList {u"Ana"_qs};
    QTest::newRow("pinnacola red two in hand")
        << game(hand("{}", R"({"hand": "2H"})"),
                R"("variant": "pinnacola", "players": ["Ana", "Bruno", "Carla"])")
        << 1 << u"Bruno"_qs << 0 << QStringList {u"Bruno"_qs, u"2♥"_qs};
    QTest::newRow("too many copies across the hand") << game(
        hand(R"({"melds": ["KS KD KC"]})", R"({"melds": ["KS KH KD"]})", R"({"hand": "KS"})"))
                                                     << 1 << nobody << 0
                                                     << QStringList {u"K♠"_qs, u"3"_qs, u"2"_qs};
    QTest::newRow("too many jokers across the hand")
        << game(hand(R"({"melds": [{"cards": "3H 4H JK", "rescued": "JK"}]})",
                     R"({"melds": ["KS KH JK"]})", R"({"hand": "JK JK"})"))
        << 1 << nobody << 0 << QStringList {u"JK"_qs, u"5"_qs, u"4"_qs};
    QTest::newRow("wild on the final turn denied") << game(hand(
        R"({"melds": [{"cards": "3H 4H JK", "final_turn": true}], "out": "yes", "wild_on_final_turn": false})"))
                                                   << 1 << u"Ana"_qs << 1
                                                   << QStringList {u"Ana"_qs, u"meld 1"_qs};

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
        << u"game-pinaculo-flags.json"_qs << 3 << QStringList {u"Ana"_qs, u"Bruno"_qs, u"Carla"_qs};
    QTest::newRow("pinacle pairs")
        << u"game-pinacle-pairs.json"_qs << 2 << QStringList {u"Nos"_qs, u"Ellos"_qs};
    QTest::newRow("pinacle six") << u"game-pinacle-six.json"_qs << 1
                                 << QStringList {u"Azules"_qs, u"Verdes"_qs, u"Rojos"_qs};
    QTest::newRow("pinnacola to a target")
        << u"game-pinnacola-solo.json"_qs << 2 << QStringList {u"Ada"_qs, u"Bea"_qs, u"Cris"_qs};
    QTest::newRow("pinnacola pairs")
        << u"game-pinnacola-pairs.json"_qs << 1 << QStringList {u"Noi"_qs, u"Loro"_qs};
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
    const QByteArray written = GameFileWriter::toJson(first.game);
    const GameFileReader::Result second = GameFileReader::read(written);
    QVERIFY2(second.ok(), qPrintable(second.error.text()));
    QVERIFY(second.game == first.game);
    QCOMPARE(GameFileWriter::toJson(second.game), written);

    // Through a file.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"saved.json"_qs);
    QString error;
    QVERIFY2(GameFileWriter::writeFile(first.game, path, &error), qPrintable(error));
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

void TestGameFile::missingFile()
{
    const GameFileReader::Result result = GameFileReader::readFile(u"/nonexistent/game.json"_qs);
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
    const QJsonArray inFile = GameFileWriter::toJsonObject(read.game).value(u"hands").toArray();
    for (int index = 0; index < read.game.hands.size(); ++index) {
        const HandRecord &hand = read.game.hands.at(index);
        const QJsonObject object = GameFileWriter::handObject(read.game.setup, hand);
        QCOMPARE(object, inFile.at(index).toObject());
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
    setup.players = {u"Ana"_qs, u"Bruno"_qs, u"Carla"_qs};
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
    setup.players = {u"Ana"_qs, u"Bruno"_qs, u"Carla"_qs};
    const HandReader::Result badLaid
        = HandReader::read(setup, hand(R"({"melds": [{"cards": "3H 4H 5H", "laid": "soon"}]})"));
    QVERIFY(!badLaid.ok());
    QCOMPARE(badLaid.error.player, u"Ana"_qs);
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
