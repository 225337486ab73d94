#pragma once

#include "appoptions.h"
#include "game.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QActionGroup;
class QDialog;

namespace Ui {
class MainWindow;
}

namespace pinaculo {

class FullScreenScoreboard;
class GameDocument;
class GameView;
class StartPage;

// The application window: the start page, or the game being played with its menus. Owns the
// game document; storage and the printed summary attach through documentChanged().
//
// Object names: pages (QStackedWidget: startPage, gameView), menuGame, menuEdit, menuView,
// menuTools, menuLanguage, menuHelp, mainToolBar, and the actions actionNewGame (Ctrl+N),
// actionOpenGame (Ctrl+O), actionExportGame (Ctrl+E), actionStartPage (Ctrl+W), actionQuit,
// actionUndo, actionRedo (standard keys), actionRecordHand (Ctrl+H, Insert), actionEditHand
// (Enter), actionDeleteHand (Delete), actionRenamePlayer (F2), actionFullScreen (F11),
// actionMeldChecker (Ctrl+M), actionSpanish, actionItalian, actionEnglish, actionAbout.
// Dialogs are opened window-modal with open(), so tests find them with findChild().
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    GameDocument *document() const { return m_document; }
    // The command line, kept for the parts that need it (the database path for storage).
    const AppOptions &options() const { return m_options; }
    // Applies the command line: opens its game file, if any.
    void applyOptions(const AppOptions &options);
    // The language to start in: --lang, else the stored choice, else the system's.
    static QString startupLanguage(const AppOptions &options);
    GameView *gameView() const;
    StartPage *startPage() const;

    // Shows this game; the previous one stays available to "continue" while unfinished.
    GameDocument *openGame(const Game &game, const QString &filePath = {});
    // Reads a game file; a refused file is explained in a message box. True when opened.
    bool openGameFile(const QString &path);
    bool exportGameFile(const QString &path);
    void showStartPage();

    // Installs the language, stores the choice and retranslates every window.
    void setLanguage(const QString &language);

    static QStringList recentFiles();

    // While nothing else keeps the game, closing with hands not yet exported asks first.
    // Storage turns this off once it saves every change itself.
    void setExportPromptOnClose(bool prompt) { m_exportPromptOnClose = prompt; }

signals:
    // A new document is shown (or nullptr: back to the start page with no game).
    void documentChanged(pinaculo::GameDocument *document);

public slots:
    void newGame();
    void openGameDialog();
    void exportGameDialog();
    void recordHand();
    void editHand();
    void deleteHand();
    void renamePlayer();
    void toggleFullScreenScoreboard();
    void showMeldChecker();
    void showAbout();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void connectActions();
    void updateActions();
    void updateUndoTexts();
    void updateTitle();
    void updateStartPage();
    void addRecentFile(const QString &path);
    void restoreSettings();
    void returnFocusAfter(QDialog *dialog);

    std::unique_ptr<Ui::MainWindow> ui;
    AppOptions m_options;
    GameDocument *m_document = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QPointer<FullScreenScoreboard> m_fullScreen;
    bool m_exportPromptOnClose = true;
};

} // namespace pinaculo
