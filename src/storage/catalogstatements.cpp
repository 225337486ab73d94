#include "catalogstatements.h"

#include <QStringList>

namespace pinaculo {

namespace {

QString placeholders(int count)
{
    QStringList marks;
    for (int i = 0; i < count; ++i)
        marks.append(QStringLiteral("?"));
    return marks.join(u", ");
}

// gamesPage()'s filter and order, on games g, for the statements that read along the list.
QString listedFilter()
{
    return QStringLiteral(
        " AND (COALESCE(?, '') = '' OR g.variant = ?)"
        " AND (COALESCE(?, '') = '' OR g.id IN (SELECT game_id FROM players WHERE name = ?))"
        " ORDER BY g.updated_ms DESC, g.id DESC");
}

} // namespace

QString CatalogStatements::gamesPage()
{
    // The keyset of the last row listed, not an OFFSET: a later page costs what the first does.
    // games_by_updated gives the order, so the engine stops after the page.
    return QStringLiteral(
        "SELECT id, name, variant, created_ms, updated_ms, hand_count, over, winner_side"
        " FROM games"
        " WHERE (COALESCE(?, '') = '' OR variant = ?)"
        "   AND (COALESCE(?, '') = '' OR id IN (SELECT game_id FROM players WHERE name = ?))"
        "   AND (? < 0 OR updated_ms < ? OR (updated_ms = ? AND id < ?))"
        " ORDER BY updated_ms DESC, id DESC LIMIT ?");
}

QString CatalogStatements::game()
{
    return QStringLiteral(
        "SELECT id, name, variant, created_ms, updated_ms, hand_count, over, winner_side"
        " FROM games WHERE id = ?");
}

QString CatalogStatements::playersOf(int count)
{
    return QStringLiteral("SELECT game_id, name FROM players WHERE game_id IN (%1)"
                          " ORDER BY game_id, seat")
        .arg(placeholders(count));
}

QString CatalogStatements::sidesOf(int count)
{
    return QStringLiteral("SELECT game_id, name, total FROM sides WHERE game_id IN (%1)"
                          " ORDER BY game_id, side")
        .arg(placeholders(count));
}

QString CatalogStatements::playersListed()
{
    // One statement for the whole list rather than a few hundred ids at a time: the engine walks
    // games_by_updated and seeks each game's seats in key order, with no sort, and parses and
    // binds one short text instead of a hundred long ones.
    return QStringLiteral("SELECT g.id, p.name FROM games g CROSS JOIN players p"
                          " WHERE p.game_id = g.id")
        + listedFilter() + QStringLiteral(", p.seat");
}

QString CatalogStatements::sidesListed()
{
    return QStringLiteral("SELECT g.id, s.name, s.total FROM games g CROSS JOIN sides s"
                          " WHERE s.game_id = g.id")
        + listedFilter() + QStringLiteral(", s.side");
}

QString CatalogStatements::playerNames()
{
    // "Ana" in one game and "ana" in another are one player (NameRules): one spelling of each.
    return QStringLiteral(
        "SELECT MIN(name) FROM players GROUP BY name_key ORDER BY name_key, MIN(name)");
}

QString CatalogStatements::latestGame()
{
    return QStringLiteral("SELECT id FROM games ORDER BY updated_ms DESC, id DESC LIMIT 1");
}

QString CatalogStatements::statistics()
{
    // One row per seat of every game: the seat's last counted hand, found by the whole key of
    // hand_results, carries the sums of all its hands (GameRepository keeps them as it writes).
    // The seats come first (CROSS JOIN keeps that order in SQLite, and means a plain join
    // elsewhere), grouped by an expression of the name, not the column, so that the engine reads
    // them in the order of their games through players_by_side, which holds every column read
    // here, and meets each game and hand in the order they lie in the file; through the names'
    // index it would seek them all over it, and from the games it would walk their table. The
    // order by the names' keys is GameCatalog's.
    return QStringLiteral(
        "SELECT p.name || '', COUNT(*), SUM(g.over),"
        " SUM(CASE WHEN g.over = 1 AND g.winner_side = p.side THEN 1 ELSE 0 END),"
        " SUM(g.counted_hands), SUM(r.run_points), MAX(r.run_best), SUM(r.run_premiums),"
        " SUM(r.run_went_out), SUM(r.run_penalties), SUM(r.run_penalty_points)"
        " FROM players p CROSS JOIN games g"
        " LEFT JOIN hand_results r ON r.game_id = p.game_id"
        "  AND r.number = g.counted_hands - 1 AND r.seat = p.seat"
        " WHERE g.id = p.game_id"
        "   AND (COALESCE(?, '') = '' OR g.variant = ?) AND (COALESCE(?, '') = '' OR p.name = ?)"
        " GROUP BY p.name || ''");
}

QString CatalogStatements::headToHead()
{
    return QStringLiteral(
        "SELECT COUNT(*), COALESCE(SUM(g.over), 0),"
        " COALESCE(SUM(CASE WHEN g.over = 1 AND g.winner_side = a.side THEN 1 ELSE 0 END), 0),"
        " COALESCE(SUM(CASE WHEN g.over = 1 AND g.winner_side = b.side THEN 1 ELSE 0 END), 0)"
        " FROM players a"
        " JOIN players b ON b.game_id = a.game_id AND b.side <> a.side"
        " JOIN games g ON g.id = a.game_id"
        " WHERE a.name = ? AND b.name = ? AND (COALESCE(?, '') = '' OR g.variant = ?)");
}

QString CatalogStatements::partnerships()
{
    // Each pair once, whoever sat first: the names in order. The partner is sought by the game
    // and the side (players_by_side), one seek per seat, and the seats are read in the order of
    // their games (the seats first, grouped by an expression, as statistics() explains); joined
    // through the names' index instead, the work grew far faster than the games. The order of
    // the pairs by the names' keys is PlayerRecords'.
    return QStringLiteral("SELECT a.name || '', b.name || '', COUNT(*), SUM(g.over),"
                          " SUM(CASE WHEN g.over = 1 AND g.winner_side = a.side THEN 1 ELSE 0 END)"
                          " FROM players a CROSS JOIN players b CROSS JOIN games g"
                          " WHERE b.game_id = a.game_id AND b.side = a.side AND b.name > a.name"
                          "   AND g.id = a.game_id AND (COALESCE(?, '') = '' OR g.variant = ?)"
                          " GROUP BY a.name || '', b.name || ''");
}

QList<CatalogStatements::Named> CatalogStatements::all()
{
    return {
        {QStringLiteral("gamesPage"), gamesPage()},
        {QStringLiteral("game"), game()},
        {QStringLiteral("playersOf"), playersOf(3)},
        {QStringLiteral("sidesOf"), sidesOf(3)},
        {QStringLiteral("playersListed"), playersListed()},
        {QStringLiteral("sidesListed"), sidesListed()},
        {QStringLiteral("playerNames"), playerNames()},
        {QStringLiteral("latestGame"), latestGame()},
        {QStringLiteral("statistics"), statistics()},
        {QStringLiteral("headToHead"), headToHead()},
        {QStringLiteral("partnerships"), partnerships()},
    };
}

} // namespace pinaculo
