#include "playertotals.h"

#include "catalogstatements.h"

#include <QSqlQuery>

namespace pinaculo {

PlayerTotals::PlayerTotals(const QSqlDatabase &db, const GameStorage *storage)
    : m_statements(db, storage)
{
}

bool PlayerTotals::run(const QString &sql, const QVariantList &values)
{
    return m_statements.run(sql, values);
}

bool PlayerTotals::withdraw(qint64 gameId)
{
    m_withdrawn.clear();
    QSqlQuery *names = m_statements.executed(
        QStringLiteral("SELECT name FROM players WHERE game_id = ?"), {gameId});
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
