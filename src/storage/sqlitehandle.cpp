#include "sqlitehandle.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace pinaculo {

namespace {

sqlite3 *handleOf(const QSqlDatabase &db)
{
    const QSqlDriver *driver = db.driver();
    if (!driver || !db.isOpen())
        return nullptr;
    const QVariant handle = driver->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

} // namespace

bool SqliteHandle::keepLogOnClose(const QSqlDatabase &db)
{
    sqlite3 *handle = handleOf(db);
    if (!handle)
        return false;
    int enabled = 0;
    return sqlite3_db_config(handle, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, &enabled) == SQLITE_OK
        && enabled == 1;
}

} // namespace pinaculo
