#pragma once

#include "gamesummary.h"

#include <QSqlDatabase>
#include <functional>

namespace pinaculo {

// GameCatalog::forEachGame on an SQLite connection: the same three statements of
// CatalogStatements, walked together through SQLite's own C API on the driver's handle. Qt's
// driver makes a QVariant, and for text a QString, of every value it reads before the caller
// converts it again; for a club's tens of thousands of games that cost more than the engine's
// reading. The values are read as the driver reads them (text as UTF-16 from the engine), so
// both give the same games.
class SqliteGameList
{
public:
    // False, having read nothing, when `db` is not an open SQLite connection: the caller reads
    // through Qt SQL instead.
    static bool forEachGame(const QSqlDatabase &db, const GameFilter &filter,
                            const std::function<void(const GameSummary &)> &visit);
};

} // namespace pinaculo
