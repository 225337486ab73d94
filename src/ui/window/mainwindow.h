#pragma once

#include "window/appoptions.h"
#include "window/appsettings.h"
#include "game.h"
#include "window/gamefileactions.h"
#include "window/languagemenu.h"
#include "window/gametable.h"
#include "window/storedgames.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>

namespace Ui {
class MainWindow;
}

namespace pinaculo {

class FullScreenScoreboard;
class Database;
class GameAutosaver;
class GameDocument;
class GameFilePreread;
class GameView;
class HandEntryLauncher;
class LiveBoardSharing;
class ScoreSheetSharing;
class StartPage;
class UndoActions;
class WindowDialogs;

// The application window: the start page, or the game being played with its menus. The game on
// the table and its autosaver belong to GameTable, which every part of the window works
// through: the game files (GameFileActions), the stored games (StoredGames), the dialogs of the
// menus (WindowDialogs), sharing (ScoreSheetSharing, LiveBoardSharing); the window itself owns
// its pages, its menus and what follows them: undo and redo (UndoActions, a QUndoGroup over the
// documents' stacks), the language (LanguageMenu) and the settings kept between runs
// (AppSettings).
//
// Object names: pages (QStackedWidget: startPage, and gameView once a game is opened), menuGame,
// menuEdit, menuView, menuTools, menuLanguage, menuHelp, mainToolBar, and the actions actionNewGame
// (Ctrl+N), actionOpenGame (Ctrl+O), actionExportGame (Ctrl+E), actionStartPage (Ctrl+W),
// actionQuit, actionUndo, actionRedo (standard keys), actionRecordHand (Ctrl+R, Insert),
// actionEditHand (Enter), actionDeleteHand (Delete), actionRenamePlayer (F2), actionFullScreen (the
// platform's full-screen key, F11), actionMeldChecker (Ctrl+K), actionShareLiveBoard (checkable),
// actionSpanish, actionItalian, actionEnglish, actionAbout, actionImportGame, actionHistory
// (Ctrl+Shift+H), actionStatistics, actionDirector, actionPrintPreview (Ctrl+Shift+P), actionPrint (Ctrl+P),
// actionExportPdf, actionRules (F1), and the sharing actions of ScoreSheetSharing (copy as text or
// image, export as CSV); a failed save shows the window-modal box saveFailedBox.
// Dialogs are opened window-modal with open(), so tests find them with findChild().
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The game on the table and its services, which the window's parts share.
    GameTable *table() const { return m_table; }
    GameDocument *document() const { return m_table->document(); }
    // The command line, kept for the parts that need it (the database path for storage).
    const AppOptions &options() const { return m_options; }
    // Applies the command line: opens its game file, if any (taking `preread`'s reading of it,
    // when given); without one, reopens the game left unfinished in the database.
    void applyOptions(const AppOptions &options, GameFilePreread *preread = nullptr);
    // The language to start in: --lang, else the stored choice, else the system's.
    static QString startupLanguage(const AppOptions &options)
    {
        return LanguageMenu::startupLanguage(options);
    }
    // The game's page; made when the first game opens, nullptr until then.
    GameView *gameView() const { return m_gameView; }
    StartPage *startPage() const;
    // Whether the game's page is the one shown.
    bool isGameShown() const;

    // Saves every change of the game on the table in the database from now on; history,
    // statistics and import become available and closing no longer asks to export.
    void setAutosaver(GameAutosaver *autosaver, Database *database = nullptr)
    {
        m_table->setAutosaver(autosaver, database);
    }
    GameAutosaver *autosaver() const { return m_table->autosaver(); }
    // The open database and every file kept beside it, which no export may replace; empty
    // without a database.
    QStringList databaseFiles() const { return m_table->databaseFiles(); }
    // Opens the stored game that was on the table when the application last stopped, if it is
    // unfinished. True when it is shown.
    bool reopenUnfinishedGame() { return m_storedGames->reopenUnfinishedGame(); }
    // Opens a stored game; a game that cannot be read is explained in a message box.
    bool openStoredGame(qint64 id) { return m_storedGames->openStoredGame(id); }
    // Stores game files in the history without opening them; refused files are explained
    // (each with its place) and nothing of them is stored. Returns how many were stored.
    int importGameFiles(const QStringList &paths) { return m_files->importFiles(paths); }

    // Shows this game; the previous one stays available to "continue" while unfinished.
    GameDocument *openGame(const Game &game, const QString &filePath = {})
    {
        return m_table->openGame(game, filePath);
    }
    // Reads a game file; a refused file is explained in a message box. True when opened.
    bool openGameFile(const QString &path) { return m_files->openFile(path); }
    bool exportGameFile(const QString &path) { return m_files->exportFile(path); }
    void showStartPage();
    // Back to the game on the table, if there is one.
    void showGame();

    // Copying and exporting the score sheet and the statistics.
    ScoreSheetSharing *sharing() const { return m_sharing; }

    // The live board (Game → Share Live Board…): the page of this game for the phones at the
    // table. Follows the game on the table.
    LiveBoardSharing *liveBoard() const { return m_liveBoard; }

    // Installs the language, stores the choice and retranslates every window.
    void setLanguage(const QString &language) { m_language->setLanguage(language); }

    static QStringList recentFiles() { return AppSettings::recentFiles(); }
    static QString lastGameFolder() { return AppSettings::lastGameFolder(); }

    // While nothing else keeps the game, closing with hands not yet exported asks first.
    // Storage turns this off once it saves every change itself.
    void setExportPromptOnClose(bool prompt) { m_exportPromptOnClose = prompt; }

public slots:
    void recordHand();
    // Says in the status bar how a correction changed the end of the game.
    void announceOutcome();
    void editHand();
    void deleteHand();
    void toggleFullScreenScoreboard();

signals:
    // The window has agreed to close and is about to disappear: everything is saved, so the
    // database can be closed (and its lock released) before it does.
    void closing();
    // The window's first paint has been delivered (queued behind it, once).
    void firstPainted();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    // The table has a new game: it is shown on the game's page.
    void showDocument(GameDocument *document);
    // Stores a long game file waiting for its first paint, on a zero timer: after the paint
    // being delivered, and after the one the first paint of the window started.
    void storeQueuedGameSoon();
    void attachAutosaver();
    void returnFocus();
    void connectActions();
    GameView *ensureGameView();
    void updateActions();
    void updateTitle();
    void updateStartPage();

    std::unique_ptr<Ui::MainWindow> ui;
    AppOptions m_options;
    GameTable *m_table;
    QPointer<FullScreenScoreboard> m_fullScreen;
    bool m_exportPromptOnClose = true;
    bool m_firstPaintDone = false;
    HandEntryLauncher *m_handEntry = nullptr;
    LanguageMenu *m_language = nullptr;
    UndoActions *m_undo = nullptr;
    WindowDialogs *m_dialogs = nullptr;
    GameFileActions *m_files = nullptr;
    StoredGames *m_storedGames = nullptr;
    ScoreSheetSharing *m_sharing = nullptr;
    LiveBoardSharing *m_liveBoard = nullptr;
    GameView *m_gameView = nullptr;
    // The stored splitter layout of the game's page, applied when the page is made.
    QByteArray m_gameLayout;
};

} // namespace pinaculo
