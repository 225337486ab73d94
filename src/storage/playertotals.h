#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
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

    const QSqlError &lastError() const { return m_lastError; }

private:
    bool run(const QString &sql, const QVariantList &values);
    QSqlQuery *prepared(const QString &sql);
    // The statement run with `values`, ready to read; null with lastError() set when it fails.
    QSqlQuery *executed(const QString &sql, const QVariantList &values);

    QSqlDatabase m_db;
    const GameStorage *m_storage;
    QHash<QString, QSqlQuery> m_prepared;
    quint64 m_preparedAt = 0; // the storage's openCount() when m_prepared was begun
    QStringList m_withdrawn; // the names of the seats of the games withdrawn
    QSqlError m_lastError;
};

} // namespace pinaculo
