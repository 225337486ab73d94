#pragma once

#include "game.h"
#include "gameresult.h"
#include "gamestorage.h"
#include "gamesummary.h"
#include "handdrafts.h"
#include "houserulepreset.h"
#include "playerrecords.h"
#include "playerstatistics.h"

#include <optional>

namespace pinaculo {

// The stored games as the window sees them: the history and its filters, statistics and the
// records between players, the named house rules, renaming, deleting, importing and loading
// games, and the draft of the hand being typed. Dialogs ask here instead of holding a database
// connection or building repositories themselves. It works on any engine behind GameStorage,
// which must outlive it.
class GameStore
{
public:
    explicit GameStore(const GameStorage &storage);

    QList<GameSummary> games(const GameFilter &filter = {}) const;
    // The next `count` games in the order of games() after `after` (from the first when null).
    QList<GameSummary> gamesPage(const GameFilter &filter, const GameSummary *after,
                                 int count) const;
    // Every stored player's name, once whatever its capitals: the New Game completions.
    QStringList playerNames() const;
    // The table of the game played last (players, teams, rules), for the next New Game.
    std::optional<GameSetup> latestSetup() const;
    QList<PlayerStatistics> statistics(const GameFilter &filter = {}) const;
    PlayerRecords::HeadToHead headToHead(const QString &first, const QString &second,
                                         const GameFilter &filter = {}) const;
    QList<PlayerRecords::Partnership> partnerships(const GameFilter &filter = {}) const;

    // The named house rules New Game offers.
    QList<HouseRulePreset> rulePresets() const;
    bool saveRulePreset(const HouseRulePreset &preset, QString *error = nullptr);
    bool deleteRulePreset(const QString &name, QString *error = nullptr);

    std::optional<Game> loadGame(qint64 id, QString *error = nullptr) const;
    // Stores a game read from a file with the outcome its reader scored; returns its id, or -1
    // with the reason.
    qint64 importGame(const Game &game, const GameResult &result, const QString &name,
                      QString *error = nullptr);
    bool renameGame(qint64 id, const QString &name, QString *error = nullptr);
    bool deleteGame(qint64 id, QString *error = nullptr);

    bool saveDraft(qint64 gameId, const GameSetup &setup, int handIndex, const HandRecord &hand);
    std::optional<HandDraft> draft(qint64 gameId, const GameSetup &setup) const;
    bool clearDraft(qint64 gameId);

private:
    const GameStorage *m_storage;
};

} // namespace pinaculo
