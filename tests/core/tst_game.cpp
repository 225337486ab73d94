#include "coretext.h"
#include "gamescorer.h"
#include "outcometext.h"
#include "ruleparameters.h"
#include "setupvalidator.h"
#include "translations.h"
#include "support/testgames.h"

#include <QTest>

using namespace pinaculo;

// docs/rules.md §7 and §9 over a whole game: seats and dealing, barbelé, running totals, the end of
// the game and its winner, and the order of the sides.
class TestGame : public QObject
{
    Q_OBJECT

private slots:
    // The English catalogue, as the application and the command-line tool install it: it
    // gives the sentences their plural forms.
    void initTestCase() { QVERIFY(Translations::install(QStringLiteral("en"))); }
    void rotation_data();
    void rotation();
    void rotationInOutcomes();
    void barbeleAt_data();
    void barbeleAt();
    void judge_data();
    void judge();
    void playedGame_data();
    void playedGame();
    void handLimit_data();
    void handLimit();
    void sides_data();
    void sides();
    void quickEntryOneNotePerHand();
};

using testgames::setupOf;
using testgames::signedPointsHand;

void TestGame::rotation_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("firstDealer");
    QTest::addColumn<int>("hand"); // 0-based
    QTest::addColumn<int>("dealer");
    QTest::addColumn<int>("cutter");
    QTest::addColumn<int>("first");

    QTest::newRow("2 players, hand 1") << 2 << 0 << 0 << 0 << 1 << 1;
    QTest::newRow("2 players, hand 2") << 2 << 0 << 1 << 1 << 0 << 0;
    QTest::newRow("3 players, hand 1") << 3 << 0 << 0 << 0 << 2 << 1;
    QTest::newRow("3 players, hand 2") << 3 << 0 << 1 << 1 << 0 << 2;
    QTest::newRow("3 players, hand 3") << 3 << 0 << 2 << 2 << 1 << 0;
    QTest::newRow("3 players, hand 4") << 3 << 0 << 3 << 0 << 2 << 1;
    QTest::newRow("4 players, hand 1") << 4 << 0 << 0 << 0 << 3 << 1;
    QTest::newRow("4 players, hand 4") << 4 << 0 << 3 << 3 << 2 << 0;
    QTest::newRow("5 players, hand 1") << 5 << 0 << 0 << 0 << 4 << 1;
    QTest::newRow("5 players, hand 5") << 5 << 0 << 4 << 4 << 3 << 0;
    QTest::newRow("5 players, hand 6") << 5 << 0 << 5 << 0 << 4 << 1;
    QTest::newRow("6 players, hand 1") << 6 << 0 << 0 << 0 << 5 << 1;
    QTest::newRow("6 players, hand 3") << 6 << 0 << 2 << 2 << 1 << 3;
    QTest::newRow("6 players, hand 13") << 6 << 0 << 12 << 0 << 5 << 1;
    // A first dealer other than the first player.
    QTest::newRow("2 players, Bruno deals first") << 2 << 1 << 0 << 1 << 0 << 0;
    QTest::newRow("3 players, Carla deals first") << 3 << 2 << 0 << 2 << 1 << 0;
    QTest::newRow("3 players, Carla first, hand 2") << 3 << 2 << 1 << 0 << 2 << 1;
    QTest::newRow("4 players, Carla first, hand 2") << 4 << 2 << 1 << 3 << 2 << 0;
    QTest::newRow("5 players, Eva first") << 5 << 4 << 0 << 4 << 3 << 0;
    QTest::newRow("6 players, Eva first, hand 4") << 6 << 4 << 3 << 1 << 0 << 2;
}

void TestGame::rotation()
{
    QFETCH(int, players);
    QFETCH(int, firstDealer);
    QFETCH(int, hand);
    QFETCH(int, dealer);
    QFETCH(int, cutter);
    QFETCH(int, first);

    const GameSetup setup = setupOf(Variant::Pinaculo, players, firstDealer);
    QVERIFY(SetupValidator::validate(setup).isEmpty());
    QCOMPARE(setup.dealerOfHand(hand), dealer);
    QCOMPARE(setup.cutterOfHand(hand), cutter);
    QCOMPARE(setup.firstOfHand(hand), first);
}

void TestGame::rotationInOutcomes()
{
    Game game;
    game.setup = setupOf(Variant::Pinaculo, 4, 1);
    for (int i = 0; i < 5; ++i)
        game.hands.append(signedPointsHand({10, 0, 0, 0}));
    const GameResult result = GameScorer::score(game);
    QCOMPARE(result.hands.size(), 5);
    const int dealers[] = {1, 2, 3, 0, 1};
    for (int i = 0; i < 5; ++i) {
        const HandOutcome &h = result.hands[i];
        QCOMPARE(h.number, i + 1);
        QCOMPARE(h.dealer, dealers[i]);
        QCOMPARE(h.cutter, (dealers[i] + 3) % 4);
        QCOMPARE(h.first, (dealers[i] + 1) % 4);
    }
}

void TestGame::barbeleAt_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("hand");
    QTest::addColumn<QList<int>>("running");
    QTest::addColumn<QList<bool>>("barbele");

    QTest::newRow("749 and 750") << QStringLiteral("pinaculo") << 3 << QList<int> {749, 750, 0}
                                 << QList<bool> {false, true, false};
    QTest::newRow("just under the target")
        << QStringLiteral("pinaculo") << 3 << QList<int> {1499, 751, -20}
        << QList<bool> {true, true, false};
    QTest::newRow("at and over the target")
        << QStringLiteral("pinaculo") << 3 << QList<int> {1500, 1620, 760}
        << QList<bool> {false, false, true};
    QTest::newRow("never on the first hand")
        << QStringLiteral("pinaculo") << 0 << QList<int> {800, 900, 0}
        << QList<bool> {false, false, false};
    QTest::newRow("second hand") << QStringLiteral("pinaculo") << 1 << QList<int> {800, 0, 0}
                                 << QList<bool> {true, false, false};
    QTest::newRow("pinacle per pair")
        << QStringLiteral("pinacle") << 2 << QList<int> {750, 749} << QList<bool> {true, false};
    QTest::newRow("pinnacola has none")
        << QStringLiteral("pinnacola") << 2 << QList<int> {800, 900, 10}
        << QList<bool> {false, false, false};
}

void TestGame::barbeleAt()
{
    QFETCH(QString, variant);
    QFETCH(int, hand);
    QFETCH(QList<int>, running);
    QFETCH(QList<bool>, barbele);

    GameSetup setup = setupOf(*variantFromId(variant), variant == u"pinacle" ? 4 : 3);
    if (setup.variant() == Variant::Pinacle)
        setup.teams
            = {Team {QStringLiteral("Nos"), {0, 2}}, Team {QStringLiteral("Ellos"), {1, 3}}};
    QVERIFY(SetupValidator::validate(setup).isEmpty());
    QCOMPARE(GameScorer::barbeleAt(setup, hand, running), barbele);
}

void TestGame::judge_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<QList<int>>("running");
    QTest::addColumn<bool>("over");
    QTest::addColumn<int>("winner");

    QTest::newRow("nobody there") << 1500 << QList<int> {1499, 1200, -40} << false << -1;
    QTest::newRow("exactly the target") << 1500 << QList<int> {1499, 1500, 0} << true << 1;
    QTest::newRow("both over, highest wins") << 1500 << QList<int> {1700, 1510, 1650} << true << 0;
    QTest::newRow("tie at the top above") << 1500 << QList<int> {1600, 1600, 1550} << false << -1;
    QTest::newRow("tie at the top at the target") << 1500 << QList<int> {1500, 1500} << false << -1;
    QTest::newRow("tie below the winner") << 1500 << QList<int> {1800, 1600, 1600} << true << 0;
    QTest::newRow("tie at the top below the target")
        << 1500 << QList<int> {1400, 1400, 0} << false << -1;
    QTest::newRow("one hand decides") << 0 << QList<int> {120, 340, -10} << true << 1;
    QTest::newRow("one hand, negative scores") << 0 << QList<int> {-30, -10} << true << 1;
    QTest::newRow("one hand, a draw") << 0 << QList<int> {200, 200, 10} << true << -1;
    QTest::newRow("lower target") << 500 << QList<int> {505, 300} << true << 0;
}

void TestGame::judge()
{
    QFETCH(int, target);
    QFETCH(QList<int>, running);
    QFETCH(bool, over);
    QFETCH(int, winner);

    // One hand entered as numbers reaches the totals; the scorer decides as after any hand.
    Game game;
    game.setup = setupOf(Variant::Pinaculo, int(running.size()));
    game.setup.rules.target = target;
    HandRecord hand;
    for (int points : running) {
        PlayerResult r;
        r.meldPoints = std::max(points, 0);
        r.handPoints = std::max(-points, 0);
        hand.results.append(r);
    }
    game.hands.append(hand);
    const GameResult result = GameScorer::score(game);
    QCOMPARE(result.finalTotals, running);
    QCOMPARE(result.over, over);
    QCOMPARE(result.winner, winner);
    QCOMPARE(result.decidedBy(), over ? 1 : 0);
    if (over)
        QCOMPARE(result.winnerPoints(), winner >= 0 ? running.value(winner) : 0);
    const int top = *std::max_element(running.cbegin(), running.cend());
    const bool tied = !over && target > 0 && top >= target && running.count(top) > 1;
    QCOMPARE(!result.tiedAtTop.isEmpty(), tied);
}

void TestGame::playedGame_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("target"); // -1: the preset's
    QTest::addColumn<QList<QList<int>>>("hands");
    QTest::addColumn<QList<QList<int>>>("running");
    QTest::addColumn<QList<QList<bool>>>("barbele");
    QTest::addColumn<bool>("over");
    QTest::addColumn<int>("winner");
    QTest::addColumn<int>("endedAfter");

    QTest::newRow("pinaculo to the target")
        << QStringLiteral("pinaculo") << -1
        << QList<QList<int>> {{749, 750, 0}, {300, 300, 400}, {500, 460, 1000}}
        << QList<QList<int>> {{749, 750, 0}, {1049, 1050, 400}, {1549, 1510, 1400}}
        << QList<QList<bool>> {{false, false, false}, {false, true, false}, {true, true, false}}
        << true << 0 << 2;
    QTest::newRow("pinaculo tie plays on")
        << QStringLiteral("pinaculo") << -1 << QList<QList<int>> {{800, 800}, {700, 700}, {-20, 15}}
        << QList<QList<int>> {{800, 800}, {1500, 1500}, {1480, 1515}}
        << QList<QList<bool>> {{false, false}, {true, true}, {false, false}} << true << 1 << 2;
    QTest::newRow("pinaculo still playing")
        << QStringLiteral("pinaculo") << -1 << QList<QList<int>> {{100, 1400}, {-35, 80}}
        << QList<QList<int>> {{100, 1400}, {65, 1480}}
        << QList<QList<bool>> {{false, false}, {false, true}} << false << -1 << -1;
    QTest::newRow("pinnacola one hand decides")
        << QStringLiteral("pinnacola") << -1 << QList<QList<int>> {{240, -30, 115}}
        << QList<QList<int>> {{240, -30, 115}} << QList<QList<bool>> {{false, false, false}} << true
        << 0 << 0;
    QTest::newRow("pinnacola draw")
        << QStringLiteral("pinnacola") << -1 << QList<QList<int>> {{150, 150, -5}}
        << QList<QList<int>> {{150, 150, -5}} << QList<QList<bool>> {{false, false, false}} << true
        << -1 << 0;
    QTest::newRow("pinnacola with a target")
        << QStringLiteral("pinnacola") << 1500 << QList<QList<int>> {{900, 100}, {700, 0}}
        << QList<QList<int>> {{900, 100}, {1600, 100}}
        << QList<QList<bool>> {{false, false}, {false, false}} << true << 0 << 1;
}

void TestGame::playedGame()
{
    QFETCH(QString, variant);
    QFETCH(int, target);
    QFETCH(QList<QList<int>>, hands);
    QFETCH(QList<QList<int>>, running);
    QFETCH(QList<QList<bool>>, barbele);
    QFETCH(bool, over);
    QFETCH(int, winner);
    QFETCH(int, endedAfter);

    Game game;
    game.setup = setupOf(*variantFromId(variant), int(hands.first().size()));
    if (target >= 0)
        game.setup.rules.target = target;
    QVERIFY(SetupValidator::validate(game.setup).isEmpty());
    for (const QList<int> &points : hands)
        game.hands.append(signedPointsHand(points));

    const GameResult result = GameScorer::score(game);
    QCOMPARE(result.hands.size(), hands.size());
    for (qsizetype i = 0; i < hands.size(); ++i) {
        QCOMPARE(result.hands[i].score.sidePoints, hands[i]);
        QCOMPARE(result.hands[i].running, running[i]);
        QCOMPARE(result.hands[i].barbele, barbele[i]);
    }
    QCOMPARE(result.over, over);
    QCOMPARE(result.winner, winner);
    QCOMPARE(result.endedAfterHand, endedAfter);
    QCOMPARE(result.draw(), over && winner < 0);
    QCOMPARE(result.totals(game.setup.sideCount()), running.last());
}

// A round of a tournament: the game ends after its number of hands whatever the totals, the
// higher total winning and equal totals drawing; a target ends it sooner when reached.
void TestGame::handLimit_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QList<QList<int>>>("hands");
    QTest::addColumn<bool>("over");
    QTest::addColumn<int>("winner");
    QTest::addColumn<int>("endedAfter");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<int>("timeCalled");

    const QList<QList<int>> three {{100, 300}, {250, 0}, {200, 100}};
    QTest::newRow("three hands, no target")
        << 0 << 3 << three << true << 0 << 2 << QStringLiteral("Ana wins with 550 points") << 0;
    QTest::newRow("after two of three")
        << 0 << 3 << three.first(2) << false << -1 << -1
        << QStringLiteral("Game on: the higher total after 3 hands wins") << 0;
    QTest::newRow("a game of one hand") << 0 << 1 << three.first(1) << true << 1 << 0
                                        << QStringLiteral("Bruno wins with 300 points") << 0;
    QTest::newRow("a draw after the last hand")
        << 0 << 2 << QList<QList<int>> {{100, 300}, {300, 100}} << true << -1 << 1
        << QStringLiteral("The game ends in a draw") << 0;
    // A hand after the last one counts for nothing.
    QTest::newRow("a hand after the limit")
        << 0 << 2 << QList<QList<int>> {{100, 300}, {300, 0}, {0, 900}} << true << 0 << 1
        << QStringLiteral("Ana wins with 400 points") << 0;
    QTest::newRow("the target first")
        << 500 << 4 << QList<QList<int>> {{100, 300}, {450, 150}} << true << 0 << 1
        << QStringLiteral("Ana wins with 550 points") << 0;
    QTest::newRow("a tie at the target plays on to the limit")
        << 500 << 3 << QList<QList<int>> {{250, 250}, {250, 250}, {10, 0}} << true << 0 << 2
        << QStringLiteral("Ana wins with 510 points") << 0;
    QTest::newRow("a tie at the target on the last hand draws")
        << 500 << 2 << QList<QList<int>> {{250, 250}, {250, 250}} << true << -1 << 1
        << QStringLiteral("The game ends in a draw") << 0;
    QTest::newRow("target and limit, on") << 5000 << 4 << three << false << -1 << -1
                                          << QStringLiteral("Game on: first to 5,000, or the "
                                                            "higher total after 4 hands")
                                          << 0;
    // A round played to a time: time is called after a hand, and the game ends there.
    QTest::newRow("time called after two of four")
        << 0 << 4 << three << true << 0 << 1 << QStringLiteral("Ana wins with 350 points") << 2;
    QTest::newRow("time called, equal totals draw")
        << 1500 << 0 << QList<QList<int>> {{200, 100}, {100, 200}} << true << -1 << 1
        << QStringLiteral("The game ends in a draw") << 2;
    QTest::newRow("time called before the target")
        << 500 << 0 << three.first(1) << true << 1 << 0
        << QStringLiteral("Bruno wins with 300 points") << 1;
    QTest::newRow("the target before the time")
        << 300 << 0 << QList<QList<int>> {{100, 350}, {0, 0}} << true << 1 << 0
        << QStringLiteral("Bruno wins with 350 points") << 2;
}

void TestGame::handLimit()
{
    QFETCH(int, target);
    QFETCH(int, limit);
    QFETCH(QList<QList<int>>, hands);
    QFETCH(bool, over);
    QFETCH(int, winner);
    QFETCH(int, endedAfter);
    QFETCH(QString, verdict);
    QFETCH(int, timeCalled);

    Game game;
    game.setup = setupOf(Variant::Pinaculo, 2);
    game.setup.rules.target = target;
    game.setup.timeCalledAfter = timeCalled;
    QCOMPARE(RuleParameters::set(game.setup.rules, QStringLiteral("hand_limit"), limit).code,
             RuleOverrideError::Code::None);
    QCOMPARE(game.setup.rules.handLimit, limit);
    for (const QList<int> &points : hands)
        game.hands.append(signedPointsHand(points));
    const GameResult result = GameScorer::score(game);
    QCOMPARE(result.over, over);
    QCOMPARE(result.winner, winner);
    QCOMPARE(result.endedAfterHand, endedAfter);
    QCOMPARE(result.handsAfterEnd(), over ? int(hands.size()) - 1 - endedAfter : 0);
    QVERIFY(result.tiedAtTop.isEmpty() || !over);
    QCOMPARE(OutcomeText::verdict(game.setup, result), verdict);
}

void TestGame::sides_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("players");
    QTest::addColumn<QList<Team>>("teams");
    QTest::addColumn<QStringList>("sideNames");
    QTest::addColumn<QList<int>>("sideOfSeat");

    QTest::newRow("individual") << QStringLiteral("pinaculo")
                                << QStringList {QStringLiteral("Ana"), QStringLiteral("Bruno"),
                                                QStringLiteral("Carla")}
                                << QList<Team> {}
                                << QStringList {QStringLiteral("Ana"), QStringLiteral("Bruno"),
                                                QStringLiteral("Carla")}
                                << QList<int> {0, 1, 2};
    QTest::newRow("pairs listed in order")
        << QStringLiteral("pinacle")
        << QStringList {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla"),
                        QStringLiteral("Dani")}
        << QList<Team> {{QStringLiteral("Nos"), {0, 2}}, {QStringLiteral("Ellos"), {1, 3}}}
        << QStringList {QStringLiteral("Nos"), QStringLiteral("Ellos")} << QList<int> {0, 1, 0, 1};
    QTest::newRow("pairs listed backwards")
        << QStringLiteral("pinacle")
        << QStringList {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla"),
                        QStringLiteral("Dani")}
        << QList<Team> {{QStringLiteral("Ellos"), {3, 1}}, {QStringLiteral("Nos"), {2, 0}}}
        << QStringList {QStringLiteral("Nos"), QStringLiteral("Ellos")} << QList<int> {0, 1, 0, 1};
    QTest::newRow("three pairs") << QStringLiteral("pinacle")
                                 << QStringList {QStringLiteral("Ana"),   QStringLiteral("Bruno"),
                                                 QStringLiteral("Carla"), QStringLiteral("Dani"),
                                                 QStringLiteral("Eva"),   QStringLiteral("Fede")}
                                 << QList<Team> {{QStringLiteral("Rojos"), {2, 5}},
                                                 {QStringLiteral("Verdes"), {1, 4}},
                                                 {QStringLiteral("Azules"), {0, 3}}}
                                 << QStringList {QStringLiteral("Azules"), QStringLiteral("Verdes"),
                                                 QStringLiteral("Rojos")}
                                 << QList<int> {0, 1, 2, 0, 1, 2};
    QTest::newRow("pinnacola pairs")
        << QStringLiteral("pinnacola")
        << QStringList {QStringLiteral("Ada"), QStringLiteral("Bea"), QStringLiteral("Cris"),
                        QStringLiteral("Dino")}
        << QList<Team> {{QStringLiteral("Loro"), {1, 3}}, {QStringLiteral("Noi"), {0, 2}}}
        << QStringList {QStringLiteral("Noi"), QStringLiteral("Loro")} << QList<int> {0, 1, 0, 1};
}

void TestGame::sides()
{
    QFETCH(QString, variant);
    QFETCH(QStringList, players);
    QFETCH(QList<Team>, teams);
    QFETCH(QStringList, sideNames);
    QFETCH(QList<int>, sideOfSeat);

    GameSetup setup;
    setup.rules = Rules::preset(*variantFromId(variant));
    setup.players = players;
    setup.teams = teams;
    QVERIFY(SetupValidator::validate(setup).isEmpty());
    QCOMPARE(setup.sideCount(), sideNames.size());
    QCOMPARE(setup.sideNames(), sideNames);
    for (int seat = 0; seat < players.size(); ++seat) {
        QCOMPARE(setup.sideOfSeat(seat), sideOfSeat[seat]);
        QVERIFY(setup.seatsOfSide(sideOfSeat[seat]).contains(seat));
    }

    // A hand's points land on the side of each seat, in the same order.
    Game game;
    game.setup = setup;
    QList<int> points;
    for (int seat = 0; seat < players.size(); ++seat)
        points.append(10 * (seat + 1));
    game.hands.append(signedPointsHand(points));
    const GameResult result = GameScorer::score(game);
    QList<int> expected(setup.sideCount(), 0);
    for (int seat = 0; seat < players.size(); ++seat)
        expected[sideOfSeat[seat]] += points[seat];
    QCOMPARE(result.hands.first().score.sidePoints, expected);
}

// A table that only counts: six players, 25 hands entered as numbers, someone out every hand and
// most of the table barbelé by the end. The referee says once per hand what it could not check,
// naming everyone concerned, instead of once per player and hand (docs/rules.md §6: "the engine
// says so").
void TestGame::quickEntryOneNotePerHand()
{
    Game game;
    game.setup = setupOf(Variant::Pinaculo, 6);
    for (int hand = 0; hand < 25; ++hand) {
        HandRecord record;
        for (int seat = 0; seat < 6; ++seat) {
            PlayerResult r;
            r.meldPoints = 40;
            const bool out = seat == hand % 6;
            r.handPoints = out ? 0 : 5;
            r.out = out ? OutKind::Yes : OutKind::No;
            record.results.append(r);
        }
        game.hands.append(record);
    }
    const GameResult result = GameScorer::score(game);
    QCOMPARE(result.hands.size(), 25);
    QVERIFY(!result.over);
    int notes = 0;
    int namedPlayers = 0;
    for (const HandOutcome &h : result.hands) {
        notes += int(h.score.warnings.size());
        QCOMPARE(h.score.warnings.size(), 1);
        const HandWarning &w = h.score.warnings.first();
        QCOMPARE(w.kind, HandWarning::Kind::QuickEntry);
        QVERIFY(w.seats.contains((h.number - 1) % 6)); // who went out
        namedPlayers += int(w.seats.size());
    }
    QCOMPARE(notes, 25); // not 25 × players
    // The barbelé players of the late hands are named in the one note, not given their own.
    QVERIFY(namedPlayers > 25);
    const HandWarning &last = result.hands.last().score.warnings.first();
    QVERIFY(last.seats.size() > 1);
    const QString text = CoreText::warning(last, game.setup);
    for (int seat : last.seats)
        QVERIFY2(text.contains(game.setup.players[seat]), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
