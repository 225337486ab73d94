#pragma once

#include "game.h"
#include "gameresult.h"
#include "gamestorage.h"
#include "handresultrows.h"
#include "playertotals.h"
#include "preparedstatements.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QSqlError>
#include <QString>
#include <QVariantList>
#include <optional>

namespace pinaculo {

// Reads and writes games, on any engine behind GameStorage. Every write is one transaction
// (StorageTransaction): either the whole change is on disk when the call returns true, or
// nothing of it is (the message says why: full disk, read-only file, …, and the caller keeps
// what the user entered).
//
// The writes take the game *after* the change with its outcome as the caller has it (GameScorer's
// GameResult; the repository never scores): the hands' JSON comes from the game, the derived
// numbers (points per seat, premiums, penalties, totals, winner) from the outcome, which a change
// to one hand can alter for every later hand (barbelé).
class GameRepository
{
    Q_DECLARE_TR_FUNCTIONS(GameRepository)

public:
    explicit GameRepository(const GameStorage &storage);

    qint64 createGame(const Game &game, const GameResult &result, const QString &name = {},
                      QString *error = nullptr);
    // The stored game, its hands checked as they are read (StoredHandCheck): a game damaged on
    // the disk is refused whole, never read short, and `damage` says so.
    std::optional<Game> loadGame(qint64 id, QString *error = nullptr, bool *damage = nullptr) const;
    bool exists(qint64 id) const;
    QString name(qint64 id) const;

    // One hand changed in a game whose score the caller already has (the session scores every
    // change): only that hand and the derived rows of the hands from it on are written, so
    // recording a hand writes a bounded number of rows however long the game is.
    enum class HandChange { Insert, Replace, Remove };
    bool changeHand(qint64 id, const Game &game, const GameResult &result, int index,
                    HandChange change, QString *error = nullptr);
    // Rewrites the whole game (players renamed, rules or seats changed): hands are keyed by name.
    bool saveGame(qint64 id, const Game &game, const GameResult &result, QString *error = nullptr);

    bool renameGame(qint64 id, const QString &name, QString *error = nullptr);
    bool deleteGame(qint64 id, QString *error = nullptr);

    // The game the application had open, to reopen after a restart or a crash; -1 if none.
    qint64 currentGame() const;
    bool setCurrentGame(qint64 id, QString *error = nullptr);

private:
    bool run(const QString &sql, const QVariantList &values = {}, int *rowsAffected = nullptr);
    bool writeSetup(qint64 id, const GameSetup &setup);
    bool writeHand(qint64 id, const GameSetup &setup, const HandRecord &hand, int index);
    bool writeAllHands(qint64 id, const Game &game);
    // The rows history and statistics read, from hand `fromHand` on, and the game's status.
    bool refreshDerived(qint64 id, const Game &game, const GameResult &result, int fromHand = 0);
    int storedHandCount(qint64 id) const;
    bool failed(QString *error, const QSqlError &sqlError) const;

    const GameStorage *m_storage;
    QSqlDatabase m_db; // the storage's connection
    QSqlError m_lastError;
    // Each statement run() has prepared, kept for this repository's life.
    PreparedStatements m_statements;
    HandResultRows m_handResults; // the statistics' rows of each hand, on m_statements
    PlayerTotals m_totals; // the statistics' totals, kept in every write's transaction
};

} // namespace pinaculo
