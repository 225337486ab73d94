#include "gamecatalog.h"

#include <QHash>
#include <QSqlQuery>

namespace pinaculo {

GameCatalog::GameCatalog(const GameStorage &storage)
    : m_db(storage.connection())
{
}

QList<GameSummary> GameCatalog::games(const GameFilter &filter) const
{
    return query(filter, -1);
}

std::optional<GameSummary> GameCatalog::game(qint64 id) const
{
    const QList<GameSummary> found = query({}, id);
    return found.isEmpty() ? std::nullopt : std::optional<GameSummary>(found.first());
}

QList<GameSummary> GameCatalog::query(const GameFilter &filter, qint64 onlyId) const
{
    // One game is looked up by its key: an OR around the key would make SQLite scan every row,
    // and the start page asks for one game at every start.
    const QString matchId
        = onlyId >= 0 ? QStringLiteral("(%1 = ? AND ? >= 0)") : QStringLiteral("(? < 0 OR %1 = ?)");
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral(
            "SELECT id, name, variant, created_at, updated_at, hand_count, over, winner_side FROM games"
            " WHERE %1")
            .arg(matchId.arg(u"id"))
        + QStringLiteral(
            "   AND (COALESCE(?, '') = '' OR variant = ?)"
            "   AND (COALESCE(?, '') = '' OR id IN (SELECT game_id FROM players WHERE name = ?))"
            " ORDER BY updated_at DESC, id DESC"));
    const QString variant = filter.variant ? variantId(*filter.variant) : QString();
    const QString player = filter.player.trimmed();
    for (const QVariant &v : {QVariant(onlyId), QVariant(onlyId), QVariant(variant),
                              QVariant(variant), QVariant(player), QVariant(player)})
        q.addBindValue(v);
    QList<GameSummary> result;
    QHash<qint64, int> rowOf;
    if (!q.exec())
        return result;
    while (q.next()) {
        GameSummary s;
        s.id = q.value(0).toLongLong();
        s.name = q.value(1).toString();
        s.variant = variantFromId(q.value(2).toString()).value_or(Variant::Pinaculo);
        s.created = QDateTime::fromString(q.value(3).toString(), Qt::ISODateWithMs);
        s.updated = QDateTime::fromString(q.value(4).toString(), Qt::ISODateWithMs);
        s.handCount = q.value(5).toInt();
        s.over = q.value(6).toBool();
        s.winnerSide = q.value(7).isNull() ? -1 : q.value(7).toInt();
        rowOf.insert(s.id, int(result.size()));
        result.append(s);
    }
    if (result.isEmpty())
        return result;
    // Players and sides for all listed games in two queries, not two per game.
    QSqlQuery players(m_db);
    players.prepare(QStringLiteral("SELECT game_id, name FROM players WHERE %1"
                                   " ORDER BY game_id, seat")
                        .arg(matchId.arg(u"game_id")));
    players.addBindValue(onlyId);
    players.addBindValue(onlyId);
    if (players.exec()) {
        while (players.next()) {
            const auto it = rowOf.constFind(players.value(0).toLongLong());
            if (it != rowOf.cend())
                result[*it].players.append(players.value(1).toString());
        }
    }
    QSqlQuery sides(m_db);
    sides.prepare(QStringLiteral("SELECT game_id, name, total FROM sides WHERE %1"
                                 " ORDER BY game_id, side")
                      .arg(matchId.arg(u"game_id")));
    sides.addBindValue(onlyId);
    sides.addBindValue(onlyId);
    if (sides.exec()) {
        while (sides.next()) {
            const auto it = rowOf.constFind(sides.value(0).toLongLong());
            if (it != rowOf.cend()) {
                result[*it].sides.append(sides.value(1).toString());
                result[*it].totals.append(sides.value(2).toInt());
            }
        }
    }
    return result;
}

QStringList GameCatalog::playerNames() const
{
    // "Ana" in one game and "ana" in another are one player (NameRules): one spelling of each.
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT MIN(name) FROM players GROUP BY name_key ORDER BY name_key, MIN(name)"));
    QStringList names;
    if (q.exec()) {
        while (q.next())
            names.append(q.value(0).toString());
    }
    return names;
}

qint64 GameCatalog::latestGameId() const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id FROM games ORDER BY updated_at DESC, id DESC LIMIT 1"));
    return q.exec() && q.next() ? q.value(0).toLongLong() : -1;
}

QList<PlayerStatistics> GameCatalog::statistics(const GameFilter &filter) const
{
    const QString variant = filter.variant ? variantId(*filter.variant) : QString();
    const QString player = filter.player.trimmed();
    QList<PlayerStatistics> result;
    QHash<QString, int> rowOf;

    QSqlQuery games(m_db);
    games.prepare(QStringLiteral(
        "SELECT p.name, COUNT(*), SUM(g.over),"
        " SUM(CASE WHEN g.over = 1 AND g.winner_side = p.side THEN 1 ELSE 0 END)"
        " FROM players p JOIN games g ON g.id = p.game_id"
        " WHERE (COALESCE(?, '') = '' OR g.variant = ?) AND (COALESCE(?, '') = '' OR p.name = ?)"
        " GROUP BY p.name, p.name_key ORDER BY p.name_key, p.name"));
    for (const QString &v : {variant, variant, player, player})
        games.addBindValue(v);
    if (!games.exec())
        return result;
    while (games.next()) {
        PlayerStatistics s;
        s.player = games.value(0).toString();
        s.gamesPlayed = games.value(1).toInt();
        s.gamesFinished = games.value(2).toInt();
        s.gamesWon = games.value(3).toInt();
        rowOf.insert(s.player, int(result.size()));
        result.append(s);
    }

    QSqlQuery hands(m_db);
    hands.prepare(QStringLiteral(
        "SELECT p.name, COUNT(*), AVG(r.points), MAX(r.points), SUM(r.premiums), SUM(r.went_out),"
        " SUM(r.penalties), SUM(r.penalty_points)"
        " FROM hand_results r"
        " JOIN players p ON p.game_id = r.game_id AND p.seat = r.seat"
        " JOIN games g ON g.id = r.game_id"
        " WHERE (COALESCE(?, '') = '' OR g.variant = ?) AND (COALESCE(?, '') = '' OR p.name = ?)"
        " GROUP BY p.name"));
    for (const QString &v : {variant, variant, player, player})
        hands.addBindValue(v);
    if (!hands.exec())
        return result;
    while (hands.next()) {
        const auto it = rowOf.constFind(hands.value(0).toString());
        if (it == rowOf.cend())
            continue;
        PlayerStatistics &s = result[*it];
        s.handsPlayed = hands.value(1).toInt();
        s.averageHand = hands.value(2).toDouble();
        s.bestHand = hands.value(3).toInt();
        s.premiumMelds = hands.value(4).toInt();
        s.wentOut = hands.value(5).toInt();
        s.penalties = hands.value(6).toInt();
        s.penaltyPoints = hands.value(7).toInt();
    }
    return result;
}

} // namespace pinaculo
