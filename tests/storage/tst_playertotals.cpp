#include "database.h"
#include "gamecatalog.h"
#include "gamefilewriter.h"
#include "gamerepository.h"
#include "gamescorer.h"
#include "namerules.h"
#include "playerrecords.h"
#include "randomgame.h"
#include "schemamigrator.h"
#include "support/statisticslines.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// The statistics read totals kept per player and per pair of partners and of opponents (schema
// 9), written with each game. Whatever is written (games of 2 to 6 players, partnerships, hands
// corrected, inserted and removed, players renamed, games deleted), the statistics, the
// partnerships, the records of two players against each other and the history's names of
// players show exactly what a full scan of every stored game's seats gives; and a file of
// version 8 upgrades to them keeping every game as it was exported.
class TestPlayerTotals : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void totalsFollowEveryWrite();
    void version8UpgradesWithTheSameTotals();

private:
    QString file() const { return m_dir->filePath(QStringLiteral("games.sqlite")); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

namespace {

using statisticslines::line;

const QString anyVariant;

// The per-seat sums of every stored game, as version 8 read them at each opening.
const char *const scanStatistics
    = "SELECT p.name, COUNT(*), SUM(g.over),"
      " SUM(CASE WHEN g.over = 1 AND g.winner_side = p.side THEN 1 ELSE 0 END),"
      " SUM(g.counted_hands), SUM(r.run_points), MAX(r.run_best), SUM(r.run_premiums),"
      " SUM(r.run_went_out), SUM(r.run_penalties), SUM(r.run_penalty_points)"
      " FROM players p JOIN games g ON g.id = p.game_id"
      " LEFT JOIN hand_results r ON r.game_id = p.game_id"
      "  AND r.number = g.counted_hands - 1 AND r.seat = p.seat"
      " WHERE (COALESCE(?, '') = '' OR g.variant = ?) AND (COALESCE(?, '') = '' OR p.name = ?)"
      " GROUP BY p.name";

const char *const scanPartnerships
    = "SELECT a.name, b.name, COUNT(*), SUM(g.over),"
      " SUM(CASE WHEN g.over = 1 AND g.winner_side = a.side THEN 1 ELSE 0 END)"
      " FROM players a JOIN players b ON b.game_id = a.game_id AND b.side = a.side"
      "  AND b.name > a.name JOIN games g ON g.id = a.game_id"
      " WHERE (COALESCE(?, '') = '' OR g.variant = ?) GROUP BY a.name, b.name";

QStringList scanned(const QSqlDatabase &db, const QString &variant, const QString &player)
{
    QSqlQuery q(db);
    if (!q.prepare(QString::fromLatin1(scanStatistics)))
        return {q.lastError().text()};
    for (const QString &v : {variant, variant, player, player})
        q.addBindValue(v);
    if (!q.exec())
        return {q.lastError().text()};
    QList<PlayerStatistics> all;
    while (q.next()) {
        PlayerStatistics s;
        s.player = q.value(0).toString();
        s.gamesPlayed = q.value(1).toInt();
        s.gamesFinished = q.value(2).toInt();
        s.gamesWon = q.value(3).toInt();
        s.handsPlayed = q.value(4).toInt();
        s.averageHand = s.handsPlayed > 0 ? double(q.value(5).toLongLong()) / s.handsPlayed : 0;
        s.bestHand = q.value(6).toInt();
        s.premiumMelds = q.value(7).toInt();
        s.wentOut = q.value(8).toInt();
        s.penalties = q.value(9).toInt();
        s.penaltyPoints = q.value(10).toInt();
        all.append(s);
    }
    std::sort(all.begin(), all.end(), [](const PlayerStatistics &l, const PlayerStatistics &r) {
        return std::pair(NameRules::key(l.player), l.player)
            < std::pair(NameRules::key(r.player), r.player);
    });
    QStringList lines;
    for (const PlayerStatistics &s : std::as_const(all))
        lines.append(line(s));
    return lines;
}

QStringList scannedPairs(const QSqlDatabase &db, const QString &variant)
{
    QSqlQuery q(db);
    if (!q.prepare(QString::fromLatin1(scanPartnerships)))
        return {q.lastError().text()};
    q.addBindValue(variant);
    q.addBindValue(variant);
    if (!q.exec())
        return {q.lastError().text()};
    QStringList lines;
    while (q.next()) {
        PlayerRecords::Partnership p;
        p.first = q.value(0).toString();
        p.second = q.value(1).toString();
        p.games = q.value(2).toInt();
        p.finished = q.value(3).toInt();
        p.wins = q.value(4).toInt();
        lines.append(line(p));
    }
    lines.sort();
    return lines;
}

// Two players on opposite sides of the same games, as version 8 counted them.
QList<int> scannedRivals(const QSqlDatabase &db, const QString &first, const QString &second,
                         const QString &variant)
{
    if (first == second)
        return {0, 0, 0, 0};
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT COUNT(*), COALESCE(SUM(g.over), 0),"
        " COALESCE(SUM(CASE WHEN g.over = 1 AND g.winner_side = a.side THEN 1 ELSE 0 END), 0),"
        " COALESCE(SUM(CASE WHEN g.over = 1 AND g.winner_side = b.side THEN 1 ELSE 0 END), 0)"
        " FROM players a JOIN players b ON b.game_id = a.game_id AND b.side <> a.side"
        " JOIN games g ON g.id = a.game_id"
        " WHERE a.name = ? AND b.name = ? AND (COALESCE(?, '') = '' OR g.variant = ?)"));
    for (const QString &v : {first, second, variant, variant})
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return {-1};
    return {q.value(0).toInt(), q.value(1).toInt(), q.value(2).toInt(), q.value(3).toInt()};
}

// Every seated name, one spelling of each whatever its capitals, as version 8 read them.
QStringList scannedNames(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral(
            "SELECT MIN(name) FROM players GROUP BY name_key ORDER BY name_key, MIN(name)")))
        return {q.lastError().text()};
    QStringList names;
    while (q.next())
        names.append(q.value(0).toString());
    return names;
}

// What the statistics window shows, in every filter, and the history's names of players,
// beside the same read by a full scan.
// The rows whose running sums are not the sums of their seat's hands up to them: the
// statistics read the running sums of a seat's last counted hand alone.
int runningSumsAstray(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral(
            "SELECT COUNT(*) FROM hand_results r WHERE EXISTS (SELECT 1 FROM ("
            "  SELECT SUM(x.points) AS points, MAX(x.points) AS best,"
            "   SUM(x.premiums) AS premiums, SUM(x.went_out) AS went_out,"
            "   SUM(x.penalties) AS penalties, SUM(x.penalty_points) AS penalty_points"
            "  FROM hand_results x WHERE x.game_id = r.game_id AND x.seat = r.seat"
            "   AND x.number <= r.number) s"
            " WHERE s.points <> r.run_points OR s.best <> r.run_best"
            "  OR s.premiums <> r.run_premiums OR s.went_out <> r.run_went_out"
            "  OR s.penalties <> r.run_penalties OR s.penalty_points <> r.run_penalty_points)"))
        || !q.next())
        return -1;
    return q.value(0).toInt();
}

void compareWithScan(const Database &db, const char *when)
{
    QVERIFY2(runningSumsAstray(db.connection()) == 0, when);
    const GameCatalog catalog(db.storage());
    QVERIFY2(catalog.playerNames() == scannedNames(db.connection()), when);
    const PlayerRecords records(db.storage());
    QStringList variants {anyVariant};
    for (Variant v : {Variant::Pinaculo, Variant::Pinacle, Variant::Pinnacola})
        variants.append(variantId(v));
    for (const QString &variant : std::as_const(variants)) {
        GameFilter filter;
        if (!variant.isEmpty())
            filter.variant = variantFromId(variant);
        for (const QString &player : {QString(), QStringLiteral("Ana"), QStringLiteral("ana")}) {
            filter.player = player;
            QStringList shown;
            for (const PlayerStatistics &s : catalog.statistics(filter))
                shown.append(line(s));
            QVERIFY2(
                shown == scanned(db.connection(), variant, player),
                qPrintable(QStringLiteral("%1, variant '%2', player '%3':\n%4\nscan:\n%5")
                               .arg(QLatin1StringView(when), variant, player, shown.join(u'\n'),
                                    scanned(db.connection(), variant, player).join(u'\n'))));
        }
        filter.player.clear();
        // Every two names against each other, either way round, beside the seats' own count.
        const QStringList names = scannedNames(db.connection());
        for (const QString &first : names) {
            for (const QString &second : names) {
                const PlayerRecords::HeadToHead record = records.headToHead(first, second, filter);
                QVERIFY2(
                    QList<int>({record.games, record.finished, record.firstWins, record.secondWins})
                        == scannedRivals(db.connection(), first, second, variant),
                    qPrintable(QStringLiteral("%1, %2 against %3, variant '%4'")
                                   .arg(QLatin1StringView(when), first, second, variant)));
            }
        }
        QStringList pairs;
        for (const PlayerRecords::Partnership &p : records.partnerships(filter))
            pairs.append(line(p));
        pairs.sort();
        QVERIFY2(pairs == scannedPairs(db.connection(), variant),
                 qPrintable(QStringLiteral("%1, partners, variant '%2'")
                                .arg(QLatin1StringView(when), variant)));
    }
}

struct Stored
{
    qint64 id = -1;
    Game game;
};

// Tables of every size, individual and in pairs, the players seated in turn from a pool that
// spells one of them twice ("Ana", "ana"); some games end before their last hand, some are
// played to no end.
QList<Stored> storeGames(GameRepository &repository, RandomGame &random, int count)
{
    struct Table
    {
        Variant variant;
        int players;
        bool pairs;
    };
    const Table tables[] = {{Variant::Pinaculo, 2, false},  {Variant::Pinaculo, 3, false},
                            {Variant::Pinaculo, 6, false},  {Variant::Pinacle, 4, true},
                            {Variant::Pinacle, 6, true},    {Variant::Pinnacola, 4, true},
                            {Variant::Pinnacola, 5, false}, {Variant::Pinacle, 3, false}};
    const QStringList pool
        = {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla"),
           QStringLiteral("ana"), QStringLiteral("Ángel"), QStringLiteral("Darío"),
           QStringLiteral("Eva")};
    QList<Stored> stored;
    for (int g = 0; g < count; ++g) {
        const Table &t = tables[g % std::size(tables)];
        GameSetup setup = RandomGame::setup(t.variant, t.players, t.pairs);
        for (int seat = 0; seat < t.players; ++seat)
            setup.players[seat] = pool[(g + seat * 2) % pool.size()];
        if (g % 3 == 0)
            setup.rules.target = 1000000;
        setup.firstDealer = g % t.players;
        Game game = random.game(setup, 3 + g % 6);
        if (g % 4 == 1) // a hand recorded after the end
            game.hands.append(random.hand(game.setup));
        const qint64 id = repository.createGame(game, GameScorer::score(game), {});
        if (id <= 0)
            return {};
        stored.append({id, game});
    }
    return stored;
}

} // namespace

void TestPlayerTotals::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
}

void TestPlayerTotals::cleanup()
{
    m_dir.reset();
}

void TestPlayerTotals::totalsFollowEveryWrite()
{
    Database db(QStringLiteral("totals-writes"));
    QVERIFY(db.open(file()).ok());
    GameRepository repository(db.storage());
    RandomGame random(29);
    QList<Stored> games = storeGames(repository, random, 24);
    QCOMPARE(games.size(), 24);
    compareWithScan(db, "stored");

    // Corrections: a hand replaced, one inserted, one removed, in turn through the games.
    for (int i = 0; i < games.size(); ++i) {
        Stored &s = games[i];
        const int index = i % int(s.game.hands.size());
        GameRepository::HandChange change = GameRepository::HandChange::Replace;
        if (i % 3 == 0) {
            s.game.hands[index] = random.hand(s.game.setup);
        } else if (i % 3 == 1) {
            s.game.hands.insert(index, random.hand(s.game.setup));
            change = GameRepository::HandChange::Insert;
        } else {
            s.game.hands.removeAt(index);
            change = GameRepository::HandChange::Remove;
        }
        QVERIFY(repository.changeHand(s.id, s.game, GameScorer::score(s.game), index, change));
    }
    compareWithScan(db, "corrected");

    // Hands recorded after the last, as the table records them: each seat's sums go on from its
    // last stored row.
    for (Stored &s : games) {
        if (GameScorer::score(s.game).over)
            continue;
        for (int hand = 0; hand < 2; ++hand) {
            s.game.hands.append(random.hand(s.game.setup));
            QVERIFY(repository.changeHand(s.id, s.game, GameScorer::score(s.game),
                                          int(s.game.hands.size()) - 1,
                                          GameRepository::HandChange::Insert));
        }
    }
    compareWithScan(db, "recorded");

    // Every hand of a few games gone, one by one: each player's best hand falls back to the
    // best of the games left.
    for (int i = 0; i < 4; ++i) {
        Stored &s = games[i];
        while (!s.game.hands.isEmpty()) {
            s.game.hands.removeLast();
            QVERIFY(repository.changeHand(s.id, s.game, GameScorer::score(s.game),
                                          int(s.game.hands.size()),
                                          GameRepository::HandChange::Remove));
        }
    }
    compareWithScan(db, "emptied");

    // A game saved whole with its players renamed and reseated.
    for (int i = 4; i < 10; ++i) {
        Stored &s = games[i];
        std::reverse(s.game.setup.players.begin(), s.game.setup.players.end());
        s.game.setup.players[0] = i % 2 ? QStringLiteral("Zoe") : QStringLiteral("ana");
        QVERIFY(repository.saveGame(s.id, s.game, GameScorer::score(s.game)));
    }
    compareWithScan(db, "renamed");

    // Games deleted, one by one, until none is left.
    while (!games.isEmpty()) {
        QVERIFY(repository.deleteGame(games.takeLast().id));
        compareWithScan(db, "deleted");
    }
    QVERIFY(GameCatalog(db.storage()).statistics().isEmpty());
    QVERIFY(PlayerRecords(db.storage()).partnerships().isEmpty());
}

// A file of version 8 (this version's tables without the totals) upgrades in place: each game
// exports byte for byte as before, and the statistics show what version 8's scan gave.
void TestPlayerTotals::version8UpgradesWithTheSameTotals()
{
    QList<Stored> games;
    QStringList exports;
    {
        Database db(QStringLiteral("totals-v8"));
        QVERIFY(db.open(file()).ok());
        GameRepository repository(db.storage());
        RandomGame random(31);
        games = storeGames(repository, random, 16);
        QCOMPARE(games.size(), 16);
        for (const Stored &s : std::as_const(games)) {
            const std::optional<Game> game = repository.loadGame(s.id);
            QVERIFY(game);
            exports.append(
                QString::fromUtf8(GameFileWriter::toJson(*game, GameScorer::score(*game))));
        }
        QSqlQuery q(db.connection());
        for (const char *statement :
             {"DROP TABLE player_totals", "DROP TABLE partner_totals", "DROP TABLE rival_totals",
              "DROP TABLE tournament_games", "DROP TABLE tournaments",
              "ALTER TABLE games DROP COLUMN time_called_after", "DROP TABLE club_outbox",
              "PRAGMA user_version = 8"})
            QVERIFY2(q.exec(QString::fromLatin1(statement)), statement);
    }
    Database db(QStringLiteral("totals-v9"));
    const Database::OpenResult opened = db.open(file());
    QVERIFY2(opened.ok(), qPrintable(opened.message));
    QCOMPARE(db.schemaVersion(), SchemaMigrator::latestVersion());
    const GameRepository repository(db.storage());
    for (qsizetype i = 0; i < games.size(); ++i) {
        const std::optional<Game> game = repository.loadGame(games[i].id);
        QVERIFY(game);
        QCOMPARE(QString::fromUtf8(GameFileWriter::toJson(*game, GameScorer::score(*game))),
                 exports[i]);
    }
    QVERIFY(GameCatalog(db.storage()).statistics().size() > 4);
    QVERIFY(!PlayerRecords(db.storage()).partnerships().isEmpty());
    compareWithScan(db, "upgraded");
}

QTEST_GUILESS_MAIN(TestPlayerTotals)
#include "tst_playertotals.moc"
