#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QFileSystemWatcher;
class QWidget;

namespace pinaculo {

class DirectorWindow;

class Database;
class GameAutosaver;
class GameFileActions;
class HandEntryLauncher;
class GameTable;
class WindowDialogs;

// What the database adds to the window: every change of the game on the table saved by the
// autosaver (a refused save explained, its recovery announced), the unfinished game reopened,
// stored games opened, the history and statistics dialogs, and the question on closing when the
// last changes could not be saved.
class StoredGames : public QObject
{
    Q_OBJECT

public:
    // Follows the table's autosaver: once there is one, the history and statistics open and
    // every change of the game on the table is saved.
    StoredGames(GameTable *table, QAction *history, QAction *statistics, QAction *director,
                HandEntryLauncher *handEntry, WindowDialogs *dialogs, GameFileActions *files);

    // Opens the stored game left unfinished, if any. True when it is shown.
    bool reopenUnfinishedGame();
    // Opens a stored game; one that cannot be read is explained in a message box.
    bool openStoredGame(qint64 id);
    // When the database refused the last changes, or its file was replaced, asks whether to
    // export them first. False when closing is to stop.
    bool confirmClose();

public slots:
    void showHistory();
    void showStatistics();
    // The director's window on the same database: one, raised when asked for again.
    void showDirector();

signals:
    // Whether every change is saved may have changed.
    void savedStateChanged();

private:
    // The table's database, when given, is the one the autosaver's connection belongs to: its
    // file is watched, and should it be replaced under the window, the player is asked where the
    // game goes (ReplacedDatabaseQuestion).
    void attachAutosaver(GameAutosaver *autosaver);
    void showSaveFailed(const QString &message);
    void checkDatabaseFile();
    void askAboutReplacedDatabase();
    // Carries out what the player chose; false when the window is to stay open.
    bool followReplacedAnswer(int answer);
    void showStoredSummary(qint64 id, QWidget *parent);

    GameTable *m_table;
    QWidget *m_window;
    HandEntryLauncher *m_handEntry;
    WindowDialogs *m_dialogs;
    GameFileActions *m_files;
    GameAutosaver *m_autosaver = nullptr;
    Database *m_database = nullptr;
    QFileSystemWatcher *m_databaseWatcher = nullptr;
    bool m_askingAboutReplacement = false;
    QPointer<DirectorWindow> m_director;
};

} // namespace pinaculo
