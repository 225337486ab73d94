#include "clubdatabase.h"

#include "database.h"
#include "gamefilewriter.h"
#include "gamerepository.h"
#include "gamescorer.h"
#include "playertotals.h"
#include "randomgame.h"
#include "storagetransaction.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace pinaculo {

namespace {

// The tables a club plays at: every variant and table size.
GameSetup tableOf(int game)
{
    struct Table
    {
        Variant variant;
        int players;
        bool pairs;
    };
    static const Table tables[] = {
        {Variant::Pinaculo, 2, false},  {Variant::Pinaculo, 3, false},
        {Variant::Pinaculo, 4, false},  {Variant::Pinaculo, 5, false},
        {Variant::Pinaculo, 6, false},  {Variant::Pinacle, 4, true},
        {Variant::Pinacle, 6, true},    {Variant::Pinnacola, 2, false},
        {Variant::Pinnacola, 3, false}, {Variant::Pinnacola, 4, true},
    };
    const Table &t = tables[game % std::size(tables)];
    GameSetup setup = RandomGame::setup(t.variant, t.players, t.pairs);
    setup.rules.target = 1000000; // every stored game reaches its 15 hands
    setup.firstDealer = game % t.players;
    // The club's members: 40 names, a table's seats taken 7 apart so that they never repeat.
    static const QStringList first
        = {QStringLiteral("Ana"),   QStringLiteral("Bruno"), QStringLiteral("Carla"),
           QStringLiteral("Darío"), QStringLiteral("Elena"), QStringLiteral("Fabio"),
           QStringLiteral("Gina"),  QStringLiteral("Hugo")};
    static const QStringList initial
        = {QStringLiteral("R."), QStringLiteral("S."), QStringLiteral("T."), QStringLiteral("V."),
           QStringLiteral("Z.")};
    for (int seat = 0; seat < setup.players.size(); ++seat) {
        const int member = (game * 11 + seat * 7) % ClubDatabase::Players;
        setup.players[seat] = QStringLiteral("%1 %2").arg(first[member % first.size()],
                                                          initial[member / first.size()]);
    }
    return setup;
}

QStringList columnsOf(const QSqlDatabase &db, const QString &table)
{
    QStringList columns;
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table))) {
        while (q.next())
            columns.append(q.value(1).toString());
    }
    return columns;
}

QStringList referencedBy(const QSqlDatabase &db, const QString &table)
{
    QStringList tables;
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("PRAGMA foreign_key_list(%1)").arg(table))) {
        while (q.next())
            tables.append(q.value(2).toString());
    }
    return tables;
}

} // namespace

ClubDatabase::Built ClubDatabase::build(const QString &path, int games, const QString &gameFileDir)
{
    Built built;
    QElapsedTimer clock;
    clock.start();
    for (const char *suffix : {"", "-wal", "-shm", ".verified"})
        QFile::remove(path + QLatin1StringView(suffix));
    QDir().mkpath(gameFileDir);
    {
        Database db(QStringLiteral("bench-club-build"));
        const Database::OpenResult opened = db.open(path, Database::Access::Shared);
        if (!opened.ok()) {
            built.error = opened.message;
            return built;
        }
        GameRepository repository(db.storage()); // holds the connection until closed
        RandomGame random(2000);
        const int copies = games / DistinctGames;
        for (int g = 0; g < DistinctGames; ++g) {
            const Game game = random.game(tableOf(g), 15);
            const GameResult result = GameScorer::score(game);
            if (repository.createGame(game, result, {}, &built.error) < 0)
                return built;
            const QString file
                = QDir(gameFileDir)
                      .filePath(
                          QStringLiteral("game-%1.pinaculo.json").arg(g, 3, 10, QLatin1Char('0')));
            if (!GameFileWriter::writeFile(game, result, file, &built.error))
                return built;
            built.gameFileBytes += QFileInfo(file).size() * copies;
            built.compactJsonBytes += QJsonDocument(GameFileWriter::toJsonObject(game, result))
                                          .toJson(QJsonDocument::Compact)
                                          .size()
                * copies;
            if (g == 0)
                built.sampleGameFile = file;
        }
    } // the database closes after the repository that holds its connection
    if (games > DistinctGames && !copyGames(path, games / DistinctGames - 1, &built.error))
        return built;
    if (!checkCopies(path, games, &built.error))
        return built;
    built.ok = true;
    built.bytes = QFileInfo(path).size();
    built.seconds = double(clock.elapsed()) / 1000.0;
    return built;
}

bool ClubDatabase::copyGames(const QString &path, int copies, QString *error)
{
    Database db(QStringLiteral("bench-club-copy"));
    const Database::OpenResult opened = db.open(path, Database::Access::Shared);
    if (!opened.ok()) {
        *error = opened.message;
        return false;
    }
    const QSqlDatabase connection = db.connection();
    // Every table of a game: `games` by its id, the others by their game_id, whatever the
    // schema version adds; a table after the tables it refers to.
    QStringList pending;
    {
        QSqlQuery q(connection);
        q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"
                              " AND name NOT LIKE 'sqlite_%' ORDER BY name"));
        while (q.next()) {
            const QString table = q.value(0).toString();
            const QStringList columns = columnsOf(connection, table);
            if (table == u"games" || columns.contains(u"game_id"))
                pending.append(table);
        }
    }
    {
        StorageTransaction transaction(db.storage());
        if (!transaction.isActive()) {
            *error = db.storage().describe(transaction.lastError());
            return false;
        }
        while (!pending.isEmpty()) {
            qsizetype next = 0;
            while (next < pending.size()) {
                bool ready = true;
                for (const QString &referenced : referencedBy(connection, pending[next]))
                    ready = ready && (referenced == pending[next] || !pending.contains(referenced));
                if (ready)
                    break;
                ++next;
            }
            if (next == pending.size()) {
                *error = QStringLiteral("the tables %1 refer to each other")
                             .arg(pending.join(QStringLiteral(", ")));
                return false;
            }
            const QString table = pending.takeAt(next);
            const QString key
                = table == u"games" ? QStringLiteral("id") : QStringLiteral("game_id");
            const QStringList columns = columnsOf(connection, table);
            QStringList values;
            for (const QString &column : columns)
                values.append(
                    column == key
                        ? QStringLiteral("%1 + copy.n * %2").arg(column).arg(DistinctGames)
                        : column);
            QSqlQuery q(connection);
            const QString sql
                = QStringLiteral("WITH RECURSIVE copy(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM "
                                 "copy WHERE n < %1)"
                                 " INSERT INTO %2 (%3) SELECT %4 FROM copy, %2"
                                 " WHERE %5 <= %6 ORDER BY copy.n, %5")
                      .arg(copies)
                      .arg(table, columns.join(u','), values.join(u','), key)
                      .arg(DistinctGames);
            if (!q.exec(sql)) {
                *error = QStringLiteral("%1: %2").arg(table, q.lastError().text());
                return false;
            }
        }
        // The statistics' totals of the copies, which no write of the repository counted.
        if (QSqlError sqlError; !PlayerTotals::rebuild(connection, &sqlError)) {
            *error = QStringLiteral("totals: %1").arg(sqlError.text());
            return false;
        }
        if (!transaction.commit()) {
            *error = db.storage().describe(transaction.lastError());
            return false;
        }
    }
    return true; // the database closes after the queries that hold its connection
}

bool ClubDatabase::checkCopies(const QString &path, int games, QString *error)
{
    Database db(QStringLiteral("bench-club-check"));
    const Database::OpenResult opened = db.open(path, Database::Access::Read);
    if (!opened.ok()) {
        *error = opened.message;
        return false;
    }
    const GameRepository repository(db.storage());
    // The first game, copies of it and of others, and the last game read back whole, each equal
    // to its original.
    for (const qint64 id :
         {qint64(1), qint64(games / 2 + 7), qint64(games - DistinctGames + 1), qint64(games)}) {
        const qint64 original = (id - 1) % DistinctGames + 1;
        const std::optional<Game> copy = repository.loadGame(id, error);
        const std::optional<Game> source = repository.loadGame(original, error);
        if (!copy || !source)
            return false;
        if (!(*copy == *source)) {
            *error = QStringLiteral("game %1 does not read back as game %2").arg(id).arg(original);
            return false;
        }
    }
    QSqlQuery q(db.connection());
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM games")) || !q.next()
        || q.value(0).toInt() != games) {
        *error = QStringLiteral("the database holds %1 games, not %2")
                     .arg(q.value(0).toInt())
                     .arg(games);
        return false;
    }
    return true; // the database closes after the queries that hold its connection
}

} // namespace pinaculo
