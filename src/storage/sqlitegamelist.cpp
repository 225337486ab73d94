#include "sqlitegamelist.h"

#include "catalogstatements.h"
#include "sqlitehandle.h"

#include <limits>
#include <optional>
#include <sqlite3.h>

namespace pinaculo {

namespace {

// One prepared statement, finalized however the walk ends.
class Statement
{
public:
    Statement(sqlite3 *db, const QString &sql)
    {
        const QByteArray text = sql.toUtf8();
        if (sqlite3_prepare_v2(db, text.constData(), int(text.size()), &m_stmt, nullptr)
            != SQLITE_OK) {
            sqlite3_finalize(m_stmt);
            m_stmt = nullptr;
        }
    }
    ~Statement() { sqlite3_finalize(m_stmt); }
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool ok() const { return m_stmt != nullptr; }
    // Binds `text` at 1-based `index`; a null string binds NULL, as the driver binds it.
    void bind(int index, const QString &text)
    {
        if (text.isNull())
            sqlite3_bind_null(m_stmt, index);
        else
            sqlite3_bind_text16(m_stmt, index, text.utf16(), int(text.size() * sizeof(QChar)),
                                SQLITE_TRANSIENT);
    }
    void bind(int index, qint64 value) { sqlite3_bind_int64(m_stmt, index, value); }
    // The filter's values, as CatalogStatements' listed statements bind them.
    void bindFilter(int first, const QString &variant, const QString &player)
    {
        bind(first, variant);
        bind(first + 1, variant);
        bind(first + 2, player);
        bind(first + 3, player);
    }
    // Steps to the next row: false after the last one, or on an error.
    bool next() { return sqlite3_step(m_stmt) == SQLITE_ROW; }

    qint64 integer(int column) const { return sqlite3_column_int64(m_stmt, column); }
    bool isNull(int column) const { return sqlite3_column_type(m_stmt, column) == SQLITE_NULL; }
    // As Qt's driver reads text: the engine's UTF-16.
    QString text(int column) const
    {
        const void *chars = sqlite3_column_text16(m_stmt, column);
        const int bytes = sqlite3_column_bytes16(m_stmt, column);
        return chars ? QString(static_cast<const QChar *>(chars), bytes / int(sizeof(QChar)))
                     : QString();
    }

private:
    sqlite3_stmt *m_stmt = nullptr;
};

// The page cache of the connection made room for the three walks together, for as long as they
// run. Each walk alone fits SQLite's default cache, read one after the other; stepped together
// they seek games, seats and sides in three tables at once, and with the default cache read the
// same pages again forty times over (100,000 reads of the file for 20,000 games instead of
// 2,500). The cache grows only as pages are read: at most the pages the list touches.
class RoomyCache
{
public:
    explicit RoomyCache(sqlite3 *db)
        : m_db(db)
    {
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v2(db, "PRAGMA cache_size", -1, &stmt, nullptr) == SQLITE_OK
            && sqlite3_step(stmt) == SQLITE_ROW)
            m_before = sqlite3_column_int64(stmt, 0);
        sqlite3_finalize(stmt);
        if (m_before)
            set(listCacheKib);
    }
    ~RoomyCache()
    {
        if (m_before)
            set(*m_before);
    }
    RoomyCache(const RoomyCache &) = delete;
    RoomyCache &operator=(const RoomyCache &) = delete;

private:
    // Negative: KiB rather than pages.
    static constexpr qint64 listCacheKib = -65'536;

    void set(qint64 size)
    {
        const QByteArray pragma = "PRAGMA cache_size = " + QByteArray::number(size);
        sqlite3_exec(m_db, pragma.constData(), nullptr, nullptr, nullptr);
    }

    sqlite3 *m_db;
    std::optional<qint64> m_before;
};

QDateTime utcOf(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
}

} // namespace

bool SqliteGameList::forEachGame(const QSqlDatabase &db, const GameFilter &filter,
                                 const std::function<void(const GameSummary &)> &visit)
{
    sqlite3 *handle = SqliteHandle::handleOf(db);
    if (!handle)
        return false;
    const QString variant = filter.variant ? variantId(*filter.variant) : QString();
    const QString player = filter.player.trimmed();
    const RoomyCache cache(handle);
    Statement games(handle, CatalogStatements::gamesPage());
    Statement players(handle, CatalogStatements::playersListed());
    Statement sides(handle, CatalogStatements::sidesListed());
    if (!games.ok() || !players.ok() || !sides.ok())
        return true;
    // The whole list, from its first row: no row listed before (-1), no limit.
    games.bindFilter(1, variant, player);
    games.bind(5, qint64(-1));
    games.bind(6, qint64(0));
    games.bind(7, qint64(0));
    games.bind(8, qint64(-1));
    games.bind(9, qint64(std::numeric_limits<int>::max()));
    players.bindFilter(1, variant, player);
    sides.bindFilter(1, variant, player);
    // The three statements filter and order alike, so each game's seats and sides are the rows
    // that come next in theirs; stepped together on one connection, they read one snapshot.
    bool morePlayers = players.next();
    bool moreSides = sides.next();
    GameSummary game;
    while (games.next()) {
        game.id = games.integer(0);
        game.name = games.text(1);
        game.variant = variantFromId(games.text(2)).value_or(Variant::Pinaculo);
        game.created = utcOf(games.integer(3));
        game.updated = utcOf(games.integer(4));
        game.handCount = int(games.integer(5));
        game.over = games.integer(6) != 0;
        game.winnerSide = games.isNull(7) ? -1 : int(games.integer(7));
        game.players.clear();
        while (morePlayers && players.integer(0) == game.id) {
            game.players.append(players.text(1));
            morePlayers = players.next();
        }
        game.sides.clear();
        game.totals.clear();
        while (moreSides && sides.integer(0) == game.id) {
            game.sides.append(sides.text(1));
            game.totals.append(int(sides.integer(2)));
            moreSides = sides.next();
        }
        visit(game);
    }
    return true;
}

} // namespace pinaculo
