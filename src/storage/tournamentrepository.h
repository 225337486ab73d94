#pragma once

#include "gamestorage.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace pinaculo {

// A tournament as the database keeps it: its tournament file's JSON, and the game-file JSON of
// each table whose game the director took in, by (round, table). The storage keeps the bytes;
// what they mean is the tournament file's and the game file's readers'.
struct StoredTournament
{
    qint64 id = 0; // 0 until first saved
    QString name;
    qint64 updatedMs = 0;
    QByteArray document;
    QHash<std::pair<int, int>, QByteArray> games;
};

// One line of the list of tournaments.
struct TournamentListing
{
    qint64 id = 0;
    QString name;
    qint64 updatedMs = 0;
};

// The director's tournaments in the database: listed newest first, read whole, saved whole (the
// document and every game, in one transaction: what is read back is always one state the
// director saw) and deleted.
class TournamentRepository
{
    Q_DECLARE_TR_FUNCTIONS(TournamentRepository)

public:
    explicit TournamentRepository(const GameStorage &storage);

    QList<TournamentListing> list() const;
    std::optional<StoredTournament> load(qint64 id, QString *error = nullptr) const;
    // The tournament's id (a new one when `tournament.id` is 0), or 0 with the reason in `error`.
    qint64 save(const StoredTournament &tournament, QString *error = nullptr);
    bool remove(qint64 id, QString *error = nullptr);

private:
    const GameStorage *m_storage;
};

} // namespace pinaculo
