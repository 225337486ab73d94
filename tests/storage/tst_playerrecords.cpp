#include "database.h"
#include "gamefilewriter.h"
#include "gamerepository.h"
#include "gamestore.h"
#include "namerules.h"
#include "ruleparameters.h"
#include "schemamigrator.h"
#include "statisticscsv.h"
#include "storedgamecodec.h"
#include "support/randomhouserules.h"
#include "support/sqliteundertest.h"
#include "support/testgames.h"
#include "support/storedtestgames.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// The records computed from the stored games through GameStore: win rates, two players against
// each other and partners; the statistics as CSV; the named house rules. These are what every
// engine behind GameStorage must do, so they reach their engine only through openStorage(). Last,
// SQLite's own: its schema upgraded from earlier versions keeps every game and house rule.
class TestPlayerRecords : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void winRateCountsFinishedGamesOnly();
    void headToHeadCountsGamesAgainstEachOther();
    void partnersAreThoseWhoSharedASide();
    void statisticsCsvHasOneRowPerPlayer();
    void presetsKeepEveryRule();
    void previousSchemaKeepsItsGames();
    void previousSchemaGetsNameKeys();
    void previousSchemaKeepsEveryGamesRules();

private:
    qint64 store(const Game &game);
    GameStore gameStore() const { return GameStore(m_storage->storage()); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<storagetest::StorageUnderTest> m_storage;
};

namespace {

// A game that one hand decides (target 0), won by the side of `winnerSeat`; -1 leaves it
// unplayed, so it is still going on.
Game decided(const QStringList &players, int winnerSeat, bool pairs = false)
{
    Game game;
    game.setup.rules = Rules::preset(pairs ? Variant::Pinnacola : Variant::Pinaculo);
    game.setup.rules.target = 0;
    game.setup.players = players;
    if (pairs)
        game.setup.teams
            = {Team {QStringLiteral("Norte"), {0, 2}}, Team {QStringLiteral("Sur"), {1, 3}}};
    if (winnerSeat < 0)
        return game;
    HandRecord hand;
    for (int seat = 0; seat < players.size(); ++seat) {
        PlayerResult r;
        const bool wins = seat == winnerSeat;
        r.meldPoints = wins ? 400 : 0;
        r.handPoints = wins ? 0 : 20;
        r.out = wins ? OutKind::Yes : OutKind::No;
        hand.results.append(r);
    }
    game.hands.append(hand);
    return game;
}

const PlayerStatistics *find(const QList<PlayerStatistics> &list, const QString &name)
{
    for (const PlayerStatistics &s : list) {
        if (s.player == name)
            return &s;
    }
    return nullptr;
}

const QString ana = QStringLiteral("Ana");
const QString bruno = QStringLiteral("Bruno");
const QString carla = QStringLiteral("Carla");
const QString dario = QStringLiteral("Darío");

// The one place this suite gets its storage: an empty one, in `folder` if it keeps files.
std::unique_ptr<storagetest::StorageUnderTest> openStorage(const QString &folder)
{
    return std::make_unique<storagetest::SqliteUnderTest>(folder);
}

} // namespace

void TestPlayerRecords::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_storage = openStorage(m_dir->path());
    QVERIFY2(m_storage->failure().isEmpty(), qPrintable(m_storage->failure()));
}

void TestPlayerRecords::cleanup()
{
    m_storage.reset();
    m_dir.reset();
}

qint64 TestPlayerRecords::store(const Game &game)
{
    QString error;
    const qint64 id
        = storagetest::store(GameRepository(m_storage->storage()), game, QString(), &error);
    if (id < 0)
        qWarning("%s", qPrintable(error));
    return id;
}

void TestPlayerRecords::winRateCountsFinishedGamesOnly()
{
    QVERIFY(store(decided({ana, bruno}, 0)) > 0);
    QVERIFY(store(decided({ana, bruno}, 1)) > 0);
    QVERIFY(store(decided({ana, carla}, 0)) > 0);
    QVERIFY(store(decided({ana, carla}, -1)) > 0);
    const QList<PlayerStatistics> stats = gameStore().statistics();
    const PlayerStatistics *a = find(stats, ana);
    QVERIFY(a);
    QCOMPARE(a->gamesPlayed, 4);
    QCOMPARE(a->gamesFinished, 3);
    QCOMPARE(a->gamesWon, 2);
    QCOMPARE(a->winRate(), 2.0 / 3.0);
    QCOMPARE(find(stats, bruno)->winRate(), 0.5);
    QCOMPARE(find(stats, carla)->winRate(), 0.0);
    // Nothing finished, no rate at all (not 0 %).
    QVERIFY(store(decided({dario, bruno}, -1)) > 0);
    QCOMPARE(find(gameStore().statistics(), dario)->winRate(), -1.0);
}

void TestPlayerRecords::headToHeadCountsGamesAgainstEachOther()
{
    QVERIFY(store(decided({ana, bruno}, 0)) > 0);
    QVERIFY(store(decided({bruno, ana}, 0)) > 0);
    QVERIFY(store(decided({bruno, ana, carla}, 1)) > 0);
    QVERIFY(store(decided({ana, carla, bruno}, 1)) > 0); // Carla won
    QVERIFY(store(decided({ana, bruno}, -1)) > 0);
    // Ana and Bruno partners (seats 0 and 2) against Carla and Darío: not against each other.
    QVERIFY(store(decided({ana, carla, bruno, dario}, 0, true)) > 0);
    const PlayerRecords::HeadToHead record = gameStore().headToHead(ana, bruno);
    QCOMPARE(record.games, 5);
    QCOMPARE(record.finished, 4);
    QCOMPARE(record.firstWins, 2);
    QCOMPARE(record.secondWins, 1);
    QCOMPARE(record.others(), 1);
    const PlayerRecords::HeadToHead reversed = gameStore().headToHead(bruno, ana);
    QCOMPARE(reversed.firstWins, 1);
    QCOMPARE(reversed.secondWins, 2);
    QCOMPARE(gameStore().headToHead(ana, ana).games, 0);
    QCOMPARE(gameStore().headToHead(carla, QStringLiteral("Nadie")).games, 0);
    // The partnership game set Ana and Bruno against Carla and Darío.
    const PlayerRecords::HeadToHead pairs = gameStore().headToHead(bruno, dario);
    QCOMPARE(pairs.games, 1);
    QCOMPARE(pairs.firstWins, 1);
    QCOMPARE(gameStore().headToHead(ana, carla).games, 3);
    QCOMPARE(gameStore().headToHead(ana, carla, {QString(), Variant::Pinnacola}).games, 1);
}

void TestPlayerRecords::partnersAreThoseWhoSharedASide()
{
    // Seats 0 and 2 against 1 and 3.
    QVERIFY(store(decided({ana, bruno, carla, dario}, 0, true)) > 0);
    QVERIFY(store(decided({carla, bruno, ana, dario}, 1, true)) > 0);
    QVERIFY(store(decided({ana, bruno, carla, dario}, -1, true)) > 0);
    QVERIFY(store(decided({ana, carla}, 0)) > 0); // a game of two: no partners
    const QList<PlayerRecords::Partnership> pairs = gameStore().partnerships();
    QCOMPARE(pairs.size(), 2);
    QCOMPARE(pairs[0].first, ana);
    QCOMPARE(pairs[0].second, carla);
    QCOMPARE(pairs[0].games, 3);
    QCOMPARE(pairs[0].finished, 2);
    QCOMPARE(pairs[0].wins, 1);
    QCOMPARE(pairs[0].winRate(), 0.5);
    QCOMPARE(pairs[1].first, bruno);
    QCOMPARE(pairs[1].second, dario);
    QCOMPARE(pairs[1].wins, 1);
    // Only the pinnacola games had partners.
    QVERIFY(gameStore().partnerships({QString(), Variant::Pinaculo}).isEmpty());
}

void TestPlayerRecords::statisticsCsvHasOneRowPerPlayer()
{
    QVERIFY(store(decided({ana, QStringLiteral("=Bruno, \"B\"")}, 0)) > 0);
    QVERIFY(store(decided({ana, carla}, -1)) > 0);
    const QString csv = StatisticsCsv::render(gameStore().statistics());
    const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0], StatisticsCsv::columns().join(u','));
    QVERIFY(lines[0].startsWith(QStringLiteral("player,games,finished,won,win_rate,")));
    // Ana: 2 games, 1 finished and won.
    QVERIFY2(csv.contains(QStringLiteral("\r\nAna,2,1,1,1.0000,1,420.0,420,0,1,0,0\r\n")),
             qPrintable(csv));
    // A name that starts like a formula is written as text, and quoted for its comma and quotes.
    QVERIFY2(csv.contains(QStringLiteral("\"'=Bruno, \"\"B\"\"\",1,1,0,0.0000,")), qPrintable(csv));
    // Carla finished nothing: her win rate is empty.
    QVERIFY2(csv.contains(QStringLiteral("Carla,1,0,0,,0,")), qPrintable(csv));
}

void TestPlayerRecords::presetsKeepEveryRule()
{
    GameStore store = gameStore();
    Rules rules = Rules::preset(Variant::Pinnacola);
    rules.target = 2500;
    rules.outBonus = 40;
    rules.multipliers = false;
    QVERIFY(store.saveRulePreset({QStringLiteral("Casa de Lucía"), rules}));
    QVERIFY(store.saveRulePreset({QStringLiteral("Torneo"), Rules::preset(Variant::Pinacle)}));
    QList<HouseRulePreset> presets = store.rulePresets();
    QCOMPARE(presets.size(), 2);
    QCOMPARE(presets[0].name, QStringLiteral("Casa de Lucía"));
    QVERIFY(presets[0].rules == rules);
    QCOMPARE(presets[1].rules.variant, Variant::Pinacle);
    // The same name, whatever its capitals, replaces the preset.
    rules.target = 3000;
    QVERIFY(store.saveRulePreset({QStringLiteral("CASA DE LUCÍA"), rules}));
    presets = store.rulePresets();
    QCOMPARE(presets.size(), 2);
    QCOMPARE(presets[0].rules.target, 3000);
    QVERIFY(store.deleteRulePreset(QStringLiteral("torneo")));
    QCOMPARE(store.rulePresets().size(), 1);
    // Every parameter is kept, so a later change of the variant's preset changes nothing.
    QSqlQuery q(m_storage->storage().connection());
    QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM rule_preset_values")) && q.next());
    QCOMPARE(q.value(0).toInt(), int(RuleParameters::all().size()));
}

void TestPlayerRecords::previousSchemaKeepsItsGames()
{
    const QString file = m_dir->filePath(QStringLiteral("v3.sqlite"));
    qint64 id = -1;
    {
        Database db(QStringLiteral("v3"));
        QVERIFY(db.open(file).ok());
        id = storagetest::store(GameRepository(db.storage()), testgames::numberedGame(4),
                                QStringLiteral("Old"));
        QVERIFY(id > 0);
        // Back to the previous version: as the release before the house rules left it.
        QSqlQuery q(db.connection());
        for (const char *statement :
             {"DROP INDEX players_by_name_key", "ALTER TABLE players DROP COLUMN name_key",
              "ALTER TABLE hands DROP COLUMN checksum", "DROP TABLE rule_preset_values",
              "DROP TABLE rule_presets", "DROP TABLE tournament_games", "DROP TABLE tournaments",
              "ALTER TABLE games DROP COLUMN time_called_after", "DROP TABLE club_outbox",
              "PRAGMA user_version = 3"})
            QVERIFY2(q.exec(QString::fromLatin1(statement)), statement);
    }
    Database db(QStringLiteral("current"));
    const Database::OpenResult opened = db.open(file);
    QVERIFY2(opened.ok(), qPrintable(opened.message));
    QCOMPARE(db.schemaVersion(), SchemaMigrator::latestVersion());
    QCOMPARE(SchemaMigrator::latestVersion(), 12);
    const auto game = GameRepository(db.storage()).loadGame(id);
    QVERIFY(game);
    QCOMPARE(*game, testgames::numberedGame(4));
    GameStore store(db.storage());
    QCOMPARE(store.games().size(), 1);
    QVERIFY(store.rulePresets().isEmpty());
    QVERIFY(store.saveRulePreset({QStringLiteral("Nueva"), Rules::preset(Variant::Pinaculo)}));
    QCOMPARE(store.rulePresets().size(), 1);
}

// Version 5 compared names with SQLite's NOCASE, blind to capitals beyond ASCII; version 6
// stores NameRules' key beside each name. The upgrade keeps every game and fills the keys of the
// names already stored, so "Ángel" and "ángel" of two old games are one player and one house rule
// is "Casa de Lucía" whatever its capitals.
void TestPlayerRecords::previousSchemaGetsNameKeys()
{
    const QString file = m_dir->filePath(QStringLiteral("v5.sqlite"));
    const Game first = decided({QStringLiteral("Ángel"), bruno}, 0);
    const Game second = decided({QStringLiteral("ángel"), carla}, -1);
    Rules older = Rules::preset(Variant::Pinacle);
    older.target = 2000;
    Rules newer = older;
    newer.target = 2500;
    qint64 firstId = -1, secondId = -1;
    {
        Database db(QStringLiteral("v5"));
        QVERIFY(db.open(file).ok());
        GameRepository repository(db.storage());
        firstId = storagetest::store(repository, first);
        secondId = storagetest::store(repository, second);
        QVERIFY(firstId > 0 && secondId > 0);
        GameStore store(db.storage());
        QVERIFY(store.saveRulePreset({QStringLiteral("Casa de Lucía"), older}));
        QVERIFY(store.saveRulePreset({QStringLiteral("Torneo"), Rules::preset(Variant::Pinaculo)}));
        // Back to version 5: no keys, the house rules' names unique under NOCASE, which let the
        // same name with other capitals in (saved last, so the one kept).
        QSqlQuery q(db.connection());
        for (const char *statement :
             {"DROP INDEX players_by_name_key", "ALTER TABLE players DROP COLUMN name_key",
              "CREATE TABLE old_presets (id INTEGER PRIMARY KEY AUTOINCREMENT,"
              " name TEXT NOT NULL UNIQUE COLLATE NOCASE, variant TEXT NOT NULL,"
              " saved_at TEXT NOT NULL)",
              "CREATE TABLE old_values (preset_id INTEGER NOT NULL REFERENCES old_presets(id)"
              " ON DELETE CASCADE, name TEXT NOT NULL, value TEXT NOT NULL,"
              " PRIMARY KEY (preset_id, name))",
              "INSERT INTO old_presets SELECT id, name, variant, saved_at FROM rule_presets",
              "INSERT INTO old_values SELECT preset_id, name, value FROM rule_preset_values",
              "DROP TABLE rule_preset_values", "DROP TABLE rule_presets",
              "ALTER TABLE old_presets RENAME TO rule_presets",
              "ALTER TABLE old_values RENAME TO rule_preset_values",
              "INSERT INTO rule_presets (name, variant, saved_at)"
              " VALUES ('CASA DE LUCÍA', 'pinacle', '2026-01-01T00:00:00.000Z')",
              "INSERT INTO rule_preset_values (preset_id, name, value)"
              " SELECT (SELECT MAX(id) FROM rule_presets), name,"
              " CASE name WHEN 'target' THEN '2500' ELSE value END"
              " FROM rule_preset_values WHERE preset_id = 1",
              "DROP TABLE tournament_games", "DROP TABLE tournaments",
              "ALTER TABLE games DROP COLUMN time_called_after", "DROP TABLE club_outbox",
              "PRAGMA user_version = 5"})
            QVERIFY2(q.exec(QString::fromUtf8(statement)), statement);
    }
    Database db(QStringLiteral("current"));
    const Database::OpenResult opened = db.open(file);
    QVERIFY2(opened.ok(), qPrintable(opened.message));
    QCOMPARE(db.schemaVersion(), SchemaMigrator::latestVersion());
    GameRepository repository(db.storage());
    QCOMPARE(*repository.loadGame(firstId), first);
    QCOMPARE(*repository.loadGame(secondId), second);
    QSqlQuery q(db.connection());
    QVERIFY(q.exec(QStringLiteral("SELECT name, name_key FROM players")));
    int players = 0;
    while (q.next()) {
        QCOMPARE(q.value(1).toString(), NameRules::key(q.value(0).toString()));
        ++players;
    }
    QCOMPARE(players, 4);
    QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE sql LIKE '%NOCASE%'"))
            && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
    QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_key_check")));
    QVERIFY(!q.next());

    GameStore store(db.storage());
    QCOMPARE(store.games().size(), 2);
    QCOMPARE(store.playerNames(), (QStringList {bruno, carla, QStringLiteral("Ángel")}));
    QList<HouseRulePreset> presets = store.rulePresets();
    QCOMPARE(presets.size(), 2);
    QCOMPARE(presets[0].name, QStringLiteral("CASA DE LUCÍA"));
    QVERIFY(presets[0].rules == newer);
    QCOMPARE(presets[1].name, QStringLiteral("Torneo"));
    // Still one name, whatever its capitals.
    QVERIFY(store.saveRulePreset({QStringLiteral("casa de lucía"), older}));
    presets = store.rulePresets();
    QCOMPARE(presets.size(), 2);
    QCOMPARE(presets[0].name, QStringLiteral("casa de lucía"));
    QVERIFY(presets[0].rules == older);
    QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM rule_preset_values")) && q.next());
    QCOMPARE(q.value(0).toInt(), 2 * int(RuleParameters::all().size()));
}

// Version 6 stored all of a game's rule parameters; version 7 only those that differ from its
// variant's preset. The upgrade keeps every game's rules exactly: each game exports the same
// file, byte for byte, before and after, and keeps a row only for what its house rules change.
void TestPlayerRecords::previousSchemaKeepsEveryGamesRules()
{
    const QString file = m_dir->filePath(QStringLiteral("v6.sqlite"));
    const int gameCount = 60;
    QList<qint64> ids;
    QList<Game> games;
    QList<QByteArray> before;
    const auto exported = [](GameRepository &repository, qint64 id) {
        const std::optional<Game> game = repository.loadGame(id);
        return game ? GameFileWriter::toJson(*game, GameScorer::score(*game)) : QByteArray();
    };
    {
        Database db(QStringLiteral("v6"));
        QVERIFY(db.open(file).ok());
        GameRepository repository(db.storage());
        RandomGame dealer(6);
        for (int g = 0; g < gameCount; ++g) {
            games.append(randomhouserules::game(dealer, g));
            ids.append(storagetest::store(repository, games.last()));
            QVERIFY(ids.last() > 0);
        }
        // Back to version 6: every parameter of every game, as its writer stored them.
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(QStringLiteral("BEGIN")));
        QVERIFY(q.exec(QStringLiteral("DELETE FROM game_rules")));
        QVERIFY(q.prepare(
            QStringLiteral("INSERT INTO game_rules (game_id, name, value) VALUES (?, ?, ?)")));
        for (int g = 0; g < gameCount; ++g) {
            for (const RuleParameter &parameter : RuleParameters::all()) {
                q.addBindValue(ids[g]);
                q.addBindValue(parameter.name);
                q.addBindValue(StoredGameCodec::ruleValueText(games[g].setup.rules, parameter));
                QVERIFY(q.exec());
            }
        }
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM game_rules")) && q.next());
        QCOMPARE(q.value(0).toInt(), gameCount * int(RuleParameters::all().size()));
        // Exported from the rows as version 6 kept them, before the later tables and columns
        // are taken away (this reader asks for them).
        for (int g = 0; g < gameCount; ++g) {
            before.append(exported(repository, ids[g]));
            QCOMPARE(before.last(), GameFileWriter::toJson(games[g], GameScorer::score(games[g])));
        }
        QVERIFY(q.exec(QStringLiteral("DROP TABLE tournament_games")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE tournaments")));
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE games DROP COLUMN time_called_after")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE club_outbox")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 6")));
        QVERIFY(q.exec(QStringLiteral("COMMIT")));
    }
    Database db(QStringLiteral("current"));
    const Database::OpenResult opened = db.open(file);
    QVERIFY2(opened.ok(), qPrintable(opened.message));
    QCOMPARE(db.schemaVersion(), SchemaMigrator::latestVersion());
    GameRepository repository(db.storage());
    int changed = 0;
    for (int g = 0; g < gameCount; ++g) {
        QCOMPARE(exported(repository, ids[g]), before[g]);
        QCOMPARE(*repository.loadGame(ids[g]), games[g]);
        changed += int(RuleParameters::changedFromPreset(games[g].setup.rules).size());
    }
    QSqlQuery q(db.connection());
    QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM game_rules")) && q.next());
    QCOMPARE(q.value(0).toInt(), changed);
}

QTEST_GUILESS_MAIN(TestPlayerRecords)
#include "tst_playerrecords.moc"
