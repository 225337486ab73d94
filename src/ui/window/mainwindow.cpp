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
    , m_handEntry(new HandEntryLauncher(this))
{
    ui->setupUi(this);
    m_language = new LanguageMenu(*ui, this);
    m_undo = new UndoActions(ui->actionUndo, ui->actionRedo, this);
    m_dialogs = new WindowDialogs(this, *ui);
    m_files = new GameFileActions(this, *ui);
    m_storage = new StorageWiring(this, *ui, m_handEntry, m_dialogs, m_files);
    m_sharing = new ScoreSheetSharing(this, *ui);
    m_liveBoard = new LiveBoardSharing(ui->actionShareLiveBoard, this);
    connect(this, &MainWindow::documentChanged, m_liveBoard, &LiveBoardSharing::setDocument);
    connect(m_handEntry, &HandEntryLauncher::dialogOpened, m_dialogs,
            &WindowDialogs::returnFocusAfter);
    connect(m_handEntry, &HandEntryLauncher::outcomeChanged, this, &MainWindow::announceOutcome);
    // Without a database there is no history to import into or to look at.
    for (QAction *action : {ui->actionImportGame, ui->actionHistory, ui->actionStatistics})
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
    if (storage())
        storage()->attach(nullptr);
    disconnect(m_undo, nullptr, this, nullptr);
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        delete m_document;
    }
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
    m_sharing->attach(m_gameView->scoreboardView());
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

void MainWindow::applyOptions(const AppOptions &options)
{
    m_options = options;
    // Opened from the event loop: a refused file's message box must not hold up startup.
    if (!options.gameFile.isEmpty())
        QTimer::singleShot(0, this, [this] { openGameFile(m_options.gameFile); });
    else
        reopenUnfinishedGame();
}

QStringList MainWindow::databaseFiles() const
{
    const GameAutosaver *autosaver = storage();
    const QString path = autosaver ? Database::pathOf(autosaver->database()) : QString();
    return path.isEmpty() ? QStringList() : Database::filesOf(path);
}

void MainWindow::setStorage(GameAutosaver *autosaver, Database *database)
{
    m_storage->setAutosaver(autosaver, database);
    // Every change is in the database the moment it is made: nothing to ask on closing.
    setExportPromptOnClose(false);
    for (QAction *action : {ui->actionImportGame, ui->actionHistory, ui->actionStatistics})
        action->setVisible(true);
    ui->startPage->setHistoryAvailable(true);
    m_sharing->updateActions();
    updateActions();
    updateTitle();
    updateStartPage();
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
    connect(m_storage, &StorageWiring::savedStateChanged, this, &MainWindow::updateTitle);
    connect(m_files, &GameFileActions::recentFilesChanged, this, &MainWindow::updateStartPage);
    connect(m_files, &GameFileActions::exported, this, &MainWindow::updateTitle);

    StartPage *start = ui->startPage;
    connect(start, &StartPage::newGameRequested, m_dialogs, &WindowDialogs::newGame);
    connect(start, &StartPage::openRequested, m_files, &GameFileActions::openDialog);
    connect(start, &StartPage::openFileRequested, m_files, &GameFileActions::openFile);
    connect(start, &StartPage::meldCheckerRequested, m_dialogs, &WindowDialogs::showMeldChecker);
    connect(start, &StartPage::historyRequested, m_storage, &StorageWiring::showHistory);
    connect(start, &StartPage::continueRequested, this, [this] {
        if (m_document)
            showGame();
        else
            reopenUnfinishedGame();
        updateActions();
        updateTitle();
    });
    connect(ui->pages, &QStackedWidget::currentChanged, this, [this] {
        updateActions();
        updateTitle();
    });
}

GameDocument *MainWindow::openGame(const Game &game, const QString &filePath)
{
    if (m_fullScreen)
        m_fullScreen->close();
    GameDocument *previous = m_document;
    m_document = new GameDocument(game, this);
    m_document->setFilePath(filePath);
    connect(m_document, &GameDocument::changed, this, &MainWindow::updateActions);
    connect(m_document, &GameDocument::changed, this, &MainWindow::updateTitle);
    m_undo->setStack(m_document->undoStack());
    ensureGameView()->setDocument(m_document);
    ui->pages->setCurrentWidget(m_gameView);
    if (previous) {
        disconnect(previous, nullptr, this, nullptr);
        previous->deleteLater();
    }
    m_handEntry->setDocument(m_document);
    emit documentChanged(m_document);
    updateActions();
    updateTitle();
    m_gameView->setFocus();
    return m_document;
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
    if (m_document && m_gameView)
        ui->pages->setCurrentWidget(m_gameView);
}

void MainWindow::recordHand()
{
    m_handEntry->recordHand();
}

void MainWindow::editHand()
{
    const int hand = m_gameView ? m_gameView->currentHand() : -1;
    if (!m_document || hand < 0 || ui->pages->currentWidget() != m_gameView)
        return;
    m_handEntry->editHand(hand);
}

void MainWindow::announceOutcome()
{
    if (!m_document)
        return;
    const GameResult &result = m_document->result();
    QStringList parts;
    if (result.over)
        parts.append(tr("The game ended in hand %1: %2.")
                         .arg(CoreText::number(result.decidedBy()),
                              OutcomeText::verdict(m_document->setup(), result)));
    const QString afterEnd = OutcomeText::afterEndNote(result);
    if (!afterEnd.isEmpty())
        parts.append(tr("%1.").arg(afterEnd));
    statusBar()->showMessage(parts.join(u' '), 20000);
}

void MainWindow::deleteHand()
{
    const int hand = m_gameView ? m_gameView->currentHand() : -1;
    if (!m_document || hand < 0)
        return;
    // A later hand that the deletion would make impossible (a failed opening of a side that
    // would no longer be barbelé) keeps the hand where it is.
    const QString problem = GameEdits::problemAfterDelete(m_document, hand);
    if (!problem.isEmpty()) {
        PlainMessageBox::warning(
            this, tr("Delete Hand"),
            tr("Hand %1 cannot be deleted: %2").arg(CoreText::number(hand + 1), problem));
        return;
    }
    // Undo brings it back, so no confirmation stands in the way.
    if (GameEdits::deleteHand(m_document, hand))
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
    if (!m_document)
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
    if (!m_storage->confirmClose() || (m_exportPromptOnClose && !m_files->confirmClose())) {
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
}

void MainWindow::updateActions()
{
    const bool inGame = m_document && isGameShown();
    const int hand = inGame ? m_gameView->currentHand() : -1;
    ui->actionExportGame->setEnabled(m_document != nullptr);
    ui->actionStartPage->setEnabled(inGame);
    ui->actionEditHand->setEnabled(hand >= 0);
    ui->actionDeleteHand->setEnabled(hand >= 0);
    ui->actionRenamePlayer->setEnabled(inGame);
    ui->actionFullScreen->setEnabled(inGame);
    for (QAction *action : {ui->actionPrintPreview, ui->actionPrint, ui->actionExportPdf})
        action->setEnabled(inGame);

    const bool open = inGame && m_document->acceptsHands();
    ui->actionRecordHand->setEnabled(open);
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
    if (!m_document || !isGameShown()) {
        setWindowTitle(tr("Pináculo"));
        setWindowModified(false);
        return;
    }
    const GameSetup &setup = m_document->setup();
    // "[*]" in a title marks unsaved changes; a name holding it must show it, so it is doubled.
    QStringList names;
    for (const QString &name : setup.players)
        names.append(QString(name).replace(QLatin1String("[*]"), QLatin1String("[*][*]")));
    const QString players = QLocale().createSeparatedList(names);
    QString title = tr("%1: %2").arg(CoreText::variantName(setup.variant()), players);
    if (!m_document->filePath().isEmpty())
        title = tr("%1 (%2)").arg(title, QFileInfo(m_document->filePath()).fileName());
    // "[*]" shows the unexported changes where the platform marks them.
    setWindowTitle(tr("%1[*] — Pináculo").arg(title));
    // With storage, only a change the database refused is outstanding.
    setWindowModified(storage() ? !storage()->isSaved() : !m_document->undoStack()->isClean());
}

void MainWindow::updateStartPage()
{
    ui->startPage->setRecentFiles(AppSettings::recentFiles());
    bool unfinished = m_document && m_document->acceptsHands();
    QString description;
    if (unfinished) {
        const GameSetup &setup = m_document->setup();
        description = tr("%1: %2, after %n hand(s)", nullptr, m_document->handCount())
                          .arg(CoreText::variantName(setup.variant()),
                               QLocale().createSeparatedList(setup.players));
    }
    if (!m_document && storage()) {
        // One row read by its key: cheap however many games are stored.
        if (const std::optional<GameSummary> stored = storage()->unfinishedGame()) {
            unfinished = true;
            description = tr("%1: %2, after %n hand(s)", nullptr, stored->handCount)
                              .arg(CoreText::variantName(stored->variant),
                                   QLocale().createSeparatedList(stored->players));
        }
    }
    ui->startPage->setContinueAvailable(unfinished, description);
}

} // namespace pinaculo
