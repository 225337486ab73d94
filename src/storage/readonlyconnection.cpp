#include "readonlyconnection.h"

#include <QSqlQuery>
#include <QUrl>

namespace pinaculo {

namespace {

// SQLite opens lazily: only a first read shows whether the file can be read this way.
bool readable(const QSqlDatabase &db, QSqlError *error)
{
    QSqlQuery probe(db);
    if (probe.prepare(QStringLiteral("SELECT COUNT(*) FROM sqlite_master")) && probe.exec()
        && probe.next())
        return true;
    if (error)
        *error = probe.lastError();
    return false;
}

} // namespace

bool ReadOnlyConnection::open(QSqlDatabase &db, const QString &path, QSqlError *error, Mode *mode)
{
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
    if (db.open() && readable(db, error)) {
        if (mode)
            *mode = Mode::Shared;
        return true;
    }
    if (!db.isOpen() && error)
        *error = db.lastError();
    const QSqlError first = error ? *error : QSqlError();
    db.close();
    if (openImmutable(db, path)) {
        if (mode)
            *mode = Mode::Immutable;
        return true;
    }
    // The first way's reason is the telling one (busy, damaged, …).
    if (error)
        *error = first;
    return false;
}

bool ReadOnlyConnection::openImmutable(QSqlDatabase &db, const QString &path, QSqlError *error)
{
    QUrl uri = QUrl::fromLocalFile(path);
    uri.setQuery(QStringLiteral("immutable=1"));
    db.setDatabaseName(uri.toString(QUrl::FullyEncoded));
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
    if (db.open() && readable(db, error))
        return true;
    if (!db.isOpen() && error)
        *error = db.lastError();
    db.close();
    db.setDatabaseName(path);
    return false;
}

} // namespace pinaculo
