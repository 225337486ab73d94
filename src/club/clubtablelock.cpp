#include "clubtablelock.h"

#include "clubrefusal.h"

#include <QDateTime>
#include <QLocale>
#include <QSqlError>
#include <QSqlQuery>

namespace pinaculo {

ClubTableLock::Outcome ClubTableLock::take(const QSqlDatabase &db, int table, QString *message)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT pg_try_advisory_lock(?, ?)"));
    query.addBindValue(LockSpace);
    query.addBindValue(table);
    if (!query.exec() || !query.next()) {
        *message = ClubRefusal::text(query.lastError());
        return Outcome::Failed;
    }
    if (query.value(0).toBool())
        return Outcome::Held;
    // Who holds it: a login sees the sessions of its own role, the other laptop's included.
    QSqlQuery holder(db);
    holder.prepare(QStringLiteral(
        "SELECT a.application_name, host(a.client_addr), "
        "EXTRACT(EPOCH FROM a.backend_start)::bigint "
        "FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
        "WHERE l.locktype = 'advisory' AND l.granted AND l.classid = ? AND l.objid = ?"));
    holder.addBindValue(LockSpace);
    holder.addBindValue(table);
    if (!holder.exec()) {
        *message = ClubRefusal::text(holder.lastError());
        return Outcome::Failed;
    }
    if (!holder.next()) {
        *message = tr("table %1 is held by another laptop").arg(table);
        return Outcome::HeldElsewhere;
    }
    const QString name = holder.value(0).toString();
    const QString address = holder.value(1).toString();
    const QDateTime since = QDateTime::fromSecsSinceEpoch(holder.value(2).toLongLong());
    const QString who = address.isEmpty() ? name : tr("%1 at %2").arg(name, address);
    *message = tr("table %1 is held by the laptop %2 since %3: close it there first")
                   .arg(table)
                   .arg(who, QLocale().toString(since.time(), QLocale::ShortFormat));
    return Outcome::HeldElsewhere;
}

bool ClubTableLock::release(const QSqlDatabase &db, int table)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT pg_advisory_unlock(?, ?)"));
    query.addBindValue(LockSpace);
    query.addBindValue(table);
    return query.exec() && query.next() && query.value(0).toBool();
}

} // namespace pinaculo
