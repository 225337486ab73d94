#include "window/mainwindow.h"
#include "common/keynames.h"
#include "ui_mainwindow.h"

#include "coretext.h"
#include "database.h"
#include "common/deferrediconengine.h"
#include "board/fullscreenscoreboard.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "scoresheet/gameview.h"
#include "handentry/handentrylauncher.h"
#include "sharing/liveboardsharing.h"
#include "outcometext.h"
#include "common/paletteiconengine.h"
#include "common/plainmessagebox.h"
#include "sharing/scoresheetsharing.h"
#include "common/screenfit.h"
#include "window/startpage.h"
#include "window/undoactions.h"
#include "window/windowdialogs.h"

#include <QCloseEvent>
#include <QDialog>
#include <QFileInfo>
#include <QStyle>
#include <QTimer>
#include <QUndoStack>

namespace pinaculo {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , ui(std::make_unique<Ui::MainWindow>())
    , m_table(new GameTable(this))
    , m_handEntry(new HandEntryLauncher(this))
{
    ui->setupUi(this);
    // The game's page shows a new game before any part of the window hears of it.
    connect(m_table, &GameTable::documentChanged, this, &MainWindow::showDocument);
    m_language = new LanguageMenu(ui->menuLanguage, this);
    m_undo = new UndoActions(ui->actionUndo, ui->actionRedo, this);
    m_dialogs = new WindowDialogs(m_table,
                                  {ui->actionNewGame, ui->actionMeldChecker, ui->actionAbout,
                                   ui->actionPrintPreview, ui->actionPrint, ui->actionExportPdf,
                                   ui->actionRules});
    m_files = new GameFileActions(m_table, ui->actionOpenGame, ui->actionExportGame,
                                  ui->actionImportGame);
    m_storedGames = new StoredGames(m_table, ui->actionHistory, ui->actionStatistics,
                                    ui->actionDirector, m_handEntry, m_dialogs, m_files);
    m_sharing = new ScoreSheetSharing(m_table, ui->menuEdit, ui->actionRecordHand, ui->menuGame,
                                      ui->actionExportGame);
    m_liveBoard = new LiveBoardSharing(ui->actionShareLiveBoard, this);
    connect(m_table, &GameTable::documentChanged, m_liveBoard, &LiveBoardSharing::setDocument);
    // Once every part has taken the new game (the autosaver included), the window's actions
    // and title follow it.
    connect(m_table, &GameTable::documentChanged, this, [this] {
        updateActions();
        updateTitle();
    });
    connect(m_table, &GameTable::autosaverChanged, this, &MainWindow::attachAutosaver);
    connect(m_table, &GameTable::showGameRequested, this, &MainWindow::showGame);
    connect(m_table, &GameTable::announced, this, [this](const QString &message, int milliseconds) {
        statusBar()->showMessage(message, milliseconds);
    });
    connect(m_handEntry, &HandEntryLauncher::dialogOpened, m_dialogs,
            &WindowDialogs::returnFocusAfter);
    connect(m_dialogs, &WindowDialogs::dialogClosed, this, &MainWindow::returnFocus);
    connect(m_handEntry, &HandEntryLauncher::outcomeChanged, this, &MainWindow::announceOutcome);
    // Without a database there is no history to import into or to look at.
    for (QAction *action :
         {ui->actionImportGame, ui->actionHistory, ui->actionStatistics, ui->actionDirector})
        action->setVisible(false);
    setCentralWidget(ui->pages);
    connectActions();
    // A geometry kept on a larger screen is not restored off the edge of this one.
    ScreenFit::restoreOrResize(this, AppSettings::windowGeometry(), QSize(1600, 1000));
    restoreState(AppSettings::windowState());
    m_gameLayout = AppSettings::gameLayout();
    showStartPage();
}

MainWindow::~MainWindow()
{
    // The document's undo stack and the full-screen board signal on their way out; nothing
    // here may still listen.
    if (m_fullScreen) {
        disconnect(m_fullScreen, nullptr, this, nullptr);
        delete m_fullScreen;
    }
    if (m_gameView)
        m_gameView->setDocument(nullptr);
    disconnect(m_undo, nullptr, this, nullptr);
    disconnect(m_table, nullptr, this, nullptr);
    // The table goes first, with the document (cut off from every listener there): its undo
    // stack signals on its way out, while the parts that listen to it are still alive.
    delete m_table;
}

GameView *MainWindow::ensureGameView()
{
    if (m_gameView)
        return m_gameView;
    // Made when the first game opens: with its chart and models it is a good part of what the
    // start page alone does not need.
    m_gameView = new GameView(ui->pages);
    m_gameView->setObjectName(QStringLiteral("gameView"));
    ui->pages->addWidget(m_gameView);
    m_gameView->setRecordAction(ui->actionRecordHand);
    m_gameView->restoreLayout(m_gameLayout);
    connect(m_gameView, &GameView::currentHandChanged, this, &MainWindow::updateActions);
    connect(m_gameView, &GameView::handActivated, this, &MainWindow::editHand);
    // A long game file opened is stored once its page is on screen, after the paint has been
    // delivered: on a zero timer, which runs after the one the window's first paint started.
    connect(m_gameView, &GameView::painted, this, &MainWindow::storeQueuedGameSoon);
    m_sharing->attach(m_gameView);
    return m_gameView;
}

StartPage *MainWindow::startPage() const
{
    return ui->startPage;
}

bool MainWindow::isGameShown() const
{
    return m_gameView && ui->pages->currentWidget() == m_gameView;
}

void MainWindow::applyOptions(const AppOptions &options, GameFilePreread *preread)
{
    m_options = options;
    m_files->setPreread(preread);
    // Opened from the event loop: a refused file's message box must not hold up startup.
    if (!options.gameFile.isEmpty())
        QTimer::singleShot(0, this, [this] { openGameFile(m_options.gameFile); });
    else
        reopenUnfinishedGame();
}

void MainWindow::attachAutosaver()
{
    // Every change is in the database the moment it is made: nothing to ask on closing.
    setExportPromptOnClose(false);
    for (QAction *action :
         {ui->actionImportGame, ui->actionHistory, ui->actionStatistics, ui->actionDirector})
        action->setVisible(true);
    ui->startPage->setHistoryAvailable(true);
    updateActions();
    updateTitle();
    updateStartPage();
}

void MainWindow::returnFocus()
{
    activateWindow();
    if (isGameShown())
        m_gameView->focusScoreboard();
}

void MainWindow::connectActions()
{
    const auto themeIcon = &DeferredIconEngine::themeIcon;
    ui->actionStartPage->setIcon(themeIcon(QStringLiteral("go-home"), QStyle::SP_DirHomeIcon));
    ui->actionQuit->setIcon(
        themeIcon(QStringLiteral("application-exit"), QStyle::SP_DialogCloseButton));
    ui->actionRecordHand->setIcon(
        themeIcon(QStringLiteral("list-add"), QStyle::SP_FileDialogNewFolder));
    ui->actionEditHand->setIcon(
        themeIcon(QStringLiteral("document-edit"), QStyle::SP_FileDialogDetailedView));
    ui->actionDeleteHand->setIcon(themeIcon(QStringLiteral("edit-delete"), QStyle::SP_TrashIcon));
    // The style's title-bar glyph is black whatever the palette, lost on a dark window: without a
    // theme icon the sign is drawn in the palette's text colour.
    ui->actionFullScreen->setIcon(DeferredIconEngine::themeIconOr(QStringLiteral("view-fullscreen"),
                                                                  PaletteIconEngine::fullScreen()));

    // Second keys and platform-standard keys cannot be written in the form. No key of the
    // window is one a platform keeps for itself (Cmd+H hides and Cmd+M minimizes on macOS):
    // Record Hand is Ctrl+R, the meld checker Ctrl+K.
    ui->actionRecordHand->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_R), QKeySequence(Qt::Key_Insert)});
    // The platform's full-screen key (F11, or Ctrl+Cmd+F on macOS); the form's F11 where there
    // is none.
    if (!QKeySequence::keyBindings(QKeySequence::FullScreen).isEmpty())
        ui->actionFullScreen->setShortcuts(QKeySequence::FullScreen);
    ui->actionEditHand->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    // Some platforms have no standard quit key; the form's Ctrl+Q stays then.
    if (!QKeySequence::keyBindings(QKeySequence::Quit).isEmpty())
        ui->actionQuit->setShortcuts(QKeySequence::Quit);
    ui->actionQuit->setMenuRole(QAction::QuitRole);

    connect(ui->actionStartPage, &QAction::triggered, this, &MainWindow::showStartPage);
    connect(ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(ui->actionRecordHand, &QAction::triggered, this, &MainWindow::recordHand);
    connect(ui->actionEditHand, &QAction::triggered, this, &MainWindow::editHand);
    connect(ui->actionDeleteHand, &QAction::triggered, this, &MainWindow::deleteHand);
    connect(ui->actionFullScreen, &QAction::triggered, this,
            &MainWindow::toggleFullScreenScoreboard);
    connect(m_undo, &UndoActions::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_storedGames, &StoredGames::savedStateChanged, this, &MainWindow::updateTitle);
    connect(ui->actionRenamePlayer, &QAction::triggered, this, [this] {
        // Starts on the player of the column the cursor is in, if any.
        m_dialogs->renamePlayer(m_gameView ? m_gameView->currentSeat() : 0);
    });
    // A round played to a time: undone with Undo like any edit.
    connect(ui->actionCallTime, &QAction::triggered, this,
            [this] { GameEdits::callTime(document()); });
    connect(m_files, &GameFileActions::recentFilesChanged, this, &MainWindow::updateStartPage);
    connect(m_files, &GameFileActions::exported, this, &MainWindow::updateTitle);

    StartPage *start = ui->startPage;
    connect(start, &StartPage::newGameRequested, m_dialogs, &WindowDialogs::newGame);
    connect(start, &StartPage::openRequested, m_files, &GameFileActions::openDialog);
    connect(start, &StartPage::openFileRequested, m_files, &GameFileActions::openFile);
    connect(start, &StartPage::meldCheckerRequested, m_dialogs, &WindowDialogs::showMeldChecker);
    connect(start, &StartPage::historyRequested, m_storedGames, &StoredGames::showHistory);
    connect(start, &StartPage::continueRequested, this, [this] {
        if (document())
            showGame();
        else
            reopenUnfinishedGame();
        updateActions();
        updateTitle();
    });
    connect(ui->pages, &QStackedWidget::currentChanged, this, [this] {
        m_table->setGameShown(isGameShown());
        updateActions();
        updateTitle();
    });
}

void MainWindow::showDocument(GameDocument *document)
{
    if (m_fullScreen)
        m_fullScreen->close();
    connect(document, &GameDocument::changed, this, &MainWindow::updateActions);
    connect(document, &GameDocument::changed, this, &MainWindow::updateTitle);
    m_undo->setStack(document->undoStack());
    ensureGameView()->setDocument(document);
    ui->pages->setCurrentWidget(m_gameView);
    m_handEntry->setDocument(document);
    m_gameView->setFocus();
    // A window not on screen paints nothing: a long game file waiting for the paint is stored
    // as soon as the open is done.
    if (!isVisible())
        storeQueuedGameSoon();
}

void MainWindow::storeQueuedGameSoon()
{
    // Asked when the timer runs: a game opened now is queued by the autosaver after this.
    QTimer::singleShot(0, this, [this] {
        if (GameAutosaver *saver = autosaver())
            saver->storeQueuedGame();
    });
}

void MainWindow::paintEvent(QPaintEvent *event)
{
    QMainWindow::paintEvent(event);
    if (m_firstPaintDone)
        return;
    m_firstPaintDone = true;
    // The window is on screen: now the actions' icons and the window's own may be decoded.
    QTimer::singleShot(0, this, [this] {
        setWindowIcon(QIcon(QStringLiteral(":/icons/pinaculo.png")));
        DeferredIconEngine::release();
        // Every widget that drew a deferred icon drew nothing: not only the tool bar and the
        // menus but the game page's Record Hand button, on screen from the start when the
        // unfinished game is reopened. Repainting the window repaints them all.
        update();
        emit firstPainted();
    });
}

void MainWindow::showStartPage()
{
    if (m_fullScreen)
        m_fullScreen->close();
    updateStartPage();
    ui->pages->setCurrentWidget(ui->startPage);
    updateActions();
    updateTitle();
}

void MainWindow::showGame()
{
    if (document() && m_gameView)
        ui->pages->setCurrentWidget(m_gameView);
}

void MainWindow::recordHand()
{
    m_handEntry->recordHand();
}

void MainWindow::editHand()
{
    const int hand = m_gameView ? m_gameView->currentHand() : -1;
    if (!document() || hand < 0 || ui->pages->currentWidget() != m_gameView)
        return;
    m_handEntry->editHand(hand);
}

void MainWindow::announceOutcome()
{
    if (!document())
        return;
    const GameResult &result = document()->result();
    QStringList parts;
    if (result.over)
        parts.append(tr("The game ended in hand %1: %2.")
                         .arg(CoreText::number(result.decidedBy()),
                              OutcomeText::verdict(document()->setup(), result)));
    const QString afterEnd = OutcomeText::afterEndNote(result);
    if (!afterEnd.isEmpty())
        parts.append(tr("%1.").arg(afterEnd));
    statusBar()->showMessage(parts.join(u' '), 20000);
}

void MainWindow::deleteHand()
{
    const int hand = m_gameView ? m_gameView->currentHand() : -1;
    if (!document() || hand < 0)
        return;
    // A later hand that the deletion would make impossible (a failed opening of a side that
    // would no longer be barbelé) keeps the hand where it is.
    const QString problem = GameEdits::problemAfterDelete(document(), hand);
    if (!problem.isEmpty()) {
        PlainMessageBox::warning(
            this, tr("Delete Hand"),
            tr("Hand %1 cannot be deleted: %2").arg(CoreText::number(hand + 1), problem));
        return;
    }
    // Undo brings it back, so no confirmation stands in the way.
    if (GameEdits::deleteHand(document(), hand))
        statusBar()->showMessage(
            tr("Hand %1 deleted; %2 brings it back.")
                .arg(CoreText::number(hand + 1), KeyNames::text(QKeySequence::Undo)),
            8000);
}

void MainWindow::toggleFullScreenScoreboard()
{
    if (m_fullScreen) {
        m_fullScreen->close();
        return;
    }
    if (!document())
        return;
    m_fullScreen = new FullScreenScoreboard(m_gameView);
    m_fullScreen->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_fullScreen, &QObject::destroyed, this,
            [this] { ui->actionFullScreen->setChecked(false); });
    m_fullScreen->showOnScreen();
    ui->actionFullScreen->setChecked(true);
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        updateActions();
        updateTitle();
        updateStartPage();
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_storedGames->confirmClose() || (m_exportPromptOnClose && !m_files->confirmClose())) {
        event->ignore();
        return;
    }
    AppSettings::setWindowGeometry(saveGeometry());
    AppSettings::setWindowState(saveState());
    // Without a game this time the layout of the last one stays.
    if (m_gameView)
        AppSettings::setGameLayout(m_gameView->saveLayout());
    if (m_fullScreen)
        m_fullScreen->close();
    event->accept();
    emit closing();
}

void MainWindow::updateActions()
{
    const bool inGame = document() && isGameShown();
    const int hand = inGame ? m_gameView->currentHand() : -1;
    ui->actionExportGame->setEnabled(document() != nullptr);
    ui->actionStartPage->setEnabled(inGame);
    ui->actionEditHand->setEnabled(hand >= 0);
    ui->actionDeleteHand->setEnabled(hand >= 0);
    ui->actionRenamePlayer->setEnabled(inGame);
    ui->actionFullScreen->setEnabled(inGame);
    for (QAction *action : {ui->actionPrintPreview, ui->actionPrint, ui->actionExportPdf})
        action->setEnabled(inGame);

    const bool open = inGame && document()->acceptsHands();
    ui->actionRecordHand->setEnabled(open);
    ui->actionCallTime->setEnabled(open && document()->handCount() > 0);
    // A disabled action says why, in its tooltip and on the status bar.
    QString reason;
    if (inGame && !open)
        reason = tr("The game is over: no hand can be recorded after the end.");
    else if (!inGame)
        reason = tr("Start or open a game to record hands.");
    const QString normal = tr("Enter the melds and cards of the hand just played");
    ui->actionRecordHand->setToolTip(reason.isEmpty() ? normal : reason);
    ui->actionRecordHand->setStatusTip(reason.isEmpty() ? normal : reason);
    m_undo->setAvailable(inGame);
}

void MainWindow::updateTitle()
{
    if (!document() || !isGameShown()) {
        setWindowTitle(tr("Pináculo"));
        setWindowModified(false);
        return;
    }
    const GameSetup &setup = document()->setup();
    // "[*]" in a title marks unsaved changes; a name holding it must show it, so it is doubled.
    QStringList names;
    for (const QString &name : setup.players)
        names.append(QString(name).replace(QLatin1String("[*]"), QLatin1String("[*][*]")));
    const QString players = QLocale().createSeparatedList(names);
    QString title = tr("%1: %2").arg(CoreText::variantName(setup.variant()), players);
    if (!document()->filePath().isEmpty())
        title = tr("%1 (%2)").arg(title, QFileInfo(document()->filePath()).fileName());
    // "[*]" shows the unexported changes where the platform marks them.
    setWindowTitle(tr("%1[*] — Pináculo").arg(title));
    // With storage, only a change the database refused is outstanding.
    setWindowModified(autosaver() ? !autosaver()->isSaved() : !document()->undoStack()->isClean());
}

void MainWindow::updateStartPage()
{
    ui->startPage->setRecentFiles(AppSettings::recentFiles());
    bool unfinished = document() && document()->acceptsHands();
    QString description;
    if (unfinished) {
        const GameSetup &setup = document()->setup();
        description = tr("%1: %2, after %n hand(s)", nullptr, document()->handCount())
                          .arg(CoreText::variantName(setup.variant()),
                               QLocale().createSeparatedList(setup.players));
    }
    if (!document() && autosaver()) {
        // One row read by its key: cheap however many games are stored.
        if (const std::optional<GameSummary> stored = autosaver()->unfinishedGame()) {
            unfinished = true;
            description = tr("%1: %2, after %n hand(s)", nullptr, stored->handCount)
                              .arg(CoreText::variantName(stored->variant),
                                   QLocale().createSeparatedList(stored->players));
        }
    }
    ui->startPage->setContinueAvailable(unfinished, description);
}

} // namespace pinaculo
