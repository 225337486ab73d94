#include "catalogstatements.h"
#include "database.h"
#include "gamecatalog.h"
#include "gamefilewriter.h"
#include "gamerepository.h"
#include "gamescorer.h"
#include "playerrecords.h"
#include "randomgame.h"
#include "schemamigrator.h"
#include "support/statisticslines.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// The history and the statistics cost the same with a club's 20,000 games as with 20: every
// catalogue statement (CatalogStatements, the texts GameCatalog and PlayerRecords run) reaches
// its rows through an index, never by walking a whole table; and a database of version 7
// upgrades to 8 keeping every game as it was exported and every line of History and Statistics.
class TestCatalogPlans : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void everyStatementUsesAnIndex_data();
    void everyStatementUsesAnIndex();
    void version7UpgradesKeepingEveryGame();

private:
    QString file() const { return m_dir->filePath(QStringLiteral("games.sqlite")); }

    std::unique_ptr<QTemporaryDir> m_dir;
    QList<qint64> m_ids;
};

namespace {

using statisticslines::line;

// Tables of every size, individual and in pairs, each game a few hands long; some end before
// their last hand (the hands after the end count for no statistic).
void storeGames(GameRepository &repository, QList<qint64> *ids)
{
    struct Table
    {
        Variant variant;
        int players;
        bool pairs;
    };
    const Table tables[] = {{Variant::Pinaculo, 2, false}, {Variant::Pinaculo, 3, false},
                            {Variant::Pinaculo, 6, false}, {Variant::Pinacle, 4, true},
                            {Variant::Pinacle, 6, true},   {Variant::Pinnacola, 4, true}};
    RandomGame random(7);
    for (int g = 0; g < 12; ++g) {
        const Table &t = tables[g % std::size(tables)];
        GameSetup setup = RandomGame::setup(t.variant, t.players, t.pairs);
        if (g % 3 == 0)
            setup.rules.target = 1000000;
        setup.firstDealer = g % t.players;
        Game game = random.game(setup, 4 + g % 5);
        if (g % 4 == 1) // a hand recorded after the end
            game.hands.append(random.hand(game.setup));
        const qint64 id = repository.createGame(game, GameScorer::score(game), {});
        QVERIFY(id > 0);
        ids->append(id);
    }
}

// What a line of the history shows of a game, as text.
QString line(const GameSummary &s)
{
    QStringList totals;
    for (int total : s.totals)
        totals.append(QString::number(total));
    return QStringList {QString::number(s.id),
                        s.name,
                        variantId(s.variant),
                        s.created.toString(Qt::ISODateWithMs),
                        s.updated.toString(Qt::ISODateWithMs),
                        s.players.join(u','),
                        s.sides.join(u','),
                        totals.join(u','),
                        QString::number(s.handCount),
                        QString::number(s.over),
                        QString::number(s.winnerSide)}
        .join(u'|');
}

// Everything a user reads of the stored games: each game's file, the history, the statistics,
// the partners and one record of two players against each other.
QStringList everythingShown(const Database &db, const QList<qint64> &ids)
{
    QStringList shown;
    const GameRepository repository(db.storage());
    for (qint64 id : ids) {
        const std::optional<Game> game = repository.loadGame(id);
        shown.append(
            game ? QString::fromUtf8(GameFileWriter::toJson(*game, GameScorer::score(*game)))
                 : QStringLiteral("unreadable game %1").arg(id));
    }
    const GameCatalog catalog(db.storage());
    for (const GameSummary &s : catalog.games())
        shown.append(line(s));
    for (const GameSummary &s : catalog.games({QStringLiteral("Ana"), Variant::Pinacle}))
        shown.append(line(s));
    for (const PlayerStatistics &s : catalog.statistics())
        shown.append(line(s));
    for (const PlayerStatistics &s : catalog.statistics({{}, Variant::Pinaculo}))
        shown.append(line(s));
    const PlayerRecords records(db.storage());
    for (const PlayerRecords::Partnership &p : records.partnerships())
        shown.append(line(p));
    const PlayerRecords::HeadToHead h
        = records.headToHead(QStringLiteral("Ana"), QStringLiteral("Bruno"));
    shown.append(QStringLiteral("%1 %2 %3 %4")
                     .arg(h.games)
                     .arg(h.finished)
                     .arg(h.firstWins)
                     .arg(h.secondWins));
    return shown;
}

// Version 7's statistics, as that version (and every one before) computed them: from every
// hand result.
QStringList version7Statistics(const QSqlDatabase &db)
{
    QStringList lines;
    QSqlQuery q(db);
    const bool ok = q.exec(QStringLiteral(
        "SELECT p.name, (SELECT COUNT(*) FROM players x WHERE x.name = p.name),"
        " COUNT(*), AVG(r.points), MAX(r.points), SUM(r.premiums), SUM(r.went_out),"
        " SUM(r.penalties), SUM(r.penalty_points)"
        " FROM hand_results r JOIN players p ON p.game_id = r.game_id AND p.seat = r.seat"
        " GROUP BY p.name ORDER BY p.name_key, p.name"));
    if (!ok)
        return {q.lastError().text()};
    while (q.next()) {
        QStringList values;
        for (int column = 0; column < 9; ++column)
            values.append(column == 3 ? QString::number(q.value(column).toDouble(), 'g', 17)
                                      : q.value(column).toString());
        lines.append(values.join(u'|'));
    }
    return lines;
}

QStringList version8Statistics(const GameCatalog &catalog)
{
    QStringList lines;
    for (const PlayerStatistics &s : catalog.statistics()) {
        if (s.handsPlayed == 0)
            continue; // version 7's query above lists the players of counted hands only
        lines.append(
            QStringList {s.player, QString::number(s.gamesPlayed), QString::number(s.handsPlayed),
                         QString::number(s.averageHand, 'g', 17), QString::number(s.bestHand),
                         QString::number(s.premiumMelds), QString::number(s.wentOut),
                         QString::number(s.penalties), QString::number(s.penaltyPoints)}
                .join(u'|'));
    }
    return lines;
}

} // namespace

void TestCatalogPlans::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_ids.clear();
    Database db(QStringLiteral("catalog-fill"));
    const Database::OpenResult opened = db.open(file());
    QVERIFY2(opened.ok(), qPrintable(opened.message));
    GameRepository repository(db.storage());
    storeGames(repository, &m_ids);
}

void TestCatalogPlans::cleanup()
{
    m_dir.reset();
}

void TestCatalogPlans::everyStatementUsesAnIndex_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<bool>("analyzed");
    for (const bool analyzed : {false, true}) {
        for (const CatalogStatements::Named &statement : CatalogStatements::all())
            QTest::addRow("%s%s", qPrintable(statement.name), analyzed ? " (analyzed)" : "")
                << statement.sql << analyzed;
    }
}

// "SCAN t" without an index walks every row of t: the statement would grow with the club. Also
// checked after ANALYZE, whose figures a database may hold and the planner then trusts.
void TestCatalogPlans::everyStatementUsesAnIndex()
{
    QFETCH(QString, sql);
    QFETCH(bool, analyzed);
    Database db(QStringLiteral("catalog-plans"));
    QVERIFY(db.open(file()).ok());
    QSqlQuery q(db.connection());
    if (analyzed)
        QVERIFY(q.exec(QStringLiteral("ANALYZE")));
    QVERIFY2(q.prepare(QStringLiteral("EXPLAIN QUERY PLAN ") + sql), qPrintable(sql));
    for (qsizetype i = 0; i < sql.count(u'?'); ++i)
        q.addBindValue(QVariant());
    QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    QStringList plan;
    while (q.next())
        plan.append(q.value(3).toString());
    QVERIFY(!plan.isEmpty());
    // The rows of a subquery the statement computes (one game's, in the totals' writes) are
    // read whole from where the engine put them, not from a table.
    QStringList subqueries;
    for (const QString &step : std::as_const(plan)) {
        for (const char *kind : {"MATERIALIZE ", "CO-ROUTINE "}) {
            if (step.startsWith(QLatin1StringView(kind)))
                subqueries.append(step.mid(qstrlen(kind)).section(u' ', 0, 0));
        }
    }
    for (const QString &step : std::as_const(plan)) {
        const bool walksATable = step.startsWith(QLatin1StringView("SCAN "))
            && !subqueries.contains(step.mid(5).section(u' ', 0, 0))
            && !step.contains(QLatin1StringView(" USING INDEX "))
            && !step.contains(QLatin1StringView(" USING COVERING INDEX "));
        QVERIFY2(!walksATable, qPrintable(plan.join(u'\n')));
    }
}

// A file of version 7 (this version's tables without what version 8 added) upgrades in place:
// each game exports byte for byte as before, and History and Statistics show the same lines,
// the statistics the same as version 7's own query over every hand result gave.
void TestCatalogPlans::version7UpgradesKeepingEveryGame()
{
    QStringList before;
    QStringList statisticsOf7;
    {
        Database db(QStringLiteral("catalog-v7"));
        QVERIFY(db.open(file()).ok());
        before = everythingShown(db, m_ids);
        QSqlQuery q(db.connection());
        for (const char *statement :
             {"DROP TRIGGER games_updated_ms", "DROP INDEX games_by_updated",
              "DROP INDEX players_by_side", "ALTER TABLE games DROP COLUMN created_ms",
              "ALTER TABLE games DROP COLUMN updated_ms",
              "ALTER TABLE games DROP COLUMN counted_hands",
              "ALTER TABLE hand_results DROP COLUMN run_points",
              "ALTER TABLE hand_results DROP COLUMN run_best",
              "ALTER TABLE hand_results DROP COLUMN run_premiums",
              "ALTER TABLE hand_results DROP COLUMN run_went_out",
              "ALTER TABLE hand_results DROP COLUMN run_penalties",
              "ALTER TABLE hand_results DROP COLUMN run_penalty_points",
              "DROP TABLE tournament_games", "DROP TABLE tournaments",
              "ALTER TABLE games DROP COLUMN time_called_after", "DROP TABLE club_outbox",
              "PRAGMA user_version = 7"})
            QVERIFY2(q.exec(QString::fromLatin1(statement)), statement);
        statisticsOf7 = version7Statistics(db.connection());
    }
    Database db(QStringLiteral("catalog-v8"));
    const Database::OpenResult opened = db.open(file());
    QVERIFY2(opened.ok(), qPrintable(opened.message));
    QCOMPARE(db.schemaVersion(), 12);
    QCOMPARE(SchemaMigrator::latestVersion(), 12);
    const QStringList after = everythingShown(db, m_ids);
    QCOMPARE(after.size(), before.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        QCOMPARE(after[i], before[i]);
    QVERIFY(statisticsOf7.size() > 3);
    QCOMPARE(version8Statistics(GameCatalog(db.storage())), statisticsOf7);
}

QTEST_GUILESS_MAIN(TestCatalogPlans)
#include "tst_catalogplans.moc"
