#pragma once

#include "preparedstatements.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QStringList>

namespace pinaculo {

class GameStorage;

// The per-player and per-pair totals the statistics read (player_totals; partner_totals for
// partners, rival_totals for opponents; schema 9), kept by the writer in the same transaction as
// the game: a write takes the game's old share out before it changes the game's rows and puts
// the new share in after, so opening the statistics reads a few rows per player instead of every
// game. The SQL is CatalogStatements'.
//
// One object serves every write of its repository: its statements are prepared once (parsing them
// cost more than running them, a few rows each), and withdraw() starts a write afresh.
class PlayerTotals
{
public:
    // `storage`, when given, is the engine behind `db`: its openCount() tells when the
    // statements kept must be prepared again.
    explicit PlayerTotals(const QSqlDatabase &db, const GameStorage *storage = nullptr);

    // Before the game's rows change (or go): its share out. Keeps the names of its seats for
    // settle(), forgetting those of a write that failed before it settled.
    bool withdraw(qint64 gameId);
    // After the game's rows are written: its share in.
    bool contribute(qint64 gameId);
    // After the write: the best hand found again of each player whose best the withdrawn game
    // held and no longer reaches (a correction, a deletion), from the player's stored games.
    bool settle();

    // Every stored game's totals, in place of any kept: for the schema step and for games
    // copied by SQL.
    static bool rebuild(const QSqlDatabase &db, QSqlError *error);

    const QSqlError &lastError() const { return m_statements.lastError(); }

private:
    bool run(const QString &sql, const QVariantList &values);

    PreparedStatements m_statements;
    QStringList m_withdrawn; // the names of the seats of the games withdrawn
};

} // namespace pinaculo
