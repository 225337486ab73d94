#include "gamefileoutline.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamescorer.h"
#include "randomgame.h"

#include <QJsonDocument>
#include <QTest>

using namespace pinaculo;

// A game file is read one hand at a time, from the spans GameFileOutline finds, so a long game is
// never held parsed whole. The user relies on that changing nothing: the same game and scores,
// and every refusal with the same words and place as a reading of the whole document gives.
class TestGameFileOutline : public QObject
{
    Q_OBJECT

private slots:
    void spansAreTheHands();
    void irregularFilesHaveNoOutline_data();
    void irregularFilesHaveNoOutline();
    void readsTheSameGame_data();
    void readsTheSameGame();
    void readsTheSameLongGame();
    void refusesAsTheWholeReading_data();
    void refusesAsTheWholeReading();
};

namespace {

// The same file with its "hands" key written with an escape: QJsonDocument reads the same key,
// but the outline gives way, so the reader parses the document whole. Everything after the key
// keeps its line and column.
QByteArray readWhole(const QByteArray &json)
{
    QByteArray escaped = json;
    const qsizetype at = escaped.indexOf("\"hands\"");
    if (at >= 0)
        escaped.replace(at, 7, "\"h\\u0061nds\"");
    return escaped;
}

// A valid game of three players around the given hands, one per line.
QByteArray game(const QList<QByteArray> &hands)
{
    return "{\"format\": \"pinaculo-game\", \"version\": 1, \"variant\": \"pinaculo\",\n"
           "\"players\": [\"Ana\", \"Bruno\", \"Carla\"], \"hands\": [\n"
        + hands.join(",\n") + "\n]}\n";
}

QByteArray hand(const QByteArray &ana, const QByteArray &bruno = "{}")
{
    return R"({"results": {"Ana": )" + ana + R"(, "Bruno": )" + bruno + R"(, "Carla": {}}})";
}

} // namespace

void TestGameFileOutline::spansAreTheHands()
{
    const QList<QByteArray> hands {hand(R"({"meld_points": 90})"),
                                   hand(R"({"hand": "KS \"QS\""})", R"({"out": "yes"})"),
                                   hand("{\"melds\": [\"JK 2H [x]\"]}")};
    const QByteArray json = game(hands);
    const std::optional<GameFileOutline> outline = GameFileOutline::of(json);
    QVERIFY(outline);
    QVERIFY(outline->hasHands());
    QCOMPARE(outline->hands().size(), hands.size());
    for (int i = 0; i < hands.size(); ++i) {
        const GameFileOutline::Span span = outline->hands()[i];
        QCOMPARE(json.sliced(span.begin, span.end - span.begin), hands[i]);
    }
    const GameFileOutline::Span array = outline->handsArray();
    QCOMPARE(json[array.begin], '[');
    QCOMPARE(json[array.end - 1], ']');

    const std::optional<GameFileOutline> none
        = GameFileOutline::of(R"({"format": "pinaculo-game", "players": ["Ana"]})");
    QVERIFY(none);
    QVERIFY(!none->hasHands());
}

void TestGameFileOutline::irregularFilesHaveNoOutline_data()
{
    QTest::addColumn<QByteArray>("json");
    const QByteArray one = hand("{}");
    QTest::newRow("escaped top-level key") << readWhole(game({one}));
    QTest::newRow("a hand that is not an object") << game({one, "\"hand\""});
    QTest::newRow("trailing comma") << game({one, ""});
    QTest::newRow("text after the object") << game({one}) + "x";
    QTest::newRow("unclosed hand") << game({"{\"results\": {"});
    QTest::newRow("hands twice") << QByteArray(R"({"hands": [], "hands": []})");
    QTest::newRow("not an object") << QByteArray("[]");
}

void TestGameFileOutline::irregularFilesHaveNoOutline()
{
    QFETCH(QByteArray, json);
    QVERIFY(!GameFileOutline::of(json));
}

void TestGameFileOutline::readsTheSameGame_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("pairs");
    QTest::newRow("pinaculo, 4 players") << int(Variant::Pinaculo) << 4 << false;
    QTest::newRow("pinacle pairs") << int(Variant::Pinacle) << 4 << true;
    QTest::newRow("pinnacola, 3 players") << int(Variant::Pinnacola) << 3 << false;
}

void TestGameFileOutline::readsTheSameGame()
{
    QFETCH(int, variant);
    QFETCH(int, players);
    QFETCH(bool, pairs);
    for (quint32 seed = 1; seed <= 5; ++seed) {
        RandomGame random(seed);
        const Game played = random.game(RandomGame::setup(Variant(variant), players, pairs), 40);
        const QByteArray json = GameFileWriter::toJson(played, GameScorer::score(played));
        QVERIFY(GameFileOutline::of(json));
        QVERIFY(!GameFileOutline::of(readWhole(json)));

        const GameFileReader::Result outlined = GameFileReader::read(json);
        const GameFileReader::Result whole = GameFileReader::read(readWhole(json));
        QVERIFY2(outlined.ok(), qPrintable(outlined.error.text()));
        QVERIFY2(whole.ok(), qPrintable(whole.error.text()));
        QVERIFY(outlined.game == played);
        QVERIFY(whole.game == played);
        // The scores the reader kept, written out, are those of the whole reading.
        QCOMPARE(GameFileWriter::toJson(outlined.game, outlined.result),
                 GameFileWriter::toJson(whole.game, whole.result));
        QCOMPARE(GameFileWriter::toJson(outlined.game, outlined.result), json);
    }
}

// A long game's later half is parsed on a second thread while the first is scored: the same
// game and the same scores, hand for hand.
void TestGameFileOutline::readsTheSameLongGame()
{
    RandomGame random(450);
    GameSetup setup = RandomGame::setup(Variant::Pinaculo, 4, false);
    setup.rules.target = 1000000; // far enough that no hand comes after the end
    const Game played = random.game(setup, 450);
    QCOMPARE(played.hands.size(), 450);
    const QByteArray json = GameFileWriter::toJson(played, GameScorer::score(played));
    const GameFileReader::Result outlined = GameFileReader::read(json);
    const GameFileReader::Result whole = GameFileReader::read(readWhole(json));
    QVERIFY2(outlined.ok(), qPrintable(outlined.error.text()));
    QVERIFY(outlined.game == played);
    QCOMPARE(GameFileWriter::toJson(outlined.game, outlined.result),
             GameFileWriter::toJson(whole.game, whole.result));
    QCOMPARE(GameFileWriter::toJson(outlined.game, outlined.result), json);
}

void TestGameFileOutline::refusesAsTheWholeReading_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // a word of the message, so the case refuses as meant

    const QByteArray good = hand("{}");
    const QByteArray unknownKey = hand(R"({"meld_point": 5})");
    QTest::newRow("unknown key in the second hand")
        << game({good, unknownKey}) << QStringLiteral("meld_point");
    QTest::newRow("bad card") << game({good, hand(R"({"hand": "KX"})")}) << QStringLiteral("KX");
    QTest::newRow("invalid meld") << game({hand(R"({"melds": ["KS QH"]})")}) << QString();
    // The order of the whole reading holds: the syntax of the file, then what QJsonDocument lets
    // through, then the hands in order.
    QTest::newRow("a syntax error after a refused hand")
        << game({unknownKey, good, "{\"results\": {\"Ana\": {} \"Bruno\": {}}}"}) << QString();
    QTest::newRow("a duplicate key after a refused hand")
        << game({unknownKey, good, hand(R"({"out": "no", "out": "no"})")}) << QStringLiteral("out");
    QTest::newRow("a control character after a refused hand")
        << game({unknownKey, hand("{\"hand\": \"KS\\u0001\"}")}) << QStringLiteral("U+0001");
    QTest::newRow("after_end where the game goes on")
        << game({"{\"after_end\": true, \"results\": {\"Ana\": {}, \"Bruno\": {}, \"Carla\": {}}}"})
        << QStringLiteral("after_end");
    QTest::newRow("a player missing")
        << game({R"({"results": {"Ana": {}, "Bruno": {}}})"}) << QStringLiteral("Carla");

    // A game long enough to be parsed in two halves, refused in each half and at its seam.
    const auto longGame = [&good](int refused, const QByteArray &refusedHand) {
        QList<QByteArray> hands(400, good);
        hands[refused] = refusedHand;
        return game(hands);
    };
    QTest::newRow("bad card in a long game's first half")
        << longGame(10, hand(R"({"hand": "KX"})")) << QStringLiteral("KX");
    QTest::newRow("bad card in a long game's second half")
        << longGame(350, hand(R"({"hand": "QZ"})")) << QStringLiteral("QZ");
    QTest::newRow("unknown key at the start of a long game's second half")
        << longGame(200, unknownKey) << QStringLiteral("meld_point");
    QTest::newRow("a duplicate key in a long game's second half")
        << longGame(399, hand(R"({"out": "no", "out": "no"})")) << QStringLiteral("out");
    QTest::newRow("after_end in a long game's second half")
        << longGame(300,
                    "{\"after_end\": true, \"results\": {\"Ana\": {}, \"Bruno\": {}, "
                    "\"Carla\": {}}}")
        << QStringLiteral("after_end");
}

void TestGameFileOutline::refusesAsTheWholeReading()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const GameFileReader::Result outlined = GameFileReader::read(json);
    const GameFileReader::Result whole = GameFileReader::read(readWhole(json));
    QVERIFY(!outlined.ok());
    QVERIFY(!whole.ok());
    QVERIFY2(outlined.error.message.contains(expected), qPrintable(outlined.error.text()));
    QCOMPARE(outlined.error.text(), whole.error.text());
    QCOMPARE(outlined.error.message, whole.error.message);
    QCOMPARE(outlined.error.line, whole.error.line);
    QCOMPARE(outlined.error.column, whole.error.column);
    QCOMPARE(outlined.error.hand, whole.error.hand);
    QCOMPARE(outlined.error.player, whole.error.player);
    QCOMPARE(outlined.error.meld, whole.error.meld);
    QVERIFY(outlined.game == Game {});
}

QTEST_GUILESS_MAIN(TestGameFileOutline)
#include "tst_gamefileoutline.moc"
