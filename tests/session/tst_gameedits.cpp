// GameEdits is the only way to change a game, so what it refuses no dialog can let through: a
// new name follows NameRules (its limits, and one name whatever the capitals), the same rules as
// New Game and a game file.
#include "gamedocument.h"
#include "gameedits.h"
#include "gamescorer.h"
#include "inputlimits.h"
#include "namerules.h"
#include "gameautosaver.h"
#include "gamerepository.h"
#include "support/sqliteundertest.h"
#include "support/testgames.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace pinaculo;

class TestGameEdits : public QObject
{
    Q_OBJECT

private slots:
    void renameRefusesANameAnotherPlayerHasInOtherCapitals();
    void renameMayChangeOnlyTheCapitalsOfTheSameName();
    void renameFollowsTheLimitsOfNames_data();
    void renameFollowsTheLimitsOfNames();
    void renameProblemIsWordedByNameRules();
    void undoOfARecordedHandLeavesTheGameAsScoredAgain_data();
    void undoOfARecordedHandLeavesTheGameAsScoredAgain();
    void timeCalledEndsTheGameAndIsKept();
};

namespace {

// Everything a view reads of a result; GameResult has no comparison of its own.
void compareResults(const GameResult &actual, const GameResult &expected)
{
    QCOMPARE(actual.hands.size(), expected.hands.size());
    for (int i = 0; i < expected.hands.size(); ++i) {
        const HandOutcome &a = actual.hands.at(i);
        const HandOutcome &e = expected.hands.at(i);
        QCOMPARE(a.number, e.number);
        QCOMPARE(a.dealer, e.dealer);
        QCOMPARE(a.barbele, e.barbele);
        QCOMPARE(a.score.seatPoints, e.score.seatPoints);
        QCOMPARE(a.running, e.running);
        QCOMPARE(a.afterEnd, e.afterEnd);
    }
    QCOMPARE(actual.over, expected.over);
    QCOMPARE(actual.winner, expected.winner);
    QCOMPARE(actual.endedAfterHand, expected.endedAfterHand);
    QCOMPARE(actual.finalTotals, expected.finalTotals);
    QCOMPARE(actual.tiedAtTop, expected.tiedAtTop);
}

} // namespace

// "Bruno" cannot become "ANA" beside "Ana": they would be one name for two players.
void TestGameEdits::renameRefusesANameAnotherPlayerHasInOtherCapitals()
{
    GameDocument document(testgames::threePlayerGame());
    QSignalSpy changed(&document, &GameDocument::changed);
    for (const QString &name :
         {QStringLiteral("ANA"), QStringLiteral("ana"), QStringLiteral(" aNa ")})
        QVERIFY2(!GameEdits::renamePlayer(&document, 1, name), qPrintable(name));
    QCOMPARE(
        document.setup().players,
        QStringList({QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")}));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(document.undoStack()->count(), 0);
}

// "Ana" may become "ANA": it is her own name, written another way.
void TestGameEdits::renameMayChangeOnlyTheCapitalsOfTheSameName()
{
    GameDocument document(testgames::threePlayerGame());
    QVERIFY(GameEdits::renamePlayer(&document, 0, QStringLiteral("ANA")));
    QCOMPARE(document.setup().players.at(0), QStringLiteral("ANA"));
    // Written exactly as it is, there is nothing to change.
    QVERIFY(!GameEdits::renamePlayer(&document, 0, QStringLiteral("ANA")));
    document.undoStack()->undo();
    QCOMPARE(document.setup().players.at(0), QStringLiteral("Ana"));
}

void TestGameEdits::renameFollowsTheLimitsOfNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("at the limit") << QString(InputLimits::NameLength, u'b') << true;
    QTest::newRow("over the limit") << QString(InputLimits::NameLength + 1, u'b') << false;
    QTest::newRow("over the limit, spaces around")
        << QStringLiteral("  %1  ").arg(QString(InputLimits::NameLength + 1, u'b')) << false;
    QTest::newRow("empty") << QStringLiteral("   ") << false;
    QTest::newRow("bidirectional override") << QStringLiteral("Dani\u202E") << false;
    QTest::newRow("line break") << QStringLiteral("Da\nni") << false;
    QTest::newRow("markup is only text") << QStringLiteral("<b>Dani</b>") << true;
}

// Whatever the dialog in front of it, the edit itself keeps a name within NameRules.
void TestGameEdits::renameFollowsTheLimitsOfNames()
{
    QFETCH(QString, name);
    QFETCH(bool, accepted);
    GameDocument document(testgames::threePlayerGame());
    QCOMPARE(GameEdits::renamePlayer(&document, 2, name), accepted);
    QCOMPARE(document.setup().players.at(2), accepted ? name.trimmed() : QStringLiteral("Carla"));
    QCOMPARE(
        GameEdits::problemWithRename(testgames::threePlayerGame().setup.players, 2, name).isEmpty(),
        accepted);
}

// The rename dialog shows the reason the edit would give: NameRules' own words, as New Game and
// a refused game file say it.
void TestGameEdits::renameProblemIsWordedByNameRules()
{
    const QStringList players = testgames::threePlayerGame().setup.players;
    QCOMPARE(GameEdits::problemWithRename(players, 1, QStringLiteral("ANA")),
             NameRules::sameNameText(NameRules::Subject::Player, QStringLiteral("ANA")));
    const QString tooLong(InputLimits::NameLength + 1, u'b');
    const QString problem = GameEdits::problemWithRename(players, 1, tooLong);
    QCOMPARE(
        problem,
        NameRules::problemText(NameRules::Problem::TooLong, NameRules::Subject::Player, tooLong));
    QVERIFY(problem.contains(QString::number(InputLimits::NameLength)));
    QVERIFY(!GameEdits::problemWithRename(players, 1, QString()).isEmpty());
    QVERIFY(GameEdits::problemWithRename(players, 0, QStringLiteral("ANA")).isEmpty());
}

void TestGameEdits::undoOfARecordedHandLeavesTheGameAsScoredAgain_data()
{
    QTest::addColumn<int>("hands");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("steps");
    QTest::newRow("the first hands") << 0 << 1500 << 3;
    // Hands recorded until one reaches the target and decides the game.
    QTest::newRow("up to the deciding hand") << 0 << 300 << 200;
    QTest::newRow("a long game") << 500 << 1000000 << 3;
}

// Undo drops the recorded hand's outcome instead of scoring the game again: what it leaves must
// be what scoring the game again gives, however the hand changed the game's standing.
void TestGameEdits::undoOfARecordedHandLeavesTheGameAsScoredAgain()
{
    QFETCH(int, hands);
    QFETCH(int, target);
    QFETCH(int, steps);
    Game game = testgames::numberedGame(hands);
    game.setup.rules.target = target;
    GameDocument document(game);
    for (int step = 0; step < steps && document.acceptsHands(); ++step) {
        const GameResult before = GameScorer::score(document.game());
        QVERIFY(GameEdits::recordHand(&document, testgames::numberedHand(document.handCount(), 2)));
        const GameResult recorded = GameScorer::score(document.game());
        compareResults(document.result(), recorded);
        document.undoStack()->undo();
        QCOMPARE(document.game().hands.size(), before.hands.size());
        compareResults(document.result(), before);
        document.undoStack()->redo();
        compareResults(document.result(), recorded);
    }
    QVERIFY(document.undoStack()->count() > 0);
    if (steps > 3)
        QVERIFY(document.result().over);
}

// A round played to a time: when time is called the game ends after the hands recorded, the
// higher total winning; no hand is recorded after it, the call is undone like any edit, and
// the stored game keeps it.
void TestGameEdits::timeCalledEndsTheGameAndIsKept()
{
    QTemporaryDir dir;
    storagetest::SqliteUnderTest db(dir.path());
    QVERIFY2(db.failure().isEmpty(), qPrintable(db.failure()));
    Game game = testgames::threePlayerGame();
    game.setup.rules.target = 1500;
    GameDocument document(game);
    GameAutosaver saver(db.storage());
    saver.attach(&document);
    QVERIFY(!GameEdits::callTime(&document)); // no hand yet: nothing to end
    QVERIFY(GameEdits::recordHand(&document, testgames::pointsHand({100, 250, 50}, 1)));
    QVERIFY(GameEdits::recordHand(&document, testgames::pointsHand({120, 40, 60}, 0)));
    QVERIFY(!document.result().over);
    QVERIFY(GameEdits::callTime(&document));
    QCOMPARE(document.setup().timeCalledAfter, 2);
    QVERIFY(document.result().over);
    QCOMPARE(document.result().decidedBy(), 2);
    QCOMPARE(document.result().winner, 1); // Bruno, the higher total
    QVERIFY(!document.acceptsHands());
    QVERIFY(!GameEdits::callTime(&document)); // already over
    QVERIFY(saver.isSaved());
    const std::optional<Game> stored = GameRepository(db.storage()).loadGame(saver.gameId());
    QVERIFY(stored);
    QCOMPARE(stored->setup.timeCalledAfter, 2);
    QVERIFY(*stored == document.game());

    document.undoStack()->undo();
    QCOMPARE(document.setup().timeCalledAfter, 0);
    QVERIFY(!document.result().over);
    QVERIFY(document.acceptsHands());
    QCOMPARE(GameRepository(db.storage()).loadGame(saver.gameId())->setup.timeCalledAfter, 0);
}

QTEST_GUILESS_MAIN(TestGameEdits)
#include "tst_gameedits.moc"
