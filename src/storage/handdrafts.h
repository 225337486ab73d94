#pragma once

#include "gamesetup.h"
#include "gamestorage.h"
#include "handrecord.h"

#include <QDateTime>
#include <optional>

namespace pinaculo {

// A hand that was being entered and not yet confirmed.
struct HandDraft
{
    int handIndex = -1; // the hand it records (the next one) or corrects
    HandRecord hand;
    QDateTime savedAt;
};

// Keeps the hand being typed in the database, one per game, so that it survives a crash, a
// killed process or a dead battery. Written as the game file writes a hand, so a draft reads
// back exactly as typed; a draft that no longer reads (the players changed) is dropped.
class HandDrafts
{
public:
    explicit HandDrafts(const GameStorage &storage);

    bool save(qint64 gameId, const GameSetup &setup, int handIndex, const HandRecord &hand,
              QString *error = nullptr);
    std::optional<HandDraft> load(qint64 gameId, const GameSetup &setup) const;
    bool clear(qint64 gameId, QString *error = nullptr);

private:
    QSqlDatabase m_db; // the storage's connection
};

} // namespace pinaculo
