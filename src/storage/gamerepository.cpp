#include "gamerepository.h"

#include "namerules.h"
#include "ruleparameters.h"
#include "storagetransaction.h"
#include "storedgamecodec.h"
#include "storedhandcheck.h"

#include <QDateTime>
#include <QSqlQuery>

#include <algorithm>

namespace pinaculo {

namespace {

const QString currentGameKey = QStringLiteral("current_game");

// The moment of a write, as the text kept for people and the number the history sorts and
// reads without parsing.
struct Stamp
{
    QString text;
    qint64 ms = 0;
};

Stamp now()
{
    const QDateTime moment = QDateTime::currentDateTimeUtc();
    return {moment.toString(Qt::ISODateWithMs), moment.toMSecsSinceEpoch()};
}

// The team a side is, or -1 in individual play.
int teamOfSide(const GameSetup &setup, int side)
{
    const QList<int> seats = setup.seatsOfSide(side);
    for (int t = 0; t < setup.teams.size(); ++t) {
        if (!seats.isEmpty() && setup.teams[t].seats.contains(seats.first()))
            return t;
    }
    return -1;
}

int teamPosition(const GameSetup &setup, int seat)
{
    for (const Team &team : setup.teams) {
        if (team.seats.contains(seat))
            return int(team.seats.indexOf(seat));
    }
    return 0;
}

} // namespace

GameRepository::GameRepository(const GameStorage &storage)
    : m_storage(&storage)
    , m_db(storage.connection())
    , m_statements(m_db, &storage)
    , m_handResults(m_statements)
    , m_totals(m_db, &storage)
{
}

bool GameRepository::run(const QString &sql, const QVariantList &values, int *rowsAffected)
{
    if (m_statements.run(sql, values, rowsAffected))
        return true;
    m_lastError = m_statements.lastError();
    return false;
}

bool GameRepository::failed(QString *error, const QSqlError &sqlError) const
{
    if (error)
        *error = tr("The game could not be saved: %1").arg(m_storage->describe(sqlError));
    return false;
}

qint64 GameRepository::createGame(const Game &game, const GameResult &result, const QString &name,
                                  QString *error)
{
    const auto refuse = [this, error](const QSqlError &sqlError) {
        failed(error, sqlError);
        return qint64(-1);
    };
    StorageTransaction transaction(*m_storage);
    if (!transaction.isActive())
        return refuse(transaction.lastError());
    const Stamp stamp = now();
    QSqlQuery insert(m_db);
    insert.prepare(QStringLiteral(
        "INSERT INTO games (name, variant, first_dealer, created_at, updated_at, created_ms,"
        " updated_ms) VALUES (COALESCE(?, ''), ?, ?, ?, ?, ?, ?) RETURNING id"));
    insert.addBindValue(name);
    insert.addBindValue(variantId(game.setup.variant()));
    insert.addBindValue(game.setup.firstDealer);
    insert.addBindValue(stamp.text);
    insert.addBindValue(stamp.text);
    insert.addBindValue(stamp.ms);
    insert.addBindValue(stamp.ms);
    if (!insert.exec() || !insert.next())
        return refuse(insert.lastError());
    const qint64 id = insert.value(0).toLongLong();
    insert.finish(); // the id is read: nothing of the statement stays open into the commit
    if (!writeSetup(id, game.setup) || !writeAllHands(id, game)
        || !refreshDerived(id, game, result))
        return refuse(m_lastError);
    if (!m_totals.contribute(id))
        return refuse(m_totals.lastError());
    if (!transaction.commit())
        return refuse(transaction.lastError());
    return id;
}

bool GameRepository::writeSetup(qint64 id, const GameSetup &setup)
{
    if (!run(QStringLiteral("DELETE FROM game_rules WHERE game_id = ?"), {id})
        || !run(QStringLiteral("DELETE FROM players WHERE game_id = ?"), {id})
        || !run(QStringLiteral("DELETE FROM sides WHERE game_id = ?"), {id})
        || !run(QStringLiteral("UPDATE games SET variant = ?, first_dealer = ?,"
                               " time_called_after = ? WHERE id = ?"),
                {variantId(setup.variant()), setup.firstDealer, setup.timeCalledAfter, id}))
        return false;
    // Only the parameters that differ from the variant's preset, as a game file keeps them
    // (docs/game-file.md): the preset's other 50-odd values, stored again for every game, made a
    // third of the file. loadGame applies the rows to the preset, so a game reads back the same
    // whatever its values; a preset, like a game file's meaning, is not changed under old games
    // (a change of one would need a schema step that writes its old value into their rows).
    for (const QString &name : RuleParameters::changedFromPreset(setup.rules)) {
        const RuleParameter &parameter = *RuleParameters::find(name);
        if (!run(QStringLiteral("INSERT INTO game_rules (game_id, name, value) VALUES (?, ?, ?)"),
                 {id, parameter.name, StoredGameCodec::ruleValueText(setup.rules, parameter)}))
            return false;
    }
    for (int side = 0; side < setup.sideCount(); ++side) {
        if (!run(
                QStringLiteral("INSERT INTO sides (game_id, side, name, team) VALUES (?, ?, ?, ?)"),
                {id, side, setup.sideName(side), teamOfSide(setup, side)}))
            return false;
    }
    for (int seat = 0; seat < setup.playerCount(); ++seat) {
        if (!run(QStringLiteral("INSERT INTO players (game_id, seat, name, name_key, side,"
                                " team_position) VALUES (?, ?, ?, ?, ?, ?)"),
                 {id, seat, setup.players[seat], NameRules::key(setup.players[seat]),
                  setup.sideOfSeat(seat), teamPosition(setup, seat)}))
            return false;
    }
    return true;
}

bool GameRepository::writeHand(qint64 id, const GameSetup &setup, const HandRecord &hand, int index)
{
    const QByteArray json = StoredGameCodec::handToJson(setup, hand);
    return run(
        QStringLiteral("INSERT INTO hands (game_id, number, json, checksum) VALUES (?, ?, ?, ?)"),
        {id, index, QString::fromUtf8(json), StoredHandCheck::checksum(json)});
}

bool GameRepository::writeAllHands(qint64 id, const Game &game)
{
    if (!run(QStringLiteral("DELETE FROM hand_results WHERE game_id = ?"), {id})
        || !run(QStringLiteral("DELETE FROM hands WHERE game_id = ?"), {id}))
        return false;
    for (int i = 0; i < game.hands.size(); ++i) {
        if (!writeHand(id, game.setup, game.hands[i], i))
            return false;
    }
    return true;
}

bool GameRepository::refreshDerived(qint64 id, const Game &game, const GameResult &result,
                                    int fromHand)
{
    // The hands the statistics count, as HandResultRows writes their rows.
    const int counted = std::min(int(game.hands.size()), result.countedHands());
    if (!m_handResults.write(id, game, result, fromHand)) {
        m_lastError = m_handResults.lastError();
        return false;
    }
    const QList<int> totals = result.totals(game.setup.sideCount());
    for (int side = 0; side < totals.size(); ++side) {
        if (!run(QStringLiteral("UPDATE sides SET total = ? WHERE game_id = ? AND side = ?"),
                 {totals[side], id, side}))
            return false;
    }
    const Stamp stamp = now();
    return run(QStringLiteral("UPDATE games SET over = ?, winner_side = ?, hand_count = ?,"
                              " counted_hands = ?, updated_at = ?, updated_ms = ? WHERE id = ?"),
               {int(result.over), result.winner >= 0 ? QVariant(result.winner) : QVariant(),
                int(game.hands.size()), counted, stamp.text, stamp.ms, id});
}

int GameRepository::storedHandCount(qint64 id) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM hands WHERE game_id = ?"));
    query.addBindValue(id);
    return query.exec() && query.next() ? query.value(0).toInt() : -1;
}

bool GameRepository::changeHand(qint64 id, const Game &game, const GameResult &result, int index,
                                HandChange change, QString *error)
{
    if (!exists(id)) {
        if (error)
            *error = tr("The game could not be saved: game %1 is not in the database").arg(id);
        return false;
    }
    StorageTransaction transaction(*m_storage);
    if (!transaction.isActive())
        return failed(error, transaction.lastError());
    // Derived rows reference hands by number: drop those of the hands from the changed one on
    // (the only ones renumbered or re-scored) before renumbering, and rebuild them after.
    const int fromHand = std::clamp(index, 0, int(game.hands.size()));
    // The statistics' totals: the game's share out before its rows change, in again after.
    if (!m_totals.withdraw(id))
        return failed(error, m_totals.lastError());
    bool ok = run(QStringLiteral("DELETE FROM hand_results WHERE game_id = ? AND number >= ?"),
                  {id, fromHand});
    // Renumbering goes through negative numbers so no two hands share a number mid-update.
    switch (change) {
    case HandChange::Insert:
        ok = ok
            && run(QStringLiteral(
                       "UPDATE hands SET number = -number - 1 WHERE game_id = ? AND number >= ?"),
                   {id, index})
            && run(QStringLiteral(
                       "UPDATE hands SET number = -number WHERE game_id = ? AND number < 0"),
                   {id})
            && writeHand(id, game.setup, game.hands.value(index), index);
        break;
    case HandChange::Replace: {
        int rows = 0;
        const QByteArray json = StoredGameCodec::handToJson(game.setup, game.hands.value(index));
        ok = ok
            && run(QStringLiteral("UPDATE hands SET json = ?, checksum = ?"
                                  " WHERE game_id = ? AND number = ?"),
                   {QString::fromUtf8(json), StoredHandCheck::checksum(json), id, index}, &rows);
        if (ok && rows == 0)
            ok = writeHand(id, game.setup, game.hands.value(index), index);
        break;
    }
    case HandChange::Remove:
        ok = ok
            && run(QStringLiteral("DELETE FROM hands WHERE game_id = ? AND number = ?"),
                   {id, index})
            && run(QStringLiteral(
                       "UPDATE hands SET number = -number WHERE game_id = ? AND number > ?"),
                   {id, index})
            && run(QStringLiteral(
                       "UPDATE hands SET number = -number - 1 WHERE game_id = ? AND number < 0"),
                   {id});
        break;
    }
    // Should the stored hands ever disagree with the game (a write missed while the disk was
    // full), the game as the user sees it wins: rewrite every hand in this same transaction.
    bool rewritten = false;
    if (ok
        && (index < 0 || index > game.hands.size() || storedHandCount(id) != game.hands.size())) {
        ok = writeAllHands(id, game);
        rewritten = true;
    }
    ok = ok && refreshDerived(id, game, result, rewritten ? 0 : fromHand);
    if (!ok)
        return failed(error, m_lastError);
    if (!m_totals.contribute(id) || !m_totals.settle())
        return failed(error, m_totals.lastError());
    if (!transaction.commit())
        return failed(error, transaction.lastError());
    return true;
}

bool GameRepository::saveGame(qint64 id, const Game &game, const GameResult &result, QString *error)
{
    if (!exists(id)) {
        if (error)
            *error = tr("The game could not be saved: game %1 is not in the database").arg(id);
        return false;
    }
    StorageTransaction transaction(*m_storage);
    if (!transaction.isActive())
        return failed(error, transaction.lastError());
    if (!m_totals.withdraw(id))
        return failed(error, m_totals.lastError());
    if (!writeAllHands(id, game) || !writeSetup(id, game.setup)
        || !refreshDerived(id, game, result))
        return failed(error, m_lastError);
    if (!m_totals.contribute(id) || !m_totals.settle())
        return failed(error, m_totals.lastError());
    if (!transaction.commit())
        return failed(error, transaction.lastError());
    return true;
}

std::optional<Game> GameRepository::loadGame(qint64 id, QString *error, bool *damage) const
{
    if (damage)
        *damage = false;
    const auto refuse = [&](const QString &message) -> std::optional<Game> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QSqlQuery query(m_db);
    const auto unreadable = [&] {
        return refuse(
            tr("The game could not be read: %1").arg(m_storage->describe(query.lastError())));
    };
    query.prepare(
        QStringLiteral("SELECT variant, first_dealer, hand_count, time_called_after FROM games"
                       " WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec())
        return unreadable();
    if (!query.next())
        return refuse(tr("There is no game %1 in the database.").arg(id));
    const auto variant = variantFromId(query.value(0).toString());
    if (!variant)
        return refuse(
            tr("Game %1 has an unknown variant \"%2\".").arg(id).arg(query.value(0).toString()));
    Game game;
    game.setup.rules = Rules::preset(*variant);
    game.setup.firstDealer = query.value(1).toInt();
    const int handCount = query.value(2).toInt();
    game.setup.timeCalledAfter = query.value(3).toInt();

    query.prepare(QStringLiteral("SELECT name, value FROM game_rules WHERE game_id = ?"));
    query.addBindValue(id);
    if (!query.exec())
        return unreadable();
    while (query.next()) {
        const RuleParameter *parameter = RuleParameters::find(query.value(0).toString());
        // A parameter this version does not know is ignored: it came from a newer program.
        if (parameter
            && !StoredGameCodec::setRuleFromText(game.setup.rules, *parameter,
                                                 query.value(1).toString()))
            return refuse(tr("Game %1 has an invalid value for the rule \"%2\".")
                              .arg(id)
                              .arg(parameter->name));
    }

    query.prepare(QStringLiteral("SELECT p.name, s.team, s.name FROM players p"
                                 " JOIN sides s ON s.game_id = p.game_id AND s.side = p.side"
                                 " WHERE p.game_id = ? ORDER BY s.team, p.team_position, p.seat"));
    query.addBindValue(id);
    if (!query.exec())
        return unreadable();
    QList<std::pair<int, QString>> teamMembers; // in team order, then position in the team
    QList<QString> teamNames;
    while (query.next()) {
        const int team = query.value(1).toInt();
        if (team >= 0) {
            if (teamNames.size() <= team)
                teamNames.resize(team + 1);
            teamNames[team] = query.value(2).toString();
            teamMembers.append({team, query.value(0).toString()});
        }
    }
    query.prepare(QStringLiteral("SELECT name FROM players WHERE game_id = ? ORDER BY seat"));
    query.addBindValue(id);
    if (!query.exec())
        return unreadable();
    while (query.next())
        game.setup.players.append(query.value(0).toString());
    for (int t = 0; t < teamNames.size(); ++t)
        game.setup.teams.append(Team {teamNames[t], {}});
    for (const auto &[team, player] : std::as_const(teamMembers))
        game.setup.teams[team].seats.append(int(game.setup.players.indexOf(player)));

    query.prepare(QStringLiteral(
        "SELECT number, json, checksum FROM hands WHERE game_id = ? ORDER BY number"));
    query.addBindValue(id);
    if (!query.exec())
        return unreadable();
    const auto damaged = [&](const QString &what) {
        if (damage)
            *damage = true;
        return refuse(tr("Game %1 is damaged in the database: %2. Nothing was read from it; "
                         "restore the database from a backup copy.")
                          .arg(id)
                          .arg(what));
    };
    while (query.next()) {
        const int number = query.value(0).toInt();
        const QByteArray json = query.value(1).toString().toUtf8();
        if (number != game.hands.size())
            return damaged(tr("hand %1 is missing").arg(game.hands.size() + 1));
        if (!StoredHandCheck::matches(json, query.value(2).toString()))
            return damaged(tr("hand %1 does not read as it was stored").arg(number + 1));
        const auto hand = StoredGameCodec::handFromJson(game.setup, json);
        if (!hand)
            return refuse(tr("Hand %1 of game %2 cannot be read.").arg(number + 1).arg(id));
        game.hands.append(*hand);
    }
    // SQLite ends a scan at a page it cannot follow; only the error says it stopped short.
    if (query.lastError().isValid())
        return damaged(m_storage->describe(query.lastError()));
    if (game.hands.size() != handCount)
        return damaged(
            tr("%1 of its %n hand(s) can be read", nullptr, handCount).arg(game.hands.size()));
    return game;
}

bool GameRepository::exists(qint64 id) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT 1 FROM games WHERE id = ?"));
    query.addBindValue(id);
    return query.exec() && query.next();
}

QString GameRepository::name(qint64 id) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT name FROM games WHERE id = ?"));
    query.addBindValue(id);
    return query.exec() && query.next() ? query.value(0).toString() : QString();
}

bool GameRepository::renameGame(qint64 id, const QString &name, QString *error)
{
    StorageTransaction transaction(*m_storage);
    int rows = 0;
    if (!transaction.isActive())
        return failed(error, transaction.lastError());
    if (!run(QStringLiteral("UPDATE games SET name = COALESCE(?, '') WHERE id = ?"),
             {name.trimmed(), id}, &rows))
        return failed(error, m_lastError);
    if (!transaction.commit())
        return failed(error, transaction.lastError());
    if (rows == 0 && error)
        *error = tr("There is no game %1 in the database.").arg(id);
    return rows > 0;
}

bool GameRepository::deleteGame(qint64 id, QString *error)
{
    StorageTransaction transaction(*m_storage);
    int rows = 0;
    if (!transaction.isActive())
        return failed(error, transaction.lastError());
    if (!m_totals.withdraw(id))
        return failed(error, m_totals.lastError());
    // The foreign keys cascade to rules, seats, sides, hands and their results.
    if (!run(QStringLiteral("DELETE FROM games WHERE id = ?"), {id}, &rows)
        || !run(QStringLiteral("DELETE FROM settings WHERE key = ? AND value = ?"),
                {currentGameKey, QString::number(id)}))
        return failed(error, m_lastError);
    if (!m_totals.settle())
        return failed(error, m_totals.lastError());
    if (!transaction.commit())
        return failed(error, transaction.lastError());
    if (rows == 0 && error)
        *error = tr("There is no game %1 in the database.").arg(id);
    return rows > 0;
}

qint64 GameRepository::currentGame() const
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT g.id FROM settings s JOIN games g ON g.id = CAST(s.value AS INTEGER)"
                       " WHERE s.key = ?"));
    query.addBindValue(currentGameKey);
    return query.exec() && query.next() ? query.value(0).toLongLong() : -1;
}

bool GameRepository::setCurrentGame(qint64 id, QString *error)
{
    // Unchanged: no write, which at start-up would wait for the file's integrity check.
    if (currentGame() == id)
        return true;
    StorageTransaction transaction(*m_storage);
    if (!transaction.isActive())
        return failed(error, transaction.lastError());
    const bool ok = id < 0
        ? run(QStringLiteral("DELETE FROM settings WHERE key = ?"), {currentGameKey})
        : run(QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?)"
                             " ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
              {currentGameKey, QString::number(id)});
    if (!ok)
        return failed(error, m_lastError);
    if (!transaction.commit())
        return failed(error, transaction.lastError());
    return true;
}

} // namespace pinaculo
