#pragma once

#include "game.h"
#include "gamechange.h"
#include "gamestore.h"
#include "gamesummary.h"

#include <QObject>
#include <QPointer>
#include <memory>
#include <optional>

namespace pinaculo {

class GameDocument;
class GameRepository;

// Keeps the game on the table in the database without a Save command: every change the document
// announces (a hand added, changed or removed, a player renamed; undo and redo announce the same)
// is written at once, in one transaction. A game enters the database with its first hand (or the
// first draft of it, so a crash while it is typed loses nothing): a game set up and left without
// a hand leaves no trace in the history or the statistics. A failed write (full disk, read-only file) is reported
// through saveFailed(); the document keeps the change and the next change, or saveAll(), rewrites
// the whole game so nothing entered is lost once the disk recovers.
class GameAutosaver : public QObject
{
    Q_OBJECT

public:
    // `storage` must outlive the autosaver.
    explicit GameAutosaver(const GameStorage &storage, QObject *parent = nullptr);
    ~GameAutosaver() override;

    // The game that was on the table when the application last stopped, however it stopped,
    // if it is not finished: what the start page offers to continue.
    std::optional<GameSummary> unfinishedGame() const;

    // Loads a stored game for the window to open. The next attach() of a document holding
    // exactly this game continues it under the same id instead of storing a copy.
    std::optional<Game> loadForOpening(qint64 id, QString *error = nullptr);
    // A new game with the same players, seats, teams and rules, the deal passed on to the next
    // seat (GameSetup::rematch); stored, under the old game's name, with its first hand.
    std::optional<Game> prepareRematch(qint64 id, QString *error = nullptr);

    // The storage it writes to, and its connection, for tests and tools that query it directly.
    const GameStorage &storage() const { return *m_storage; }
    QSqlDatabase database() const { return m_storage->connection(); }
    // The stored games, for the history, statistics, imports and drafts.
    GameStore store() const { return GameStore(*m_storage); }
    GameDocument *document() const { return m_document; }
    // -1 while the game on the table has no hand and no draft yet: it is not stored; also, for a
    // game file of a thousand hands or more, until the window has painted it.
    qint64 gameId() const { return m_gameId; }
    // Stores the game on the table now if it is not stored yet (the first hand's draft needs a
    // game to belong to); the game's id, or -1 with saveFailed() emitted.
    qint64 ensureStored();
    // False after a failed write, until a later write of the whole game succeeds.
    bool isSaved() const { return !m_dirty; }
    QString lastError() const { return m_lastError; }

public slots:
    // Starts saving this document (nullptr: stop). A document that is not the game prepared by
    // loadForOpening() is stored as a new game once it has a hand (at once if it has some). The
    // game left behind is deleted if it has no hand and no draft.
    void attach(pinaculo::GameDocument *document);
    // A game file of many hands opened is not stored by attach(), which would hold up its first
    // paint: the window calls this once the game's page is on screen. It is stored earlier if a
    // hand is recorded first, or the table lets go of it (attach(), the destructor). Nothing
    // happens when no game waits.
    void storeQueuedGame();
    // Rewrites the whole game; true when it is on disk.
    bool saveAll();
    // Stores the whole game under a new id, for a database that is not the one the game was
    // stored in (its file was replaced under the window and then opened again); true when it is
    // on disk.
    bool storeAsNewGame();

signals:
    void saveFailed(const QString &message);
    // A write succeeded after earlier failures: everything entered is on disk again.
    void saveRecovered();
    void gameStored(qint64 id);

private:
    void onChanged(const pinaculo::GameChange &change);
    void report(bool ok, const QString &error);
    void leaveStoredGame();
    GameRepository &handWriter();

    const GameStorage *m_storage;
    // The repository the hands of the game on the table are written through, its statements
    // prepared once for the game rather than at every hand; let go of with the game, so that
    // no statement outlives the database's close (attach(nullptr) comes first).
    std::unique_ptr<GameRepository> m_handWriter;
    QPointer<GameDocument> m_document;
    qint64 m_gameId = -1;
    qint64 m_pendingId = -1;
    Game m_pendingGame;
    QString m_pendingName; // a rematch's name, for a game not stored yet
    QString m_newName; // the name the game on the table gets when it is stored
    bool m_dirty = false;
    bool m_storeQueued = false; // a long game file opened, to be stored after the first paint
    QString m_lastError;
};

} // namespace pinaculo
