#include "gamecatalog.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamerepository.h"
#include "cardnotation.h"
#include "gamescorer.h"
#include "ruleparameters.h"
#include "support/randomhouserules.h"
#include "support/sqliteundertest.h"
#include "support/testgames.h"
#include "support/storedtestgames.h"

#include <QDir>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// Every write path of the repository, the exact round trip of stored games, and the history and
// statistics read from the queryable columns: what every engine behind GameStorage must do, so
// the suite reaches its engine only through openStorage().
class TestStorageRepository : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void createAndLoad();
    void handWrites_data();
    void handWrites();
    void saveGameAfterRename();
    void rulesStoredAreThoseChangedFromPreset();
    void randomHouseRulesReadBackExactly();
    void renameDeleteRematch();
    void currentGame();
    void writeToMissingGameFails();
    void roundTripDataFiles_data();
    void roundTripDataFiles();
    void historyFilters();
    void streamedListEqualsGames();
    void namesSortByTheirKeys();
    void statistics();
    void recordingWritesBoundedRows();

private:
    int count(const QString &sql) const;
    void checkDerived(qint64 id, const Game &game) const;
    const GameStorage &storage() const { return m_storage->storage(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<storagetest::StorageUnderTest> m_storage;
};

namespace {

// An engine with no reading of its own: everything the storage under test does but
// forEachGame(), so the catalogue reads the list through Qt SQL.
class PlainStorage : public GameStorage
{
public:
    explicit PlainStorage(const GameStorage &engine)
        : m_engine(engine)
    {
    }
    QSqlDatabase connection() const override { return m_engine.connection(); }
    bool beginWrite(QSqlError *error) const override { return m_engine.beginWrite(error); }
    bool commitWrite(QSqlError *error) const override { return m_engine.commitWrite(error); }
    void rollbackWrite() const override { m_engine.rollbackWrite(); }
    QString describe(const QSqlError &error) const override { return m_engine.describe(error); }

private:
    const GameStorage &m_engine;
};

// The one place this suite gets its storage: an empty one, in `folder` if it keeps files.
std::unique_ptr<storagetest::StorageUnderTest> openStorage(const QString &folder)
{
    return std::make_unique<storagetest::SqliteUnderTest>(folder);
}

} // namespace

void TestStorageRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_storage = openStorage(m_dir->path());
    QVERIFY2(m_storage->failure().isEmpty(), qPrintable(m_storage->failure()));
}

void TestStorageRepository::cleanup()
{
    m_storage.reset();
    m_dir.reset();
}

int TestStorageRepository::count(const QString &sql) const
{
    QSqlQuery q(storage().connection());
    if (!q.prepare(sql) || !q.exec() || !q.next())
        return -1;
    return q.value(0).toInt();
}

// The queryable columns agree with the scorer for the stored game.
void TestStorageRepository::checkDerived(qint64 id, const Game &game) const
{
    const GameResult result = GameScorer::score(game);
    QSqlQuery q(storage().connection());
    QVERIFY(q.prepare(QStringLiteral(
        "SELECT number, seat, points FROM hand_results WHERE game_id = ? ORDER BY number, seat")));
    q.addBindValue(id);
    QVERIFY(q.exec());
    int rows = 0;
    while (q.next()) {
        const int number = q.value(0).toInt();
        const int seat = q.value(1).toInt();
        QCOMPARE(q.value(2).toInt(), result.hands[number].score.seatPoints[seat]);
        ++rows;
    }
    // Hands played after the end are stored but counted by no statistic (docs/rules.md §9).
    QCOMPARE(rows, result.countedHands() * game.setup.playerCount());
    const auto summary = GameCatalog(storage()).game(id);
    QVERIFY(summary);
    QCOMPARE(summary->handCount, game.hands.size());
    QCOMPARE(summary->totals, result.totals(game.setup.sideCount()));
    QCOMPARE(summary->over, result.over);
    QCOMPARE(summary->winnerSide, result.winner);
}

void TestStorageRepository::createAndLoad()
{
    GameRepository repository(storage());
    const Game game = testgames::numberedGame(
        4, {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")});
    const qint64 id = storagetest::store(repository, game, QStringLiteral("Tuesday"));
    QVERIFY(id > 0);
    QVERIFY(repository.exists(id));
    QCOMPARE(repository.name(id), QStringLiteral("Tuesday"));
    const auto loaded = repository.loadGame(id);
    QVERIFY(loaded);
    QCOMPARE(*loaded, game);
    checkDerived(id, game);
    QString error;
    QVERIFY(!repository.loadGame(id + 100, &error));
    QVERIFY(error.contains(QString::number(id + 100)));
}

void TestStorageRepository::handWrites_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<int>("index");
    QTest::newRow("append") << QStringLiteral("insert") << 4;
    QTest::newRow("insert first") << QStringLiteral("insert") << 0;
    QTest::newRow("insert middle") << QStringLiteral("insert") << 2;
    QTest::newRow("replace first") << QStringLiteral("replace") << 0;
    QTest::newRow("replace last") << QStringLiteral("replace") << 3;
    QTest::newRow("remove first") << QStringLiteral("remove") << 0;
    QTest::newRow("remove middle") << QStringLiteral("remove") << 1;
    QTest::newRow("remove last") << QStringLiteral("remove") << 3;
}

void TestStorageRepository::handWrites()
{
    QFETCH(QString, change);
    QFETCH(int, index);
    GameRepository repository(storage());
    Game game = testgames::numberedGame(4);
    const qint64 id = storagetest::store(repository, game);
    const qint64 other = storagetest::store(repository, testgames::numberedGame(3));
    QVERIFY(id > 0 && other > 0);
    HandRecord fresh = testgames::numberedHand(40, 2);
    fresh.results[1].melds = {MeldEntry {{}, {}, Laid::OneTurn, true, true}};
    fresh.results[1].meldPoints.reset();
    fresh.sameBackPlayer = 1;
    bool ok = false;
    if (change == u"insert") {
        game.hands.insert(index, fresh);
        ok = repository.changeHand(id, game, GameScorer::score(game), index,
                                   GameRepository::HandChange::Insert);
    } else if (change == u"replace") {
        game.hands[index] = fresh;
        ok = repository.changeHand(id, game, GameScorer::score(game), index,
                                   GameRepository::HandChange::Replace);
    } else {
        game.hands.removeAt(index);
        ok = repository.changeHand(id, game, GameScorer::score(game), index,
                                   GameRepository::HandChange::Remove);
    }
    QVERIFY(ok);
    const auto loaded = repository.loadGame(id);
    QVERIFY(loaded);
    QCOMPARE(*loaded, game);
    checkDerived(id, game);
    // The other game is untouched.
    QCOMPARE(*repository.loadGame(other), testgames::numberedGame(3));
    QVERIFY(m_storage->foreignKeysHold());
}

void TestStorageRepository::saveGameAfterRename()
{
    GameRepository repository(storage());
    Game game = testgames::numberedGame(3);
    const qint64 id = storagetest::store(repository, game);
    game.setup.players[0] = QStringLiteral("Anabel");
    game.setup.firstDealer = 1;
    game.setup.rules.target = 3000;
    QVERIFY(repository.saveGame(id, game, GameScorer::score(game)));
    QCOMPARE(*repository.loadGame(id), game);
    QCOMPARE(GameCatalog(storage()).game(id)->players,
             (QStringList {QStringLiteral("Anabel"), QStringLiteral("Bruno")}));
    checkDerived(id, game);
}

void TestStorageRepository::rulesStoredAreThoseChangedFromPreset()
{
    GameRepository repository(storage());
    const qint64 plain = storagetest::store(repository, testgames::numberedGame(1));
    Game house = testgames::numberedGame(1);
    house.setup.rules.target = 2000;
    const qint64 id = storagetest::store(repository, house);
    // The preset's values are not stored again for every game: a game as the preset has it
    // keeps no row, a house rule one row per parameter it changes, by name.
    const auto rows = [this](qint64 game) {
        return count(
            QStringLiteral("SELECT COUNT(*) FROM game_rules WHERE game_id = %1").arg(game));
    };
    QCOMPARE(rows(plain), 0);
    QCOMPARE(rows(id), 1);
    QSqlQuery edit(storage().connection());
    QVERIFY(edit.prepare(QStringLiteral(
        "UPDATE game_rules SET value = '2222' WHERE game_id = ? AND name = 'target'")));
    edit.addBindValue(id);
    QVERIFY(edit.exec());
    QCOMPARE(repository.loadGame(id)->setup.rules.target, 2222);
    // Back to the preset's value: the row goes, and the game reads the preset's.
    house.setup.rules.target = Rules::preset(house.setup.variant()).target;
    QVERIFY(repository.saveGame(id, house, GameScorer::score(house)));
    QCOMPARE(rows(id), 0);
    QCOMPARE(*repository.loadGame(id), house);
}

// Whatever a table's house rules, the stored game reads back with the same rules, and so writes
// the same game file, byte for byte: a parameter set to its preset's own value included.
void TestStorageRepository::randomHouseRulesReadBackExactly()
{
    GameRepository repository(storage());
    RandomGame dealer(23);
    for (int g = 0; g < 120; ++g) {
        const Game game = randomhouserules::game(dealer, g);
        const GameResult result = GameScorer::score(game);
        QString error;
        const qint64 id = repository.createGame(game, result, {}, &error);
        QVERIFY2(id > 0, qPrintable(error));
        const std::optional<Game> loaded = repository.loadGame(id, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->setup.rules, game.setup.rules);
        QCOMPARE(*loaded, game);
        QCOMPARE(GameFileWriter::toJson(*loaded, GameScorer::score(*loaded)),
                 GameFileWriter::toJson(game, result));
        QCOMPARE(
            count(QStringLiteral("SELECT COUNT(*) FROM game_rules WHERE game_id = %1").arg(id)),
            int(RuleParameters::changedFromPreset(game.setup.rules).size()));
    }
}

void TestStorageRepository::renameDeleteRematch()
{
    GameRepository repository(storage());
    Game game = testgames::numberedGame(2,
                                        {QStringLiteral("Ana"), QStringLiteral("Bruno"),
                                         QStringLiteral("Carla"), QStringLiteral("Dora")});
    game.setup.rules = Rules::preset(Variant::Pinacle);
    game.setup.teams
        = {Team {QStringLiteral("Nos"), {2, 0}}, Team {QStringLiteral("Ellos"), {1, 3}}};
    game.setup.rules.barbeleOpening = 90;
    const qint64 id = storagetest::store(repository, game, QStringLiteral("Old name"));
    QVERIFY(id > 0);
    QCOMPARE(*repository.loadGame(id), game);

    QVERIFY(repository.renameGame(id, QStringLiteral("  New name ")));
    QCOMPARE(repository.name(id), QStringLiteral("New name"));

    // Deleting one game leaves the others alone.
    const qint64 other = storagetest::store(repository, testgames::numberedGame(1));
    QVERIFY(repository.setCurrentGame(id));
    QVERIFY(repository.deleteGame(id));
    QVERIFY(!repository.exists(id));
    QCOMPARE(repository.currentGame(), qint64(-1));
    for (const QString &table :
         {QStringLiteral("game_rules"), QStringLiteral("players"), QStringLiteral("sides"),
          QStringLiteral("hands"), QStringLiteral("hand_results")})
        QCOMPARE(
            count(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE game_id = %2").arg(table).arg(id)),
            0);
    QVERIFY(repository.exists(other));
    QString error;
    QVERIFY(!repository.deleteGame(id, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!repository.renameGame(id, QStringLiteral("x"), &error));
}

void TestStorageRepository::currentGame()
{
    GameRepository repository(storage());
    QCOMPARE(repository.currentGame(), qint64(-1));
    const qint64 a = storagetest::store(repository, testgames::numberedGame(1));
    const qint64 b = storagetest::store(repository, testgames::numberedGame(2));
    QVERIFY(repository.setCurrentGame(a));
    QCOMPARE(repository.currentGame(), a);
    QVERIFY(repository.setCurrentGame(b));
    QCOMPARE(repository.currentGame(), b);
    QVERIFY(repository.setCurrentGame(-1));
    QCOMPARE(repository.currentGame(), qint64(-1));
}

void TestStorageRepository::writeToMissingGameFails()
{
    GameRepository repository(storage());
    QString error;
    const Game game = testgames::numberedGame(1);
    const GameResult result = GameScorer::score(game);
    QVERIFY(
        !repository.changeHand(42, game, result, 0, GameRepository::HandChange::Insert, &error));
    QVERIFY(error.contains(QStringLiteral("42")));
    QVERIFY(!repository.saveGame(42, game, result, &error));
    QCOMPARE(count(QStringLiteral("SELECT COUNT(*) FROM hands")), 0);
}

void TestStorageRepository::roundTripDataFiles_data()
{
    QTest::addColumn<QString>("file");
    const QDir data(QStringLiteral(PINACULO_TEST_DATA));
    int loadable = 0;
    for (const QString &name :
         data.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        // Other suites keep other JSON here: only game files that load are stored.
        if (GameFileReader::readFile(data.filePath(name)).ok()) {
            QTest::newRow(qPrintable(name)) << data.filePath(name);
            ++loadable;
        }
    }
    QVERIFY(loadable >= 5);
}

void TestStorageRepository::roundTripDataFiles()
{
    QFETCH(QString, file);
    const GameFileReader::Result read = GameFileReader::readFile(file);
    QVERIFY(read.ok());
    GameRepository repository(storage());
    const qint64 id = storagetest::store(repository, read.game);
    QVERIFY(id > 0);
    const auto stored = repository.loadGame(id);
    QVERIFY(stored);
    QCOMPARE(*stored, read.game);
    checkDerived(id, read.game);
    const GameFileReader::Result again
        = GameFileReader::read(GameFileWriter::toJson(*stored, GameScorer::score(*stored)));
    QVERIFY2(again.ok(), qPrintable(again.error.text()));
    QCOMPARE(again.game, read.game);
    const qint64 second = storagetest::store(repository, again.game);
    QCOMPARE(*repository.loadGame(second), read.game);
}

void TestStorageRepository::historyFilters()
{
    GameRepository repository(storage());
    const qint64 a = storagetest::store(
        repository, testgames::numberedGame(1, {QStringLiteral("Ana"), QStringLiteral("Bruno")}));
    Game pinacle = testgames::numberedGame(1, {QStringLiteral("Ana"), QStringLiteral("Carla")});
    pinacle.setup.rules = Rules::preset(Variant::Pinacle);
    const qint64 b = storagetest::store(repository, pinacle);
    const qint64 c = storagetest::store(
        repository, testgames::numberedGame(2, {QStringLiteral("Dora"), QStringLiteral("Bruno")}));
    const GameCatalog catalog(storage());
    const auto ids = [](const QList<GameSummary> &games) {
        QList<qint64> list;
        for (const GameSummary &g : games)
            list.append(g.id);
        std::sort(list.begin(), list.end());
        return list;
    };
    QCOMPARE(ids(catalog.games()), (QList<qint64> {a, b, c}));
    QCOMPARE(ids(catalog.games({QStringLiteral("Ana"), {}})), (QList<qint64> {a, b}));
    QCOMPARE(ids(catalog.games({QStringLiteral("Bruno"), Variant::Pinaculo})),
             (QList<qint64> {a, c}));
    QCOMPARE(ids(catalog.games({{}, Variant::Pinacle})), (QList<qint64> {b}));
    QCOMPARE(ids(catalog.games({QStringLiteral("Eve"), {}})), QList<qint64> {});
    QCOMPARE(catalog.playerNames(),
             (QStringList {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla"),
                           QStringLiteral("Dora")}));
    const auto summary = catalog.game(c);
    QVERIFY(summary);
    QCOMPARE(summary->sides, (QStringList {QStringLiteral("Dora"), QStringLiteral("Bruno")}));
    QCOMPARE(summary->variant, Variant::Pinaculo);
    QVERIFY(summary->created.isValid());
    QVERIFY(!summary->over);
}

// The list read a game at a time gives what games() gives, game by game and in its order, under
// every filter: games of each variant, of two to six seats, in partnerships, with no hands, over,
// and games changed at the same millisecond (ordered by their ids).
void TestStorageRepository::streamedListEqualsGames()
{
    GameRepository repository(storage());
    for (int i = 0; i < 12; ++i) {
        const int seats = 2 + i % 5;
        Game game = testgames::numberedGame(i % 4 == 3 ? 0 : 1 + i % 3, testgames::names(seats));
        game.setup.rules = Rules::preset(i % 3 == 0       ? Variant::Pinaculo
                                             : i % 3 == 1 ? Variant::Pinacle
                                                          : Variant::Pinnacola);
        if (seats == 4 && i % 2 == 0)
            game.setup.teams
                = {Team {QStringLiteral("Nos"), {0, 2}}, Team {QStringLiteral("Ellos"), {1, 3}}};
        if (i == 5)
            game.setup.rules.target = 1;
        QVERIFY(storagetest::store(repository, game) > 0);
    }
    QSqlQuery tie(storage().connection());
    QVERIFY(tie.exec(QStringLiteral("UPDATE games SET updated_ms = 1000 WHERE id % 3 = 0")));
    const PlainStorage plain(storage());
    // The engine's own reading and Qt SQL's, each against games().
    for (const GameStorage *engine : {&storage(), static_cast<const GameStorage *>(&plain)}) {
        const GameCatalog catalog(*engine);
        const QList<GameFilter> filters {{},
                                         {QStringLiteral("Eva"), {}},
                                         {QStringLiteral("Ana"), Variant::Pinacle},
                                         {{}, Variant::Pinnacola},
                                         {QStringLiteral("Nadie"), {}}};
        for (const GameFilter &filter : filters) {
            const QList<GameSummary> whole = catalog.games(filter);
            int at = 0;
            catalog.forEachGame(filter, [&](const GameSummary &game) {
                QVERIFY(at < whole.size());
                const GameSummary &expected = whole[at++];
                QCOMPARE(game.id, expected.id);
                QCOMPARE(game.name, expected.name);
                QCOMPARE(game.variant, expected.variant);
                QCOMPARE(game.created, expected.created);
                QCOMPARE(game.updated, expected.updated);
                QCOMPARE(game.players, expected.players);
                QCOMPARE(game.sides, expected.sides);
                QCOMPARE(game.totals, expected.totals);
                QCOMPARE(game.handCount, expected.handCount);
                QCOMPARE(game.over, expected.over);
                QCOMPARE(game.winnerSide, expected.winnerSide);
            });
            QCOMPARE(at, whole.size());
        }
    }
    QCOMPARE(GameCatalog(storage()).games().size(), 12);
}

// A name is one name whatever its capitals, in any script (NameRules): the history offers one
// spelling of it, and names sort by their keys, not by an engine's collation (SQLite's NOCASE
// folds ASCII alone, so it put "Élodie" between "Ángel" and "ángel").
void TestStorageRepository::namesSortByTheirKeys()
{
    GameRepository repository(storage());
    for (const QStringList &players :
         {QStringList {QStringLiteral("Ángel"), QStringLiteral("bruno")},
          QStringList {QStringLiteral("ángel"), QStringLiteral("Carla")},
          QStringList {QStringLiteral("Élodie"), QStringLiteral("Bruno")}})
        QVERIFY(storagetest::store(repository, testgames::numberedGame(1, players)) > 0);
    const GameCatalog catalog(storage());
    QCOMPARE(catalog.playerNames(),
             (QStringList {QStringLiteral("Bruno"), QStringLiteral("Carla"),
                           QStringLiteral("Ángel"), QStringLiteral("Élodie")}));
    QStringList listed;
    for (const PlayerStatistics &s : catalog.statistics())
        listed.append(s.player);
    QCOMPARE(
        listed,
        (QStringList {QStringLiteral("Bruno"), QStringLiteral("bruno"), QStringLiteral("Carla"),
                      QStringLiteral("Ángel"), QStringLiteral("ángel"), QStringLiteral("Élodie")}));
}

void TestStorageRepository::statistics()
{
    // Two games with hand-made results whose numbers are easy to check.
    GameSetup setup
        = testgames::setupOf(Variant::Pinaculo, {QStringLiteral("Ana"), QStringLiteral("Bruno")});
    setup.rules.target = 100;
    HandRecord hand;
    PlayerResult ana;
    ana.meldPoints = 200;
    ana.handPoints = 0;
    ana.out = OutKind::Yes;
    PlayerResult bruno;
    bruno.meldPoints = 0;
    bruno.handPoints = 30;
    bruno.pumbaMissed = 2;
    hand.results = {ana, bruno};
    const Game won {setup, {hand}}; // Ana reaches the target in one hand
    Game playing {setup, {}};
    playing.setup.rules.target = 5000;
    playing.hands = {hand, hand};
    GameRepository repository(storage());
    QVERIFY(storagetest::store(repository, won) > 0);
    QVERIFY(storagetest::store(repository, playing) > 0);
    const GameResult result = GameScorer::score(won);
    QVERIFY(result.over);
    QCOMPARE(result.winner, 0);
    const int anaHand = result.hands[0].score.seatPoints[0];
    const int brunoHand = result.hands[0].score.seatPoints[1];

    const QList<PlayerStatistics> stats = GameCatalog(storage()).statistics();
    QCOMPARE(stats.size(), 2);
    QCOMPARE(stats[0].player, QStringLiteral("Ana"));
    QCOMPARE(stats[0].gamesPlayed, 2);
    QCOMPARE(stats[0].gamesFinished, 1);
    QCOMPARE(stats[0].gamesWon, 1);
    QCOMPARE(stats[0].handsPlayed, 3);
    QCOMPARE(stats[0].bestHand, anaHand);
    QCOMPARE(stats[0].averageHand, double(anaHand));
    QCOMPARE(stats[0].wentOut, 3);
    QCOMPARE(stats[1].player, QStringLiteral("Bruno"));
    QCOMPARE(stats[1].gamesWon, 0);
    QCOMPARE(stats[1].bestHand, brunoHand);
    QCOMPARE(stats[1].penalties, 6);
    QCOMPARE(stats[1].penaltyPoints, 6 * setup.rules.pumbaPenalty);

    // A premium meld counts for its owner.
    HandRecord premium = testgames::numberedHand(0, 2);
    premium.results[0].meldPoints.reset();
    premium.results[0].melds = {MeldEntry {}};
    premium.results[0].melds[0].cards = {};
    const CardParseResult cards
        = CardNotation::canonical().parse(QStringLiteral("3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"));
    premium.results[0].melds[0].cards = cards.cards;
    premium.results[0].handPoints = 0;
    QVERIFY(
        storagetest::store(repository,
                           Game {testgames::setupOf(Variant::Pinaculo,
                                                    {QStringLiteral("Ana"), QStringLiteral("Eva")}),
                                 {premium}})
        > 0);
    const QList<PlayerStatistics> after
        = GameCatalog(storage()).statistics({QStringLiteral("Ana"), {}});
    QCOMPARE(after.size(), 1);
    QCOMPARE(after[0].premiumMelds, 1);
}

// Recording a hand into a long game writes that hand, its players' derived rows, the sides'
// totals and the game's status: the same handful of rows at hand 200 as at hand 2, and the
// derived rows still match a full re-scoring.
void TestStorageRepository::recordingWritesBoundedRows()
{
    Game game = testgames::numberedGame(200);
    game.setup.rules.target = 1000000;
    GameRepository repository(storage());
    const qint64 id = storagetest::store(repository, game);
    QVERIFY(id > 0);
    game.hands.append(testgames::numberedHand(200, 2));
    const GameResult result = GameScorer::score(game);
    const qint64 before = m_storage->rowsChanged();
    QVERIFY(repository.changeHand(id, game, result, 200, GameRepository::HandChange::Insert));
    const int written = int(m_storage->rowsChanged() - before);
    // One hand row, one derived row per player, one total per side, the game's own row, and
    // the statistics' totals of each player and of the two as opponents taken out and put in.
    qInfo("rows written: %d", written);
    QVERIFY2(written <= 1 + 2 + 2 + 1 + 2 * 2 + 2, qPrintable(QString::number(written)));
    checkDerived(id, game);
    QCOMPARE(*repository.loadGame(id), game);
}

QTEST_GUILESS_MAIN(TestStorageRepository)
#include "tst_storagerepository.moc"
