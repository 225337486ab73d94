#include "cluboutbox.h"

#include "storagetransaction.h"

#include <QSqlQuery>

namespace pinaculo {

ClubOutbox::ClubOutbox(const GameStorage &storage)
    : m_storage(storage)
    , m_statements(storage.connection(), &storage)
{
}

bool ClubOutbox::write(const QString &sql, const QVariantList &values, QString *error)
{
    StorageTransaction transaction(m_storage);
    if (!transaction.isActive()) {
        *error = m_storage.describe(transaction.lastError());
        return false;
    }
    if (!m_statements.run(sql, values)) {
        *error = m_storage.describe(m_statements.lastError());
        return false;
    }
    if (!transaction.commit()) {
        *error = m_storage.describe(transaction.lastError());
        return false;
    }
    return true;
}

bool ClubOutbox::queue(const Entry &entry, QString *error)
{
    return write(QStringLiteral("INSERT INTO club_outbox (tournament_id, round, table_number, "
                                "revision, game, final, queued_ms) VALUES (?, ?, ?, ?, ?, ?, ?) "
                                "ON CONFLICT (tournament_id, round, table_number, revision) "
                                "DO NOTHING"),
                 {entry.tournament, entry.round, entry.table, entry.revision,
                  QString::fromUtf8(entry.game), entry.final ? 1 : 0, entry.queuedMs},
                 error);
}

QList<ClubOutbox::Entry> ClubOutbox::newest(QString *error) const
{
    QSqlQuery query(m_storage.connection());
    query.setForwardOnly(true);
    QList<Entry> entries;
    if (!query.exec(QStringLiteral(
            "SELECT o.tournament_id, o.round, o.table_number, o.revision, o.game, o.final, "
            "o.queued_ms FROM club_outbox o "
            "WHERE o.revision = (SELECT max(n.revision) FROM club_outbox n "
            "WHERE n.tournament_id = o.tournament_id AND n.round = o.round "
            "AND n.table_number = o.table_number) "
            "ORDER BY o.queued_ms DESC"))) {
        *error = m_storage.describe(query.lastError());
        return entries;
    }
    while (query.next())
        entries.append(Entry {query.value(0).toLongLong(), query.value(1).toInt(),
                              query.value(2).toInt(), query.value(3).toInt(),
                              query.value(4).toString().toUtf8(), query.value(5).toInt() != 0,
                              query.value(6).toLongLong()});
    return entries;
}

bool ClubOutbox::delivered(const Entry &entry, QString *error)
{
    return write(QStringLiteral("DELETE FROM club_outbox WHERE tournament_id = ? AND round = ? "
                                "AND table_number = ? AND revision <= ?"),
                 {entry.tournament, entry.round, entry.table, entry.revision}, error);
}

int ClubOutbox::waiting() const
{
    QSqlQuery query(m_storage.connection());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM club_outbox")) || !query.next())
        return -1;
    return query.value(0).toInt();
}

} // namespace pinaculo
