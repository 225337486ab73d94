#pragma once

#include "gamesummary.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <functional>

namespace pinaculo {

// What the repositories (GameRepository, HandDrafts, GameCatalog, PlayerRecords,
// RulePresetStore) need of a database engine, so that their statements, written in SQL that
// SQLite and PostgreSQL both read, run unchanged on either: a Qt SQL connection, write
// transactions that wait for other writers rather than fail half-way, and failures told as
// sentences a player can act on. Opening, locking, checking and upgrading a database are each
// engine's own (for SQLite: Database, whose storage() is a SqliteStorage). The object must
// outlive every repository and GameStore built on it.
class GameStorage
{
public:
    virtual ~GameStorage() = default;

    // The connection every statement runs on.
    virtual QSqlDatabase connection() const = 0;
    // How many times the connection has been opened (again, after a reopen): a statement
    // prepared before the last open went with the connection it was prepared on, so a
    // repository that keeps its statements prepares them again when this changes.
    virtual quint64 openCount() const { return 0; }

    // A write transaction, used through StorageTransaction. beginWrite() refuses, with the
    // reason, when nothing may be written now (the engine decides: for SQLite, a file that has
    // not passed its check or was replaced). commitWrite() leaves nothing of the transaction
    // open when it fails.
    virtual bool beginWrite(QSqlError *error) const = 0;
    virtual bool commitWrite(QSqlError *error) const = 0;
    virtual void rollbackWrite() const = 0;

    // Translated: what went wrong, in words that say what to do (a full disk, a read-only file,
    // a busy database); the engine reads its own error codes.
    virtual QString describe(const QSqlError &error) const = 0;

    // GameCatalog::forEachGame read the engine's own way, when it has a faster one than Qt SQL's
    // values; false, having read nothing, to have the catalogue read it through Qt SQL.
    virtual bool forEachGame(const GameFilter &,
                             const std::function<void(const GameSummary &)> &) const
    {
        return false;
    }

protected:
    GameStorage() = default;
    GameStorage(const GameStorage &) = default;
    GameStorage &operator=(const GameStorage &) = default;
};

} // namespace pinaculo
