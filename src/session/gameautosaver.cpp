#include "gameautosaver.h"

#include "gamecatalog.h"
#include "gamedocument.h"
#include "gamerepository.h"

#include <QFileInfo>

namespace pinaculo {

GameAutosaver::GameAutosaver(const QSqlDatabase &db, QObject *parent)
    : QObject(parent)
    , m_db(db)
{
}

GameAutosaver::~GameAutosaver() = default;

std::optional<GameSummary> GameAutosaver::unfinishedGame() const
{
    const qint64 id = GameRepository(m_db).currentGame();
    if (id < 0)
        return std::nullopt;
    std::optional<GameSummary> summary = GameCatalog(m_db).game(id);
    if (!summary || summary->over)
        return std::nullopt;
    return summary;
}

std::optional<Game> GameAutosaver::loadForOpening(qint64 id, QString *error)
{
    std::optional<Game> game = GameRepository(m_db).loadGame(id, error);
    if (game) {
        m_pendingId = id;
        m_pendingGame = *game;
    }
    return game;
}

std::optional<Game> GameAutosaver::prepareRematch(qint64 id, QString *error)
{
    const qint64 newId = GameRepository(m_db).rematch(id, error);
    if (newId < 0)
        return std::nullopt;
    return loadForOpening(newId, error);
}

void GameAutosaver::attach(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_gameId = -1;
    m_dirty = false;
    if (!document)
        return;
    connect(document, &GameDocument::changed, this, &GameAutosaver::onChanged);

    GameRepository repository(m_db);
    QString error;
    if (m_pendingId >= 0 && m_pendingGame == document->game() && repository.exists(m_pendingId)) {
        m_gameId = m_pendingId;
    } else {
        const QString name = document->filePath().isEmpty()
            ? QString()
            : QFileInfo(document->filePath()).completeBaseName();
        m_gameId = repository.createGame(document->game(), name, &error);
    }
    m_pendingId = -1;
    m_pendingGame = {};
    if (m_gameId < 0) {
        report(false, error);
        return;
    }
    emit gameStored(m_gameId);
    // Remembered at once, so a crash a second later still reopens this game.
    report(repository.setCurrentGame(m_gameId, &error), error);
}

bool GameAutosaver::saveAll()
{
    if (!m_document)
        return false;
    GameRepository repository(m_db);
    QString error;
    bool ok = false;
    if (m_gameId < 0) {
        // The game never reached the disk: store it now, whole.
        m_gameId = repository.createGame(m_document->game(), {}, &error);
        ok = m_gameId >= 0 && repository.setCurrentGame(m_gameId, &error);
        if (m_gameId >= 0)
            emit gameStored(m_gameId);
    } else {
        ok = repository.saveGame(m_gameId, m_document->game(), &error);
    }
    const bool wasDirty = m_dirty;
    m_dirty = false;
    report(ok, error);
    if (ok && wasDirty)
        emit saveRecovered();
    return ok;
}

void GameAutosaver::report(bool ok, const QString &error)
{
    if (ok)
        return;
    m_dirty = true;
    m_lastError = error;
    emit saveFailed(error);
}

// After a failed write the stored hands may lag behind the document; only a whole rewrite
// brings them level, so every handler falls back to it while dirty.
void GameAutosaver::onChanged(const GameChange &change)
{
    // Hands name their players: a rename rewrites the whole game, still in one transaction; so
    // does any change after a failed write, or before the game has its row.
    if (change.kind == GameChange::Kind::PlayerRenamed || m_dirty || m_gameId < 0) {
        saveAll();
        return;
    }
    using HandChange = GameRepository::HandChange;
    HandChange write = HandChange::Replace;
    if (change.kind == GameChange::Kind::HandAdded)
        write = HandChange::Insert;
    else if (change.kind == GameChange::Kind::HandRemoved)
        write = HandChange::Remove;
    QString error;
    report(GameRepository(m_db).changeHand(m_gameId, m_document->game(), m_document->result(),
                                           change.index, write, &error),
           error);
}

} // namespace pinaculo
