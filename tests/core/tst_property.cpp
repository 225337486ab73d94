#include "cardnotation.h"
#include "coretext.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamescorer.h"
#include "gamevalidator.h"
#include "handvalidator.h"
#include "meldanalysis.h"
#include "randomgame.h"
#include "scorejsonwriter.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace pinaculo;

Q_DECLARE_METATYPE(pinaculo::Variant)

// Properties that hold for every game, checked on random games of every variant and table size
// (fixed seeds, so a failure replays), and regressions found by fuzzing the engine.
class TestProperty : public QObject
{
    Q_OBJECT

private slots:
    void scoring_data();
    void scoring();
    void onePass_data();
    void onePass();
    void roundTrip_data();
    void roundTrip();
    void refusals_data();
    void refusals();
    void fuzzRegressions_data();
    void fuzzRegressions();
};

namespace {

constexpr int GamesPerTable = 6;
constexpr int MaxHands = 40;

void addTables()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("pairs");
    QTest::addColumn<int>("target"); // -1: the preset's
    for (int players = 2; players <= 6; ++players)
        QTest::addRow("pinaculo %d", players) << Variant::Pinaculo << players << false << -1;
    QTest::newRow("pinaculo 4 target 3000") << Variant::Pinaculo << 4 << false << 3000;
    QTest::newRow("pinacle 4 pairs") << Variant::Pinacle << 4 << true << -1;
    QTest::newRow("pinacle 6 pairs") << Variant::Pinacle << 6 << true << -1;
    for (int players = 2; players <= 4; ++players)
        QTest::addRow("pinnacola %d", players) << Variant::Pinnacola << players << false << -1;
    QTest::newRow("pinnacola 4 pairs") << Variant::Pinnacola << 4 << true << -1;
    QTest::newRow("pinnacola 3 target 1500") << Variant::Pinnacola << 3 << false << 1500;
}

QList<Game> gamesOfRow()
{
    QFETCH(Variant, variant);
    QFETCH(int, players);
    QFETCH(bool, pairs);
    QFETCH(int, target);
    GameSetup setup = RandomGame::setup(variant, players, pairs);
    if (target >= 0)
        setup.rules.target = target;
    QList<Game> games;
    // One seed per row and game: the row's name is stable, so is the hash.
    const quint32 base = qHash(QByteArray(QTest::currentDataTag()), 7u);
    for (int g = 0; g < GamesPerTable; ++g) {
        RandomGame random(base + quint32(g));
        setup.firstDealer = g % players;
        games.append(random.game(setup, MaxHands));
    }
    return games;
}

} // namespace

void TestProperty::scoring_data()
{
    addTables();
}

// A side's hand points are the sum of its lines, totals are cumulative sums, every line and
// warning can be put in words, and the end of the game matches the totals.
void TestProperty::scoring()
{
    for (const Game &game : gamesOfRow()) {
        const GameSetup &setup = game.setup;
        QVERIFY(!game.hands.isEmpty());
        const GameResult result = GameScorer::score(game);
        QCOMPARE(result.hands.size(), game.hands.size());
        QList<int> running(setup.sideCount(), 0);
        for (int i = 0; i < game.hands.size(); ++i) {
            QVERIFY2(
                HandValidator::validate(setup, game.hands[i], result.hands[i].barbele).isEmpty(),
                "the dealer produced an impossible hand");
            const HandOutcome &outcome = result.hands[i];
            QCOMPARE(outcome.number, i + 1);
            QCOMPARE(outcome.dealer, (setup.firstDealer + i) % setup.playerCount());
            QList<int> sides(setup.sideCount(), 0);
            QList<int> seats(setup.playerCount(), 0);
            for (const ScoreLine &line : outcome.score.lines) {
                QVERIFY(line.side >= 0 && line.side < setup.sideCount());
                QCOMPARE(line.side, setup.sideOfSeat(line.seat));
                sides[line.side] += line.points;
                seats[line.seat] += line.points;
                QVERIFY(!CoreText::describeLine(line, setup).isEmpty());
                if (line.kind == ScoreLine::Kind::Meld && !line.quickEntry) {
                    const MeldEntry &m = game.hands[i].results[line.seat].melds[line.meldIndex];
                    QCOMPARE(line.points,
                             MeldAnalyzer::analyze(m.cards, setup.rules, m.laid).value);
                }
                if (line.kind == ScoreLine::Kind::Hand && !line.quickEntry) {
                    int face = 0;
                    for (const Card &card : game.hands[i].results[line.seat].hand)
                        face += MeldAnalyzer::faceValue(card, setup.rules);
                    QCOMPARE(line.points, -face);
                }
            }
            for (const HandWarning &w : outcome.score.warnings)
                QVERIFY(!CoreText::warning(w, setup).isEmpty());
            QCOMPARE(outcome.score.sidePoints, sides);
            QCOMPARE(outcome.score.seatPoints, seats);
            for (int side = 0; side < running.size(); ++side)
                running[side] += sides[side];
            QCOMPARE(outcome.running, running);
            QCOMPARE(outcome.barbele,
                     GameScorer::barbeleAt(setup, i,
                                           i == 0 ? QList<int>(running.size(), 0)
                                                  : result.hands[i - 1].running));
        }
        // The game ends on its last hand or not at all; the winner has the best total.
        // Independently of the scorer: over when someone reached the target alone at the top
        // (or after one hand without a target), a draw only without a target.
        const int top = *std::max_element(running.cbegin(), running.cend());
        const bool alone = running.count(top) == 1;
        const bool over = setup.rules.target <= 0 || (top >= setup.rules.target && alone);
        QCOMPARE(result.over, over);
        QCOMPARE(result.winner, over && alone ? int(running.indexOf(top)) : -1);
        QCOMPARE(result.finalTotals, running);
        if (result.over)
            QCOMPARE(result.endedAfterHand, int(game.hands.size()) - 1);
        else
            QCOMPARE(game.hands.size(), qsizetype(MaxHands));
        if (result.winner >= 0) {
            for (int total : running)
                QVERIFY(total <= running[result.winner]);
        }
    }
}

void TestProperty::onePass_data()
{
    addTables();
}

// The one-pass check scores a game as GameScorer::score does; a hand added onto a game's result
// scores as the whole game scored again; and the check stops at the first impossible hand,
// with that hand's every problem and the outcome of the hands before it.
void TestProperty::onePass()
{
    const auto json = [](const Game &game, const GameResult &result) {
        return ScoreJsonWriter::write(game, result);
    };
    for (const Game &game : gamesOfRow()) {
        const GameResult result = GameScorer::score(game);
        const GameCheck checked = GameScorer::check(game);
        QVERIFY(checked.ok());
        QVERIFY(checked.problems.isEmpty());
        QCOMPARE(json(game, checked.result), json(game, result));

        Game before = game;
        const HandRecord last = before.hands.takeLast();
        GameScorer onto(game.setup, GameScorer::score(before));
        QVERIFY(onto.addIfPossible(last).isEmpty());
        QCOMPARE(json(game, onto.result()), json(game, result));

        const int broken = int(game.hands.size()) / 2;
        Game impossible = game;
        impossible.hands[broken].results[0].pumbaMissed = -1;
        const GameCheck refused = GameScorer::check(impossible);
        QCOMPARE(refused.problemHand, broken);
        QCOMPARE(refused.problems.size(),
                 HandValidator::validate(game.setup, impossible.hands[broken],
                                         result.hands[broken].barbele)
                     .size());
        QCOMPARE(refused.result.hands.size(), broken);
        const std::optional<GameProblem> first = GameValidator::firstProblem(impossible);
        QVERIFY(first && refused.firstProblem());
        QCOMPARE(refused.firstProblem()->handIndex, first->handIndex);
        QCOMPARE(refused.firstProblem()->problem.code, HandProblem::Code::NegativeCount);
    }
}

void TestProperty::roundTrip_data()
{
    addTables();
}

// Load → save → load changes nothing, and the file written twice is the same text.
void TestProperty::roundTrip()
{
    for (const Game &game : gamesOfRow()) {
        const QByteArray json = GameFileWriter::toJson(game, GameScorer::score(game));
        const GameFileReader::Result first = GameFileReader::read(json);
        QVERIFY2(first.ok(), qPrintable(first.error.text()));
        QVERIFY(first.game == game);
        // The reader keeps the outcome it scored while it judged the hands.
        QCOMPARE(ScoreJsonWriter::write(first.game, first.result),
                 ScoreJsonWriter::write(game, GameScorer::score(game)));
        const QByteArray again = GameFileWriter::toJson(first.game, first.result);
        QCOMPARE(again, json);
        const GameFileReader::Result second = GameFileReader::read(again);
        QVERIFY2(second.ok(), qPrintable(second.error.text()));
        QVERIFY(second.game == first.game);
    }
}

void TestProperty::refusals_data()
{
    addTables();
}

// Every refusal rule of docs/game-file.md, applied to a valid game: the whole file is refused and
// the message names the hand that broke it.
void TestProperty::refusals()
{
    int broken = 0;
    for (const Game &game : gamesOfRow()) {
        const Rules &rules = game.setup.rules;
        const QJsonObject valid = GameFileWriter::toJsonObject(game, GameScorer::score(game));
        QVERIFY(GameFileReader::read(QJsonDocument(valid).toJson()).ok());
        const int handIndex = int(qHash(GameFileWriter::toJson(game, GameScorer::score(game)))
                                  % quint32(game.hands.size()));
        const QString ana = game.setup.players.first();
        const QString bruno = game.setup.players.value(1);

        // Applies `change` to one hand's JSON and expects the file to be refused at that hand.
        auto expectRefused = [&](const char *what, auto change, int expectedHand) {
            QJsonObject top = valid;
            QJsonArray hands = top.value(u"hands").toArray();
            QJsonObject hand = hands[handIndex].toObject();
            QJsonObject results = hand.value(u"results").toObject();
            change(top, hand, results);
            hand.insert(u"results", results);
            hands[handIndex] = hand;
            top.insert(u"hands", hands);
            const GameFileReader::Result r = GameFileReader::read(QJsonDocument(top).toJson());
            QVERIFY2(!r.ok(), what);
            QVERIFY2(r.game.hands.isEmpty() && r.game.setup.players.isEmpty(),
                     "a refused file must not be partly imported");
            QVERIFY2(!r.error.message.isEmpty(), what);
            if (expectedHand > 0)
                QVERIFY2(r.error.hand == expectedHand,
                         qPrintable(QStringLiteral("%1: %2").arg(QLatin1StringView(what),
                                                                 r.error.text())));
            ++broken;
        };
        const int at = handIndex + 1;
        auto resultOf = [](QJsonObject &results, const QString &name) {
            return results.value(name).toObject();
        };

        // A card more often than the decks hold: copies of a card of the hand up to one too many.
        expectRefused(
            "third copy",
            [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                const HandRecord &h = game.hands[handIndex];
                Card card = Card::joker();
                for (const PlayerResult &r : h.results) {
                    for (const MeldEntry &m : r.melds)
                        card = m.cards.isEmpty() ? card : m.cards.first();
                }
                const int limit = card.isJoker() ? rules.jokers : rules.decks;
                int held = 0; // copies already in the hand, quick entries aside
                for (const PlayerResult &r : h.results) {
                    for (const MeldEntry &m : r.melds)
                        held += int(m.cards.count(card) + m.rescued.count(card));
                    held += int(r.hand.count(card));
                }
                QJsonObject r = resultOf(results, ana);
                r.remove(u"hand_points");
                QString extra = r.value(u"hand").toString();
                for (int i = held; i < limit + 1; ++i)
                    extra += QLatin1Char(' ')
                        + CardNotation::canonical().format(card, CardNotation::Style::Letters);
                r.insert(u"hand", extra.trimmed());
                results.insert(ana, r);
            },
            at);
        expectRefused(
            "two players out",
            [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                for (const QString &name : {ana, bruno}) {
                    QJsonObject r = resultOf(results, name);
                    r.insert(u"out", QStringLiteral("yes"));
                    results.insert(name, r);
                }
            },
            at);
        expectRefused(
            "missing player",
            [&](QJsonObject &, QJsonObject &, QJsonObject &results) { results.remove(bruno); }, at);
        expectRefused(
            "unknown player",
            [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                results.insert(QStringLiteral("Nadie"), QJsonObject {});
            },
            at);
        expectRefused(
            "invalid meld",
            [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                QJsonObject r = resultOf(results, bruno);
                r.remove(u"meld_points");
                QJsonArray melds = r.value(u"melds").toArray();
                melds.append(QStringLiteral("3H 4S 5D")); // three ranks, three suits: no meld
                r.insert(u"melds", melds);
                results.insert(bruno, r);
            },
            at);
        expectRefused(
            "meld of two cards",
            [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                QJsonObject r = resultOf(results, bruno);
                r.remove(u"meld_points");
                QJsonArray melds = r.value(u"melds").toArray();
                melds.append(QJsonObject {{QStringLiteral("cards"), QStringLiteral("KS KD")}});
                r.insert(u"melds", melds);
                results.insert(bruno, r);
            },
            at);
        expectRefused(
            "melds and meld_points",
            [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                QJsonObject r = resultOf(results, ana);
                r.insert(u"melds", QJsonArray {});
                r.insert(u"meld_points", 10);
                results.insert(ana, r);
            },
            at);
        expectRefused(
            "hand and hand_points",
            [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                QJsonObject r = resultOf(results, ana);
                r.insert(u"hand", QString());
                r.insert(u"hand_points", 10);
                results.insert(ana, r);
            },
            at);
        expectRefused(
            "not a card",
            [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                QJsonObject r = resultOf(results, ana);
                r.remove(u"hand_points");
                r.insert(u"hand", QStringLiteral("KS 1X"));
                results.insert(ana, r);
            },
            at);
        expectRefused(
            "unknown key in a result",
            [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                QJsonObject r = resultOf(results, ana);
                r.insert(u"bonus", 100);
                results.insert(ana, r);
            },
            at);
        expectRefused(
            "unknown key in a hand",
            [&](QJsonObject &, QJsonObject &hand, QJsonObject &) {
                hand.insert(u"extra_cut", true);
            },
            at);
        expectRefused(
            "negative count",
            [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                QJsonObject r = resultOf(results, ana);
                r.insert(u"pumba_missed", -1);
                results.insert(ana, r);
            },
            at);
        expectRefused(
            "wrong out",
            [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                QJsonObject r = resultOf(results, ana);
                r.insert(u"out", QStringLiteral("maybe"));
                results.insert(ana, r);
            },
            at);
        if (!rules.redTwosInDeck) {
            expectRefused(
                "red two",
                [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                    QJsonObject r = resultOf(results, ana);
                    r.remove(u"hand_points");
                    r.insert(u"hand", QStringLiteral("2H"));
                    results.insert(ana, r);
                },
                at);
        }
        if (!rules.rescueAllowed) {
            expectRefused(
                "rescue where none is allowed",
                [&](QJsonObject &, QJsonObject &, QJsonObject &results) {
                    QJsonObject r = resultOf(results, bruno);
                    r.remove(u"meld_points");
                    QJsonArray melds = r.value(u"melds").toArray();
                    melds.append(QJsonObject {{QStringLiteral("cards"), QStringLiteral("5S 6S 7S")},
                                              {QStringLiteral("rescued"), QStringLiteral("JK")}});
                    r.insert(u"melds", melds);
                    results.insert(bruno, r);
                },
                at);
        }
        // Setup refusals, before any hand.
        expectRefused(
            "too many players",
            [&](QJsonObject &top, QJsonObject &, QJsonObject &) {
                QJsonArray players = top.value(u"players").toArray();
                for (int i = 0; i < 9; ++i)
                    players.append(QStringLiteral("Extra %1").arg(i));
                top.insert(u"players", players);
            },
            0);
        expectRefused(
            "duplicate player",
            [&](QJsonObject &top, QJsonObject &, QJsonObject &) {
                QJsonArray players = top.value(u"players").toArray();
                players.append(ana);
                top.insert(u"players", players);
            },
            0);
        expectRefused(
            "unknown rule",
            [&](QJsonObject &top, QJsonObject &, QJsonObject &) {
                top.insert(u"rules", QJsonObject {{QStringLiteral("tarjet"), 1500}});
            },
            0);
        if (game.setup.partnership()) {
            expectRefused(
                "partners side by side",
                [&](QJsonObject &top, QJsonObject &, QJsonObject &) {
                    QJsonArray teams = top.value(u"teams").toArray();
                    QJsonObject first = teams[0].toObject();
                    QJsonObject second = teams[1].toObject();
                    QJsonArray a = first.value(u"players").toArray();
                    QJsonArray b = second.value(u"players").toArray();
                    const QJsonValue swap = a[1];
                    a[1] = b[0];
                    b[0] = swap;
                    first.insert(u"players", a);
                    second.insert(u"players", b);
                    teams[0] = first;
                    teams[1] = second;
                    top.insert(u"teams", teams);
                },
                0);
        }
        // A hand after the end of the game: refused at that hand, nothing imported.
        if (GameScorer::score(game).over) {
            QJsonObject top = valid;
            QJsonArray hands = top.value(u"hands").toArray();
            hands.append(hands.last());
            top.insert(u"hands", hands);
            const GameFileReader::Result r = GameFileReader::read(QJsonDocument(top).toJson());
            QVERIFY(!r.ok());
            QVERIFY(r.game.hands.isEmpty());
            QCOMPARE(r.error.hand, int(game.hands.size()) + 1);
            ++broken;
        }
    }
    QVERIFY(broken >= GamesPerTable * 15);
}

void TestProperty::fuzzRegressions_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("accepted");
    const QByteArray head = R"({"format":"pinaculo-game","version":1,"variant":"pinaculo",)"
                            R"("players":["Ana","Bruno"],)";
    const QByteArray hand = R"("hands":[{"results":{"Ana":{"melds":["3H 4H 5H"],"out":"yes"},)"
                            R"("Bruno":{"hand":"KD"}}}]})";
    QTest::newRow("plain game") << head + hand << true;
    // A number far beyond any integer type was converted before its range was checked
    // (undefined behaviour: double to qint64 out of range).
    QTest::newRow("huge meld_points") << head
            + R"("hands":[{"results":{"Ana":{"meld_points":602222222222222222222222222222222222222222222222222},)"
              R"("Bruno":{}}}]})" << false;
    QTest::newRow("huge pumba_missed")
        << head + R"("hands":[{"results":{"Ana":{"pumba_missed":1e19},"Bruno":{}}}]})" << false;
    QTest::newRow("huge negative hand_points")
        << head + R"("hands":[{"results":{"Ana":{"hand_points":-1e300},"Bruno":{}}}]})" << false;
    // Absurd numbers overflowed int arithmetic (undefined behaviour) while scoring: a billion
    // missed pumbas, factors and card values of a million, totals that tie at the top and so
    // never end the game. Points now saturate, and a file's counts and points are bounded by
    // docs/game-file.md "Limits", so those of a file are refused before scoring.
    QTest::newRow("billion pumbas") << head
            + R"("hands":[{"results":{"Ana":{"melds":["3H 4H 5H"],"out":"yes"},)"
              R"("Bruno":{"hand":"KD","pumba_missed":1000000000}}}]})"
                                    << false;
    QTest::newRow("billion failed openings") << head
            + R"("hands":[{"results":{"Ana":{"meld_points":800},"Bruno":{}}},)"
              R"({"results":{"Ana":{"failed_openings":1000000000},"Bruno":{}}}]})"
                                             << false;
    QTest::newRow("million long-run factor") << QByteArray(
        R"({"format":"pinaculo-game","version":1,"variant":"pinnacola","players":["Ana","Bruno"],)"
        R"("rules":{"long_run_factor":1000000,"high_card_value":1000000},)"
        R"("hands":[{"results":{"Ana":{"melds":["8H 9H 10H JH QH KH AH"],"out":"yes"},"Bruno":{}}}]})")
                                             << true;
    QTest::newRow("million all-at-once factor") << QByteArray(
        R"({"format":"pinaculo-game","version":1,"variant":"pinaculo","players":["Ana","Bruno"],)"
        R"("rules":{"all_at_once_clean_factor":1000000,"clean_escalera_value":1000000,"target":0},)"
        R"("hands":[{"results":{"Ana":{"melds":["3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",)"
        R"("3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH","3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"],)"
        R"("out":"all_at_once"},"Bruno":{}}}]})")
                                                << true;
    QByteArray tiedHands;
    for (int i = 0; i < 4; ++i)
        tiedHands += QByteArray(i ? "," : "")
            + R"({"results":{"Ana":{"meld_points":1000000000},"Bruno":{"meld_points":1000000000}}})";
    QTest::newRow("ties at the top add up past int")
        << head + R"("hands":[)" + tiedHands + "]}" << false;
    // The hostile seeds of the game-file fuzzer (tests/fuzz/corpus): a short name of markup is
    // only text; the others break a limit (the nested tables and the huge font are too long).
    const QDir seeds(QStringLiteral(PINACULO_TEST_DATA "/../fuzz/corpus/fuzz_gamefile"));
    for (const QString &name : seeds.entryList({QStringLiteral("hostile-*.json")}, QDir::Files)) {
        QFile seed(seeds.filePath(name));
        if (!seed.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(seed.fileName()));
        QTest::newRow(qPrintable(name)) << seed.readAll() << name.contains(u"image");
    }
    const QByteArray rulesHead = R"({"format":"pinaculo-game","version":1,"variant":"pinaculo",)";
    QTest::newRow("huge rule") << rulesHead
            + R"("rules":{"target":1e300},"players":["Ana","Bruno"]})"
                               << false;
    QTest::newRow("huge negative rule")
        << rulesHead + R"("rules":{"decks":-9.3e18},"players":["Ana","Bruno"]})" << false;
}

// Inputs the fuzzers once crashed or tripped a sanitizer on; each must now be read cleanly.
void TestProperty::fuzzRegressions()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, accepted);
    const GameFileReader::Result r = GameFileReader::read(input);
    QCOMPARE(r.ok(), accepted);
    if (r.ok()) {
        GameScorer::score(r.game);
        QVERIFY(GameFileReader::read(GameFileWriter::toJson(r.game, r.result)).ok());
    }
}

QTEST_GUILESS_MAIN(TestProperty)
#include "tst_property.moc"
