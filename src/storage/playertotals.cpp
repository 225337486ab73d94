#include "playertotals.h"

#include "catalogstatements.h"
#include "gamestorage.h"

#include <QSqlQuery>

namespace pinaculo {

PlayerTotals::PlayerTotals(const QSqlDatabase &db, const GameStorage *storage)
    : m_db(db)
    , m_storage(storage)
{
}

QSqlQuery *PlayerTotals::prepared(const QString &sql)
{
    // Statements prepared before the connection was opened again went with the old one.
    if (m_storage && m_storage->openCount() != m_preparedAt) {
        m_prepared.clear();
        m_preparedAt = m_storage->openCount();
    }
    auto found = m_prepared.find(sql);
    if (found == m_prepared.end()) {
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        if (!query.prepare(sql)) {
            m_lastError = query.lastError();
            return nullptr;
        }
        found = m_prepared.insert(sql, query);
    }
    return &*found;
}

QSqlQuery *PlayerTotals::executed(const QString &sql, const QVariantList &values)
{
    QSqlQuery *query = prepared(sql);
    if (!query)
        return nullptr;
    for (int i = 0; i < values.size(); ++i)
        query->bindValue(i, values[i]);
    if (query->exec())
        return query;
    m_lastError = query->lastError();
    query->finish();
    return nullptr;
}

bool PlayerTotals::run(const QString &sql, const QVariantList &values)
{
    QSqlQuery *query = executed(sql, values);
    // Reset at once, so that no statement stays open into a commit or a checkpoint.
    if (query)
        query->finish();
    return query != nullptr;
}

bool PlayerTotals::withdraw(qint64 gameId)
{
    m_withdrawn.clear();
    QSqlQuery *names
        = executed(QStringLiteral("SELECT name FROM players WHERE game_id = ?"), {gameId});
    if (!names)
        return false;
    while (names->next()) {
        const QString name = names->value(0).toString();
        if (!m_withdrawn.contains(name))
            m_withdrawn.append(name);
    }
    names->finish();
    return run(CatalogStatements::withdrawPlayers(), {gameId})
        && run(CatalogStatements::withdrawPairs(), {gameId})
        && run(CatalogStatements::withdrawRivals(), {gameId});
}

bool PlayerTotals::contribute(qint64 gameId)
{
    return run(CatalogStatements::contributePlayers(), {gameId})
        && run(CatalogStatements::contributePairs(), {gameId})
        && run(CatalogStatements::contributeRivals(), {gameId});
}

bool PlayerTotals::settle()
{
    for (const QString &name : std::as_const(m_withdrawn)) {
        if (!run(CatalogStatements::settleBest(), {name}))
            return false;
    }
    m_withdrawn.clear();
    return true;
}

bool PlayerTotals::rebuild(const QSqlDatabase &db, QSqlError *error)
{
    PlayerTotals totals(db);
    const bool ok = totals.run(QStringLiteral("DELETE FROM player_totals"), {})
        && totals.run(QStringLiteral("DELETE FROM partner_totals"), {})
        && totals.run(QStringLiteral("DELETE FROM rival_totals"), {})
        && totals.run(CatalogStatements::fillPlayers(), {})
        && totals.run(CatalogStatements::fillPairs(), {})
        && totals.run(CatalogStatements::fillRivals(), {});
    if (!ok && error)
        *error = totals.lastError();
    return ok;
}

} // namespace pinaculo
