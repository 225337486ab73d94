#include "gamecatalog.h"

#include "catalogstatements.h"
#include "namerules.h"

#include <QHash>
#include <QSqlQuery>

#include <algorithm>
#include <limits>
#include <map>

namespace pinaculo {

namespace {

// The games whose seats one statement asks for: few enough for any engine's limit on bound
// values, many enough that 20,000 games take a hundred statements.
constexpr int seatBatch = 400;

QDateTime dateOf(const QVariant &ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms.toLongLong(), Qt::UTC);
}

// One row of CatalogStatements::gamesPage() or game().
GameSummary summaryOf(const QSqlQuery &q)
{
    GameSummary s;
    s.id = q.value(0).toLongLong();
    s.name = q.value(1).toString();
    s.variant = variantFromId(q.value(2).toString()).value_or(Variant::Pinaculo);
    s.created = dateOf(q.value(3));
    s.updated = dateOf(q.value(4));
    s.handCount = q.value(5).toInt();
    s.over = q.value(6).toBool();
    s.winnerSide = q.value(7).isNull() ? -1 : q.value(7).toInt();
    return s;
}

} // namespace

GameCatalog::GameCatalog(const GameStorage &storage)
    : m_storage(&storage)
    , m_db(storage.connection())
{
}

QList<GameSummary> GameCatalog::games(const GameFilter &filter) const
{
    QList<GameSummary> result = summaries(filter, nullptr, std::numeric_limits<int>::max());
    addListedSeats(filter, result);
    return result;
}

QList<GameSummary> GameCatalog::gamesPage(const GameFilter &filter, const GameSummary *after,
                                          int count) const
{
    QList<GameSummary> result = summaries(filter, after, count);
    addSeats(result);
    return result;
}

QList<GameSummary> GameCatalog::summaries(const GameFilter &filter, const GameSummary *after,
                                          int count) const
{
    QList<GameSummary> result;
    if (count <= 0)
        return result;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(CatalogStatements::gamesPage());
    const QString variant = filter.variant ? variantId(*filter.variant) : QString();
    const QString player = filter.player.trimmed();
    const qint64 afterId = after ? after->id : -1;
    const qint64 afterMs = after ? after->updated.toMSecsSinceEpoch() : 0;
    for (const QVariant &v : {QVariant(variant), QVariant(variant), QVariant(player),
                              QVariant(player), QVariant(afterId), QVariant(afterMs),
                              QVariant(afterMs), QVariant(afterId), QVariant(count)})
        q.addBindValue(v);
    if (!q.exec())
        return result;
    while (q.next())
        result.append(summaryOf(q));
    return result;
}

void GameCatalog::forEachGame(const GameFilter &filter,
                              const std::function<void(const GameSummary &)> &visit) const
{
    if (m_storage->forEachGame(filter, visit))
        return;
    const QString variant = filter.variant ? variantId(*filter.variant) : QString();
    const QString player = filter.player.trimmed();
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(CatalogStatements::gamesPage());
    for (const QVariant &v :
         {QVariant(variant), QVariant(variant), QVariant(player), QVariant(player),
          QVariant(qint64(-1)), QVariant(qint64(0)), QVariant(qint64(0)), QVariant(qint64(-1)),
          QVariant(std::numeric_limits<int>::max())})
        q.addBindValue(v);
    QSqlQuery players(m_db);
    players.setForwardOnly(true);
    players.prepare(CatalogStatements::playersListed());
    QSqlQuery sides(m_db);
    sides.setForwardOnly(true);
    sides.prepare(CatalogStatements::sidesListed());
    for (const QString &v : {variant, variant, player, player}) {
        players.addBindValue(v);
        sides.addBindValue(v);
    }
    if (!q.exec())
        return;
    // The three statements filter and order alike (by updated_ms and id), so each game's seats
    // and sides are the rows that come next in theirs; and, open together on one connection,
    // they read one snapshot of the file.
    bool morePlayers = players.exec() && players.next();
    bool moreSides = sides.exec() && sides.next();
    while (q.next()) {
        GameSummary game = summaryOf(q);
        while (morePlayers && players.value(0).toLongLong() == game.id) {
            game.players.append(players.value(1).toString());
            morePlayers = players.next();
        }
        while (moreSides && sides.value(0).toLongLong() == game.id) {
            game.sides.append(sides.value(1).toString());
            game.totals.append(sides.value(2).toInt());
            moreSides = sides.next();
        }
        visit(game);
    }
}

std::optional<GameSummary> GameCatalog::game(qint64 id) const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(CatalogStatements::game());
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    QList<GameSummary> found {summaryOf(q)};
    q.finish();
    addSeats(found);
    return found.first();
}

void GameCatalog::addSeats(QList<GameSummary> &games) const
{
    QHash<qint64, int> rowOf;
    rowOf.reserve(games.size());
    for (int row = 0; row < games.size(); ++row)
        rowOf.insert(games[row].id, row);
    for (qsizetype first = 0; first < games.size(); first += seatBatch) {
        const int size = int(std::min<qsizetype>(seatBatch, games.size() - first));
        QSqlQuery players(m_db);
        players.setForwardOnly(true);
        players.prepare(CatalogStatements::playersOf(size));
        QSqlQuery sides(m_db);
        sides.setForwardOnly(true);
        sides.prepare(CatalogStatements::sidesOf(size));
        for (qsizetype row = first; row < first + size; ++row) {
            players.addBindValue(games[row].id);
            sides.addBindValue(games[row].id);
        }
        if (players.exec()) {
            while (players.next()) {
                const auto it = rowOf.constFind(players.value(0).toLongLong());
                if (it != rowOf.cend())
                    games[*it].players.append(players.value(1).toString());
            }
        }
        if (sides.exec()) {
            while (sides.next()) {
                const auto it = rowOf.constFind(sides.value(0).toLongLong());
                if (it != rowOf.cend()) {
                    games[*it].sides.append(sides.value(1).toString());
                    games[*it].totals.append(sides.value(2).toInt());
                }
            }
        }
    }
}

void GameCatalog::addListedSeats(const GameFilter &filter, QList<GameSummary> &games) const
{
    QHash<qint64, int> rowOf;
    rowOf.reserve(games.size());
    for (int row = 0; row < games.size(); ++row)
        rowOf.insert(games[row].id, row);
    const QString variant = filter.variant ? variantId(*filter.variant) : QString();
    const QString player = filter.player.trimmed();
    QSqlQuery players(m_db);
    players.setForwardOnly(true);
    players.prepare(CatalogStatements::playersListed());
    for (const QString &v : {variant, variant, player, player})
        players.addBindValue(v);
    if (players.exec()) {
        while (players.next()) {
            const auto it = rowOf.constFind(players.value(0).toLongLong());
            if (it != rowOf.cend()) {
                QStringList &seats = games[*it].players;
                // Room at once for the seats of most games, which seat six or fewer.
                if (seats.isEmpty())
                    seats.reserve(6);
                seats.append(players.value(1).toString());
            }
        }
    }
    players.finish();
    QSqlQuery sides(m_db);
    sides.setForwardOnly(true);
    sides.prepare(CatalogStatements::sidesListed());
    for (const QString &v : {variant, variant, player, player})
        sides.addBindValue(v);
    if (sides.exec()) {
        while (sides.next()) {
            const auto it = rowOf.constFind(sides.value(0).toLongLong());
            if (it != rowOf.cend()) {
                GameSummary &game = games[*it];
                if (game.sides.isEmpty()) {
                    game.sides.reserve(game.players.size());
                    game.totals.reserve(game.players.size());
                }
                game.sides.append(sides.value(1).toString());
                game.totals.append(sides.value(2).toInt());
            }
        }
    }
}

QStringList GameCatalog::playerNames() const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(CatalogStatements::playerNames());
    // Per NameRules key, its first spelling in the engine's order (UTF-8 bytes), the keys in
    // that order too: what MIN(name) grouped by the stored name_key gave.
    std::map<QByteArray, QByteArray> spellingOf;
    if (q.exec()) {
        while (q.next()) {
            const QString name = q.value(0).toString();
            const QByteArray spelling = name.toUtf8();
            const auto [it, added]
                = spellingOf.try_emplace(NameRules::key(name).toUtf8(), spelling);
            if (!added && spelling < it->second)
                it->second = spelling;
        }
    }
    QStringList names;
    for (const auto &entry : spellingOf)
        names.append(QString::fromUtf8(entry.second));
    return names;
}

qint64 GameCatalog::latestGameId() const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(CatalogStatements::latestGame());
    return q.exec() && q.next() ? q.value(0).toLongLong() : -1;
}

QList<PlayerStatistics> GameCatalog::statistics(const GameFilter &filter) const
{
    const QString variant = filter.variant ? variantId(*filter.variant) : QString();
    const QString player = filter.player.trimmed();
    QList<PlayerStatistics> result;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(CatalogStatements::statistics());
    for (const QString &v : {variant, variant, player, player})
        q.addBindValue(v);
    if (!q.exec())
        return result;
    while (q.next()) {
        PlayerStatistics s;
        s.player = q.value(0).toString();
        s.gamesPlayed = q.value(1).toInt();
        s.gamesFinished = q.value(2).toInt();
        s.gamesWon = q.value(3).toInt();
        s.handsPlayed = q.value(4).toInt();
        // The mean of the hands' points, as AVG over every hand computed it.
        s.averageHand = s.handsPlayed > 0 ? double(q.value(5).toLongLong()) / s.handsPlayed : 0;
        s.bestHand = q.value(6).toInt();
        s.premiumMelds = q.value(7).toInt();
        s.wentOut = q.value(8).toInt();
        s.penalties = q.value(9).toInt();
        s.penaltyPoints = q.value(10).toInt();
        result.append(s);
    }
    // By the names' keys (NameRules), then as spelled: "ana" beside "Ana", "Ángel" before "Bruno".
    std::vector<std::pair<QString, int>> keys;
    keys.reserve(result.size());
    for (int i = 0; i < int(result.size()); ++i)
        keys.emplace_back(NameRules::key(result[i].player), i);
    std::sort(keys.begin(), keys.end(), [&](const auto &l, const auto &r) {
        return std::tie(l.first, result[l.second].player)
            < std::tie(r.first, result[r.second].player);
    });
    QList<PlayerStatistics> sorted;
    sorted.reserve(result.size());
    for (const auto &key : keys)
        sorted.append(result[key.second]);
    return sorted;
}

} // namespace pinaculo
