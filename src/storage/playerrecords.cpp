#include "playerrecords.h"

#include <QSqlQuery>

namespace pinaculo {

PlayerRecords::PlayerRecords(const GameStorage &storage)
    : m_db(storage.connection())
{
}

PlayerRecords::HeadToHead PlayerRecords::headToHead(const QString &first, const QString &second,
                                                    const GameFilter &filter) const
{
    HeadToHead record;
    record.first = first;
    record.second = second;
    if (first.isEmpty() || second.isEmpty() || first == second)
        return record;
    const QString variant = filter.variant ? variantId(*filter.variant) : QString();
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT COUNT(*), COALESCE(SUM(g.over), 0),"
        " COALESCE(SUM(CASE WHEN g.over = 1 AND g.winner_side = a.side THEN 1 ELSE 0 END), 0),"
        " COALESCE(SUM(CASE WHEN g.over = 1 AND g.winner_side = b.side THEN 1 ELSE 0 END), 0)"
        " FROM players a"
        " JOIN players b ON b.game_id = a.game_id AND b.side <> a.side"
        " JOIN games g ON g.id = a.game_id"
        " WHERE a.name = ? AND b.name = ? AND (COALESCE(?, '') = '' OR g.variant = ?)"));
    for (const QString &v : {first, second, variant, variant})
        q.addBindValue(v);
    if (q.exec() && q.next()) {
        record.games = q.value(0).toInt();
        record.finished = q.value(1).toInt();
        record.firstWins = q.value(2).toInt();
        record.secondWins = q.value(3).toInt();
    }
    return record;
}

QList<PlayerRecords::Partnership> PlayerRecords::partnerships(const GameFilter &filter) const
{
    const QString variant = filter.variant ? variantId(*filter.variant) : QString();
    QSqlQuery q(m_db);
    // Each pair once, whoever sat first: the names in order.
    q.prepare(QStringLiteral(
        "SELECT a.name, b.name, COUNT(*), SUM(g.over),"
        " SUM(CASE WHEN g.over = 1 AND g.winner_side = a.side THEN 1 ELSE 0 END)"
        " FROM players a"
        " JOIN players b ON b.game_id = a.game_id AND b.side = a.side AND a.name < b.name"
        " JOIN games g ON g.id = a.game_id"
        " WHERE (COALESCE(?, '') = '' OR g.variant = ?)"
        " GROUP BY a.name, a.name_key, b.name, b.name_key"
        " ORDER BY COUNT(*) DESC, a.name_key, b.name_key, a.name, b.name"));
    q.addBindValue(variant);
    q.addBindValue(variant);
    QList<Partnership> result;
    if (!q.exec())
        return result;
    while (q.next()) {
        Partnership p;
        p.first = q.value(0).toString();
        p.second = q.value(1).toString();
        p.games = q.value(2).toInt();
        p.finished = q.value(3).toInt();
        p.wins = q.value(4).toInt();
        result.append(p);
    }
    return result;
}

} // namespace pinaculo
