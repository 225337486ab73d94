#include "playerrecords.h"

#include "catalogstatements.h"
#include "namerules.h"

#include <QSqlQuery>

#include <algorithm>

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
    q.setForwardOnly(true);
    q.prepare(CatalogStatements::headToHead());
    for (const QString &v : {first, first, first, second, second, first, variant, variant})
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
    q.setForwardOnly(true);
    q.prepare(CatalogStatements::partnerships());
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
    // Most games first, then by the names' keys (NameRules), then as spelled: the order is
    // computed here so that the statement groups by the seats' index alone.
    std::vector<std::pair<QString, QString>> keys;
    keys.reserve(result.size());
    for (const Partnership &p : std::as_const(result))
        keys.emplace_back(NameRules::key(p.first), NameRules::key(p.second));
    std::vector<int> order(result.size());
    for (int i = 0; i < int(order.size()); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](int l, int r) {
        const Partnership &a = result[l], &b = result[r];
        return std::tie(b.games, keys[l].first, keys[l].second, a.first, a.second)
            < std::tie(a.games, keys[r].first, keys[r].second, b.first, b.second);
    });
    QList<Partnership> sorted;
    sorted.reserve(result.size());
    for (int i : order)
        sorted.append(result[i]);
    return sorted;
}

} // namespace pinaculo
