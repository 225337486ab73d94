#include "sqlitehandle.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace pinaculo {

sqlite3 *SqliteHandle::handleOf(const QSqlDatabase &db)
{
    const QSqlDriver *driver = db.driver();
    if (!driver || !db.isOpen())
        return nullptr;
    const QVariant handle = driver->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

bool SqliteHandle::keepLogOnClose(const QSqlDatabase &db)
{
    return setCheckpointOnClose(db, false);
}

bool SqliteHandle::setCheckpointOnClose(const QSqlDatabase &db, bool allowed)
{
    sqlite3 *handle = handleOf(db);
    if (!handle)
        return false;
    const int keep = allowed ? 0 : 1;
    int now = -1;
    return sqlite3_db_config(handle, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, keep, &now) == SQLITE_OK
        && now == keep;
}

void SqliteHandle::interrupt(sqlite3 *handle)
{
    if (handle)
        sqlite3_interrupt(handle);
}

} // namespace pinaculo
