#pragma once

#include "game.h"
#include "gameresult.h"

#include <QObject>
#include <QStringList>

#include <optional>

class QWidget;

namespace pinaculo {

class Database;
class GameAutosaver;
class GameDocument;

// The game on the table and what serves it: the document being played, the autosaver that keeps
// it in the database (when there is one), and the window's voice (its status bar, the parent of
// its dialogs). Every part of the window (game files, stored games, dialogs, sharing) works
// through this one object and its signals, never through the window or its form, so a part can
// be made and tested without the rest of the window. The window owns it and follows its signals
// to show the game.
class GameTable : public QObject
{
    Q_OBJECT

public:
    // `window` is where dialogs and message boxes open; it is also the table's parent.
    explicit GameTable(QWidget *window);
    ~GameTable() override;

    QWidget *window() const { return m_window; }

    // The game being played; nullptr before the first game.
    GameDocument *document() const { return m_document; }
    // Puts this game on the table (the previous one is deleted once its signals are done) and
    // announces it through documentChanged. `scored` is its result when the caller has it (a
    // game file's reader scored it as it read), so the game is not scored again.
    GameDocument *openGame(const Game &game, const QString &filePath = {},
                           std::optional<GameResult> scored = {});

    // The database's autosaver, when every change is kept in a database; nullptr without one.
    GameAutosaver *autosaver() const { return m_autosaver; }
    // The open database when it belongs to the autosaver's connection (its file is watched).
    Database *database() const { return m_database; }
    void setAutosaver(GameAutosaver *autosaver, Database *database = nullptr);
    // The database's file and every file kept beside it, which no export may replace; empty
    // without a database.
    QStringList databaseFiles() const;

    // Whether the game's page is the one the window shows (the window says so).
    bool isGameShown() const { return m_gameShown; }
    void setGameShown(bool shown);
    // Asks the window to show the game's page again.
    void showGame() { emit showGameRequested(); }

    // A short message on the window's status bar.
    void announce(const QString &message, int milliseconds = 5000)
    {
        emit announced(message, milliseconds);
    }

signals:
    // A new document is on the table.
    void documentChanged(pinaculo::GameDocument *document);
    // The autosaver was set: the database's features become available.
    void autosaverChanged(pinaculo::GameAutosaver *autosaver);
    void gameShownChanged(bool shown);
    void showGameRequested();
    void announced(const QString &message, int milliseconds);

private:
    QWidget *m_window;
    GameDocument *m_document = nullptr;
    GameAutosaver *m_autosaver = nullptr;
    Database *m_database = nullptr;
    bool m_gameShown = false;
};

} // namespace pinaculo
