#include "gamestore.h"

#include "gamecatalog.h"
#include "gamerepository.h"
#include "rulepresetstore.h"

namespace pinaculo {

GameStore::GameStore(const GameStorage &storage)
    : m_storage(&storage)
{
}

QList<GameSummary> GameStore::games(const GameFilter &filter) const
{
    return GameCatalog(*m_storage).games(filter);
}

QList<GameSummary> GameStore::gamesPage(const GameFilter &filter, const GameSummary *after,
                                        int count) const
{
    return GameCatalog(*m_storage).gamesPage(filter, after, count);
}

QStringList GameStore::playerNames() const
{
    return GameCatalog(*m_storage).playerNames();
}

std::optional<GameSetup> GameStore::latestSetup() const
{
    const qint64 id = GameCatalog(*m_storage).latestGameId();
    if (id < 0)
        return std::nullopt;
    const std::optional<Game> game = GameRepository(*m_storage).loadGame(id);
    if (!game)
        return std::nullopt;
    return game->setup;
}

QList<PlayerStatistics> GameStore::statistics(const GameFilter &filter) const
{
    return GameCatalog(*m_storage).statistics(filter);
}

PlayerRecords::HeadToHead GameStore::headToHead(const QString &first, const QString &second,
                                                const GameFilter &filter) const
{
    return PlayerRecords(*m_storage).headToHead(first, second, filter);
}

QList<PlayerRecords::Partnership> GameStore::partnerships(const GameFilter &filter) const
{
    return PlayerRecords(*m_storage).partnerships(filter);
}

QList<HouseRulePreset> GameStore::rulePresets() const
{
    return RulePresetStore(*m_storage).presets();
}

bool GameStore::saveRulePreset(const HouseRulePreset &preset, QString *error)
{
    return RulePresetStore(*m_storage).save(preset, error);
}

bool GameStore::deleteRulePreset(const QString &name, QString *error)
{
    return RulePresetStore(*m_storage).remove(name, error);
}

std::optional<Game> GameStore::loadGame(qint64 id, QString *error) const
{
    return GameRepository(*m_storage).loadGame(id, error);
}

qint64 GameStore::importGame(const Game &game, const GameResult &result, const QString &name,
                             QString *error)
{
    return GameRepository(*m_storage).createGame(game, result, name, error);
}

bool GameStore::renameGame(qint64 id, const QString &name, QString *error)
{
    return GameRepository(*m_storage).renameGame(id, name, error);
}

bool GameStore::deleteGame(qint64 id, QString *error)
{
    return GameRepository(*m_storage).deleteGame(id, error);
}

bool GameStore::saveDraft(qint64 gameId, const GameSetup &setup, int handIndex,
                          const HandRecord &hand)
{
    return HandDrafts(*m_storage).save(gameId, setup, handIndex, hand);
}

std::optional<HandDraft> GameStore::draft(qint64 gameId, const GameSetup &setup) const
{
    return HandDrafts(*m_storage).load(gameId, setup);
}

bool GameStore::clearDraft(qint64 gameId)
{
    return HandDrafts(*m_storage).clear(gameId);
}

} // namespace pinaculo
