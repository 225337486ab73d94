#include "gameautosaver.h"

#include "gamecatalog.h"
#include "gamedocument.h"
#include "gamerepository.h"

#include <QFileInfo>

namespace pinaculo {

namespace {

// A game file of this many hands or more is stored after the window has painted it
// (storeQueuedGame): writing thousands of hands takes longer than the paint itself, while a
// shorter game is written within a few milliseconds of the open.
constexpr int StoredAfterPaintHands = 1000;

} // namespace

GameAutosaver::GameAutosaver(const GameStorage &storage, QObject *parent)
    : QObject(parent)
    , m_storage(&storage)
{
}

GameAutosaver::~GameAutosaver()
{
    storeQueuedGame();
}

GameRepository &GameAutosaver::handWriter()
{
    if (!m_handWriter)
        m_handWriter = std::make_unique<GameRepository>(*m_storage);
    return *m_handWriter;
}

std::optional<GameSummary> GameAutosaver::unfinishedGame() const
{
    const qint64 id = GameRepository(*m_storage).currentGame();
    if (id < 0)
        return std::nullopt;
    std::optional<GameSummary> summary = GameCatalog(*m_storage).game(id);
    if (!summary || summary->over)
        return std::nullopt;
    return summary;
}

std::optional<Game> GameAutosaver::loadForOpening(qint64 id, QString *error)
{
    std::optional<Game> game = GameRepository(*m_storage).loadGame(id, error);
    if (game) {
        m_pendingId = id;
        m_pendingGame = *game;
        m_pendingName.clear();
    }
    return game;
}

std::optional<Game> GameAutosaver::prepareRematch(qint64 id, QString *error)
{
    GameRepository repository(*m_storage);
    std::optional<Game> old = repository.loadGame(id, error);
    if (!old)
        return std::nullopt;
    Game game;
    game.setup = old->setup.rematch();
    m_pendingId = -1;
    m_pendingGame = game;
    m_pendingName = repository.name(id);
    return game;
}

void GameAutosaver::attach(GameDocument *document)
{
    // A game file still waiting to be stored is stored before the table lets go of it: closing
    // the window right after opening a file keeps it in the database all the same.
    storeQueuedGame();
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    leaveStoredGame();
    m_handWriter.reset();
    m_document = document;
    m_gameId = -1;
    m_dirty = false;
    m_newName.clear();
    if (!document) {
        m_pendingId = -1;
        return;
    }
    connect(document, &GameDocument::changed, this, &GameAutosaver::onChanged);

    GameRepository repository(*m_storage);
    QString error;
    const bool prepared = m_pendingGame == document->game();
    if (prepared && m_pendingId >= 0 && repository.exists(m_pendingId))
        m_gameId = m_pendingId;
    else if (prepared && m_pendingId < 0)
        m_newName = m_pendingName;
    else if (!document->filePath().isEmpty())
        m_newName = QFileInfo(document->filePath()).completeBaseName();
    m_pendingId = -1;
    m_pendingGame = {};
    m_pendingName.clear();
    if (m_gameId < 0 && document->handCount() == 0) {
        // Not stored until its first hand: a crash now reopens nothing rather than the game
        // left before.
        report(repository.setCurrentGame(-1, &error), error);
        return;
    }
    if (m_gameId < 0 && !document->filePath().isEmpty()
        && document->handCount() >= StoredAfterPaintHands) {
        // Stored once the window has painted the game (storeQueuedGame). Meanwhile the file on
        // disk keeps every hand; a hand recorded first stores the whole game with it
        // (onChanged), and attach() or the destructor stores it if the window closes first.
        m_storeQueued = true;
        return;
    }
    if (m_gameId < 0)
        m_gameId = repository.createGame(document->game(), document->result(), m_newName, &error);
    if (m_gameId < 0) {
        report(false, error);
        return;
    }
    emit gameStored(m_gameId);
    // Remembered at once, so a crash a second later still reopens this game.
    report(repository.setCurrentGame(m_gameId, &error), error);
}

void GameAutosaver::storeQueuedGame()
{
    if (!m_storeQueued)
        return;
    m_storeQueued = false;
    // Stored by now if a change to the game came first.
    if (m_gameId < 0 && m_document)
        saveAll();
}

qint64 GameAutosaver::ensureStored()
{
    if (m_gameId < 0 && m_document)
        saveAll();
    return m_gameId;
}

void GameAutosaver::leaveStoredGame()
{
    // A game left without a hand (set up and abandoned, or its first draft cancelled) is not a
    // game anyone played: it leaves no row behind.
    if (m_gameId < 0 || !m_document || m_document->handCount() > 0)
        return;
    GameStore store(*m_storage);
    if (store.draft(m_gameId, m_document->setup()))
        return;
    GameRepository repository(*m_storage);
    std::optional<Game> stored = repository.loadGame(m_gameId);
    if (stored && stored->hands.isEmpty())
        repository.deleteGame(m_gameId);
}

bool GameAutosaver::saveAll()
{
    if (!m_document)
        return false;
    GameRepository repository(*m_storage);
    QString error;
    bool ok = false;
    if (m_gameId < 0) {
        // The game never reached the disk: store it now, whole.
        m_gameId
            = repository.createGame(m_document->game(), m_document->result(), m_newName, &error);
        ok = m_gameId >= 0 && repository.setCurrentGame(m_gameId, &error);
        if (m_gameId >= 0)
            emit gameStored(m_gameId);
    } else {
        ok = repository.saveGame(m_gameId, m_document->game(), m_document->result(), &error);
    }
    const bool wasDirty = m_dirty;
    m_dirty = false;
    report(ok, error);
    if (ok && wasDirty)
        emit saveRecovered();
    return ok;
}

bool GameAutosaver::storeAsNewGame()
{
    m_gameId = -1;
    m_dirty = true;
    return saveAll();
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
    // A game without a hand is not stored yet (a player renamed before the first hand).
    if (m_gameId < 0 && !m_dirty && m_document->handCount() == 0)
        return;
    // Hands name their players: a rename rewrites the whole game, still in one transaction; so
    // do time called (the game's row and its hands' standing), any change after a failed write,
    // and any before the game has its row.
    if (change.kind == GameChange::Kind::PlayerRenamed
        || change.kind == GameChange::Kind::TimeCalled || m_dirty || m_gameId < 0) {
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
    report(handWriter().changeHand(m_gameId, m_document->game(), m_document->result(), change.index,
                                   write, &error),
           error);
}

} // namespace pinaculo
