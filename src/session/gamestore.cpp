#include "gamestore.h"

#include "gamecatalog.h"
#include "gamerepository.h"
#include "namerules.h"
#include "rulepresetstore.h"

#include <QSet>

namespace pinaculo {

GameStore::GameStore(const QSqlDatabase &db)
    : m_db(db)
{
}

QList<GameSummary> GameStore::games(const GameFilter &filter) const
{
    return GameCatalog(m_db).games(filter);
}

QStringList GameStore::playerNames() const
{
    // "Ana" in one game and "ana" in another are one player (NameRules).
    QStringList names;
    QSet<QString> seen;
    for (const QString &name : GameCatalog(m_db).playerNames()) {
        if (!seen.contains(NameRules::key(name))) {
            seen.insert(NameRules::key(name));
            names.append(name);
        }
    }
    return names;
}

std::optional<GameSetup> GameStore::latestSetup() const
{
    const qint64 id = GameCatalog(m_db).latestGameId();
    if (id < 0)
        return std::nullopt;
    const std::optional<Game> game = GameRepository(m_db).loadGame(id);
    if (!game)
        return std::nullopt;
    return game->setup;
}

QList<PlayerStatistics> GameStore::statistics(const GameFilter &filter) const
{
    return GameCatalog(m_db).statistics(filter);
}

PlayerRecords::HeadToHead GameStore::headToHead(const QString &first, const QString &second,
                                                const GameFilter &filter) const
{
    return PlayerRecords(m_db).headToHead(first, second, filter);
}

QList<PlayerRecords::Partnership> GameStore::partnerships(const GameFilter &filter) const
{
    return PlayerRecords(m_db).partnerships(filter);
}

QList<HouseRulePreset> GameStore::rulePresets() const
{
    return RulePresetStore(m_db).presets();
}

bool GameStore::saveRulePreset(const HouseRulePreset &preset, QString *error)
{
    return RulePresetStore(m_db).save(preset, error);
}

bool GameStore::deleteRulePreset(const QString &name, QString *error)
{
    return RulePresetStore(m_db).remove(name, error);
}

std::optional<Game> GameStore::loadGame(qint64 id, QString *error) const
{
    return GameRepository(m_db).loadGame(id, error);
}

qint64 GameStore::importGame(const Game &game, const GameResult &result, const QString &name,
                             QString *error)
{
    return GameRepository(m_db).createGame(game, result, name, error);
}

bool GameStore::renameGame(qint64 id, const QString &name, QString *error)
{
    return GameRepository(m_db).renameGame(id, name, error);
}

bool GameStore::deleteGame(qint64 id, QString *error)
{
    return GameRepository(m_db).deleteGame(id, error);
}

bool GameStore::saveDraft(qint64 gameId, const GameSetup &setup, int handIndex,
                          const HandRecord &hand)
{
    return HandDrafts(m_db).save(gameId, setup, handIndex, hand);
}

std::optional<HandDraft> GameStore::draft(qint64 gameId, const GameSetup &setup) const
{
    return HandDrafts(m_db).load(gameId, setup);
}

bool GameStore::clearDraft(qint64 gameId)
{
    return HandDrafts(m_db).clear(gameId);
}

} // namespace pinaculo
