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
    // Each name seated in a stored game, from the totals kept per player: a few rows per player
    // whatever the number of games. "Ana" and "ana" are one player (NameRules): GameCatalog
    // keeps one spelling of each.
    return QStringLiteral("SELECT name FROM player_totals GROUP BY name HAVING SUM(games) > 0");
}

QString CatalogStatements::latestGame()
{
    return QStringLiteral("SELECT id FROM games ORDER BY updated_ms DESC, id DESC LIMIT 1");
}

QString CatalogStatements::statistics()
{
    // A few rows per player (one per variant played), whatever the number of games: the totals
    // are kept as each game is written. Grouped in the order of the table's key (name first);
    // the order by the names' keys is GameCatalog's.
    return QStringLiteral(
        "SELECT name, SUM(games), SUM(finished), SUM(won), SUM(hands), SUM(points), MAX(best),"
        " SUM(premiums), SUM(went_out), SUM(penalties), SUM(penalty_points)"
        " FROM player_totals"
        " WHERE (COALESCE(?, '') = '' OR variant = ?) AND (COALESCE(?, '') = '' OR name = ?)"
        " GROUP BY name HAVING SUM(games) > 0");
}

QString CatalogStatements::headToHead()
{
    // The pair is kept once, the names in order (seatRivals()), whichever of the two is asked
    // for first.
    return QStringLiteral(
        "SELECT COALESCE(SUM(games), 0), COALESCE(SUM(finished), 0),"
        " COALESCE(SUM(CASE WHEN first_name = ? THEN first_wins ELSE second_wins END), 0),"
        " COALESCE(SUM(CASE WHEN first_name = ? THEN second_wins ELSE first_wins END), 0)"
        " FROM rival_totals"
        " WHERE ((first_name = ? AND second_name = ?) OR (first_name = ? AND second_name = ?))"
        "   AND (COALESCE(?, '') = '' OR variant = ?)");
}

QString CatalogStatements::partnerships()
{
    // Each pair once, the names in order (as seatPairs() keeps them); the order of the pairs by
    // the names' keys is PlayerRecords'.
    return QStringLiteral("SELECT first_name, second_name, SUM(games), SUM(finished), SUM(wins)"
                          " FROM partner_totals WHERE (COALESCE(?, '') = '' OR variant = ?)"
                          " GROUP BY first_name, second_name HAVING SUM(games) > 0");
}

QString CatalogStatements::withdrawPlayers()
{
    return QStringLiteral(
               "UPDATE player_totals SET games = player_totals.games - c.games,"
               " finished = player_totals.finished - c.finished,"
               " won = player_totals.won - c.won, hands = player_totals.hands - c.hands,"
               " points = player_totals.points - c.points,"
               " premiums = player_totals.premiums - c.premiums,"
               " went_out = player_totals.went_out - c.went_out,"
               " penalties = player_totals.penalties - c.penalties,"
               " penalty_points = player_totals.penalty_points - c.penalty_points,"
               " stale = CASE WHEN c.best >= player_totals.best THEN 1 ELSE player_totals.stale END"
               " FROM (%1) c"
               " WHERE player_totals.name = c.name AND player_totals.variant = c.variant")
        .arg(seatSums(QStringLiteral("p.game_id = ?")));
}

QString CatalogStatements::contributePlayers()
{
    // The stored best stays an upper bound of the player's other games while stale: a new best
    // at least as high is the best of all, exactly.
    return QStringLiteral(
               "INSERT INTO player_totals (variant, name, games, finished, won, hands, points,"
               " best, premiums, went_out, penalties, penalty_points, stale)"
               " SELECT c.*, 0 FROM (%1) c WHERE true"
               " ON CONFLICT (name, variant) DO UPDATE SET"
               " games = player_totals.games + excluded.games,"
               " finished = player_totals.finished + excluded.finished,"
               " won = player_totals.won + excluded.won,"
               " hands = player_totals.hands + excluded.hands,"
               " points = player_totals.points + excluded.points,"
               " premiums = player_totals.premiums + excluded.premiums,"
               " went_out = player_totals.went_out + excluded.went_out,"
               " penalties = player_totals.penalties + excluded.penalties,"
               " penalty_points = player_totals.penalty_points + excluded.penalty_points,"
               " stale = CASE WHEN excluded.best >= player_totals.best THEN 0"
               " ELSE player_totals.stale END,"
               " best = CASE WHEN player_totals.best IS NULL"
               " OR excluded.best >= player_totals.best"
               " THEN COALESCE(excluded.best, player_totals.best) ELSE player_totals.best END")
        .arg(seatSums(QStringLiteral("p.game_id = ?")));
}

QString CatalogStatements::settleBest()
{
    return QStringLiteral("UPDATE player_totals SET stale = 0, best = (SELECT MAX(r.run_best)"
                          "  FROM players p CROSS JOIN games g CROSS JOIN hand_results r"
                          "  WHERE p.name = player_totals.name AND g.id = p.game_id"
                          "    AND g.variant = player_totals.variant AND r.game_id = p.game_id"
                          "    AND r.number = g.counted_hands - 1 AND r.seat = p.seat)"
                          " WHERE name = ? AND stale = 1");
}

QString CatalogStatements::withdrawPairs()
{
    return QStringLiteral("UPDATE partner_totals SET games = partner_totals.games - c.games,"
                          " finished = partner_totals.finished - c.finished,"
                          " wins = partner_totals.wins - c.wins"
                          " FROM (%1) c WHERE partner_totals.first_name = c.first_name"
                          "  AND partner_totals.second_name = c.second_name"
                          "  AND partner_totals.variant = c.variant")
        .arg(seatPairs(QStringLiteral("a.game_id = ?")));
}

QString CatalogStatements::contributePairs()
{
    return QStringLiteral("INSERT INTO partner_totals (variant, first_name, second_name, games,"
                          " finished, wins) SELECT c.* FROM (%1) c WHERE true"
                          " ON CONFLICT (first_name, second_name, variant) DO UPDATE SET"
                          " games = partner_totals.games + excluded.games,"
                          " finished = partner_totals.finished + excluded.finished,"
                          " wins = partner_totals.wins + excluded.wins")
        .arg(seatPairs(QStringLiteral("a.game_id = ?")));
}

QString CatalogStatements::withdrawRivals()
{
    return QStringLiteral("UPDATE rival_totals SET games = rival_totals.games - c.games,"
                          " finished = rival_totals.finished - c.finished,"
                          " first_wins = rival_totals.first_wins - c.first_wins,"
                          " second_wins = rival_totals.second_wins - c.second_wins"
                          " FROM (%1) c WHERE rival_totals.first_name = c.first_name"
                          "  AND rival_totals.second_name = c.second_name"
                          "  AND rival_totals.variant = c.variant")
        .arg(seatRivals(QStringLiteral("a.game_id = ?")));
}

QString CatalogStatements::contributeRivals()
{
    return QStringLiteral("INSERT INTO rival_totals (variant, first_name, second_name, games,"
                          " finished, first_wins, second_wins) SELECT c.* FROM (%1) c WHERE true"
                          " ON CONFLICT (first_name, second_name, variant) DO UPDATE SET"
                          " games = rival_totals.games + excluded.games,"
                          " finished = rival_totals.finished + excluded.finished,"
                          " first_wins = rival_totals.first_wins + excluded.first_wins,"
                          " second_wins = rival_totals.second_wins + excluded.second_wins")
        .arg(seatRivals(QStringLiteral("a.game_id = ?")));
}

QString CatalogStatements::fillPlayers()
{
    return QStringLiteral("INSERT INTO player_totals (variant, name, games, finished, won, hands,"
                          " points, best, premiums, went_out, penalties, penalty_points, stale)"
                          " SELECT c.*, 0 FROM (%1) c")
        .arg(seatSums(QStringLiteral("true")));
}

QString CatalogStatements::fillPairs()
{
    return QStringLiteral("INSERT INTO partner_totals (variant, first_name, second_name, games,"
                          " finished, wins) SELECT c.* FROM (%1) c")
        .arg(seatPairs(QStringLiteral("true")));
}

QString CatalogStatements::fillRivals()
{
    return QStringLiteral("INSERT INTO rival_totals (variant, first_name, second_name, games,"
                          " finished, first_wins, second_wins) SELECT c.* FROM (%1) c")
        .arg(seatRivals(QStringLiteral("true")));
}

QString CatalogStatements::seatSums(const QString &where)
{
    // One row per seat of a game: the seat's last counted hand, found by the whole key of
    // hand_results, carries the sums of all its hands (GameRepository keeps them as it writes).
    // A player seated twice in one game counts twice, as the history lists the seats.
    return QStringLiteral(
               "SELECT g.variant AS variant, p.name AS name, COUNT(*) AS games,"
               " SUM(g.over) AS finished,"
               " SUM(CASE WHEN g.over = 1 AND g.winner_side = p.side THEN 1 ELSE 0 END) AS won,"
               " SUM(COALESCE(g.counted_hands, 0)) AS hands,"
               " SUM(COALESCE(r.run_points, 0)) AS points, MAX(r.run_best) AS best,"
               " SUM(COALESCE(r.run_premiums, 0)) AS premiums,"
               " SUM(COALESCE(r.run_went_out, 0)) AS went_out,"
               " SUM(COALESCE(r.run_penalties, 0)) AS penalties,"
               " SUM(COALESCE(r.run_penalty_points, 0)) AS penalty_points"
               " FROM players p CROSS JOIN games g"
               " LEFT JOIN hand_results r ON r.game_id = p.game_id"
               "  AND r.number = g.counted_hands - 1 AND r.seat = p.seat"
               " WHERE g.id = p.game_id AND %1 GROUP BY g.variant, p.name")
        .arg(where);
}

QString CatalogStatements::seatPairs(const QString &where)
{
    // Two seats on one side, each pair once whoever sat first: the names in order.
    return QStringLiteral(
               "SELECT g.variant AS variant, a.name AS first_name, b.name AS second_name,"
               " COUNT(*) AS games, SUM(g.over) AS finished,"
               " SUM(CASE WHEN g.over = 1 AND g.winner_side = a.side THEN 1 ELSE 0 END) AS wins"
               " FROM players a CROSS JOIN players b CROSS JOIN games g"
               " WHERE b.game_id = a.game_id AND b.side = a.side AND b.name > a.name"
               "  AND g.id = a.game_id AND %1 GROUP BY g.variant, a.name, b.name")
        .arg(where);
}

QString CatalogStatements::seatRivals(const QString &where)
{
    // Two seats on opposite sides, each pair once whoever sat first: the names in order.
    return QStringLiteral(
               "SELECT g.variant AS variant, a.name AS first_name, b.name AS second_name,"
               " COUNT(*) AS games, SUM(g.over) AS finished,"
               " SUM(CASE WHEN g.over = 1 AND g.winner_side = a.side THEN 1 ELSE 0 END)"
               " AS first_wins,"
               " SUM(CASE WHEN g.over = 1 AND g.winner_side = b.side THEN 1 ELSE 0 END)"
               " AS second_wins"
               " FROM players a CROSS JOIN players b CROSS JOIN games g"
               " WHERE b.game_id = a.game_id AND b.side <> a.side AND b.name > a.name"
               "  AND g.id = a.game_id AND %1 GROUP BY g.variant, a.name, b.name")
        .arg(where);
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
        {QStringLiteral("withdrawPlayers"), withdrawPlayers()},
        {QStringLiteral("contributePlayers"), contributePlayers()},
        {QStringLiteral("settleBest"), settleBest()},
        {QStringLiteral("withdrawPairs"), withdrawPairs()},
        {QStringLiteral("contributePairs"), contributePairs()},
        {QStringLiteral("withdrawRivals"), withdrawRivals()},
        {QStringLiteral("contributeRivals"), contributeRivals()},
    };
}

} // namespace pinaculo
