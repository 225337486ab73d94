#include "tournamentrepository.h"

#include "storagetransaction.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

namespace pinaculo {

TournamentRepository::TournamentRepository(const GameStorage &storage)
    : m_storage(&storage)
{
}

QList<TournamentListing> TournamentRepository::list() const
{
    QSqlQuery query(m_storage->connection());
    query.setForwardOnly(true);
    QList<TournamentListing> listings;
    if (!query.prepare(QStringLiteral("SELECT id, name, updated_ms FROM tournaments"
                                      " ORDER BY updated_ms DESC, id DESC"))
        || !query.exec())
        return listings;
    while (query.next())
        listings.append(
            {query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toLongLong()});
    return listings;
}

std::optional<StoredTournament> TournamentRepository::load(qint64 id, QString *error) const
{
    auto failed = [&](const QSqlQuery &query) -> std::optional<StoredTournament> {
        if (error)
            *error = m_storage->describe(query.lastError());
        return std::nullopt;
    };
    QSqlQuery query(m_storage->connection());
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT name, updated_ms, document FROM tournaments WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec())
        return failed(query);
    if (!query.next()) {
        if (error)
            *error = tr("The tournament is no longer in the database.");
        return std::nullopt;
    }
    StoredTournament t;
    t.id = id;
    t.name = query.value(0).toString();
    t.updatedMs = query.value(1).toLongLong();
    t.document = query.value(2).toString().toUtf8();
    QSqlQuery games(m_storage->connection());
    games.setForwardOnly(true);
    games.prepare(QStringLiteral("SELECT round, table_number, game FROM tournament_games"
                                 " WHERE tournament_id = ?"));
    games.addBindValue(id);
    if (!games.exec())
        return failed(games);
    while (games.next())
        t.games.insert({games.value(0).toInt(), games.value(1).toInt()},
                       games.value(2).toString().toUtf8());
    return t;
}

qint64 TournamentRepository::save(const StoredTournament &t, QString *error)
{
    auto failed = [&](const QSqlError &sqlError) -> qint64 {
        if (error)
            *error = m_storage->describe(sqlError);
        return 0;
    };
    StorageTransaction transaction(*m_storage);
    if (!transaction.isActive())
        return failed(transaction.lastError());
    const QSqlDatabase db = m_storage->connection();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    qint64 id = t.id;
    QSqlQuery write(db);
    if (id == 0) {
        write.prepare(QStringLiteral("INSERT INTO tournaments (name, created_ms, updated_ms,"
                                     " document) VALUES (?, ?, ?, ?) RETURNING id"));
        write.addBindValue(t.name);
        write.addBindValue(now);
        write.addBindValue(now);
        write.addBindValue(QString::fromUtf8(t.document));
        if (!write.exec() || !write.next())
            return failed(write.lastError());
        id = write.value(0).toLongLong();
    } else {
        write.prepare(QStringLiteral("UPDATE tournaments SET name = ?, updated_ms = ?,"
                                     " document = ? WHERE id = ?"));
        write.addBindValue(t.name);
        write.addBindValue(now);
        write.addBindValue(QString::fromUtf8(t.document));
        write.addBindValue(id);
        if (!write.exec())
            return failed(write.lastError());
        if (write.numRowsAffected() != 1) {
            if (error)
                *error = tr("The tournament is no longer in the database.");
            return 0;
        }
    }
    write.finish();
    QSqlQuery clear(db);
    clear.prepare(QStringLiteral("DELETE FROM tournament_games WHERE tournament_id = ?"));
    clear.addBindValue(id);
    if (!clear.exec())
        return failed(clear.lastError());
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO tournament_games (tournament_id, round,"
                                  " table_number, game) VALUES (?, ?, ?, ?)"));
    for (auto it = t.games.cbegin(); it != t.games.cend(); ++it) {
        insert.bindValue(0, id);
        insert.bindValue(1, it.key().first);
        insert.bindValue(2, it.key().second);
        insert.bindValue(3, QString::fromUtf8(it.value()));
        if (!insert.exec())
            return failed(insert.lastError());
    }
    if (!transaction.commit())
        return failed(transaction.lastError());
    return id;
}

bool TournamentRepository::remove(qint64 id, QString *error)
{
    StorageTransaction transaction(*m_storage);
    if (!transaction.isActive()) {
        if (error)
            *error = m_storage->describe(transaction.lastError());
        return false;
    }
    // The games go with their tournament: ON DELETE CASCADE.
    QSqlQuery remove(m_storage->connection());
    remove.prepare(QStringLiteral("DELETE FROM tournaments WHERE id = ?"));
    remove.addBindValue(id);
    if (!remove.exec() || !transaction.commit()) {
        if (error)
            *error = m_storage->describe(remove.lastError().isValid() ? remove.lastError()
                                                                      : transaction.lastError());
        return false;
    }
    return true;
}

} // namespace pinaculo
