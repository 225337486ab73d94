#include "mainwindow.h"
#include "ui_mainwindow.h"

#include "coretext.h"
#include "deferrediconengine.h"
#include "fullscreenscoreboard.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "gamefiledrop.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamelimits.h"
#include "gamerepository.h"
#include "gameview.h"
#include "handentrylauncher.h"
#include "historydialog.h"
#include "meldcheckerdialog.h"
#include "namerules.h"
#include "newgamedialog.h"
#include "outcometext.h"
#include "plainmessagebox.h"
#include "renameplayerdialog.h"
#include "rulesreferencedialog.h"
#include "startpage.h"
#include "statisticsdialog.h"
#include "summaryprinting.h"
#include "translations.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDate>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStyle>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

namespace pinaculo {

namespace {
constexpr int MaxRecentFiles = 8;
const auto RecentFilesKey = QStringLiteral("recentFiles");
const auto LanguageKey = QStringLiteral("language");
const auto GeometryKey = QStringLiteral("mainWindow/geometry");
const auto StateKey = QStringLiteral("mainWindow/state");
const auto GameLayoutKey = QStringLiteral("mainWindow/gameLayout");

QString gameFileFilter()
{
    return MainWindow::tr("Game files (*.json);;All files (*)");
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , ui(std::make_unique<Ui::MainWindow>())
    , m_printing(new SummaryPrinting(this))
    , m_handEntry(new HandEntryLauncher(this))
{
    ui->setupUi(this);
    connect(m_handEntry, &HandEntryLauncher::dialogOpened, this, &MainWindow::returnFocusAfter);
    connect(m_handEntry, &HandEntryLauncher::outcomeChanged, this, &MainWindow::announceOutcome);
    setAcceptDrops(true);
    // Without a database there is no history to import into or to look at.
    for (QAction *action : {ui->actionImportGame, ui->actionHistory, ui->actionStatistics})
        action->setVisible(false);
    setCentralWidget(ui->pages);
    connectActions();
    restoreSettings();
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
    if (m_storage)
        m_storage->attach(nullptr);
    if (m_document) {
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
        disconnect(m_document, nullptr, this, nullptr);
        delete m_document;
    }
}

GameView *MainWindow::gameView() const
{
    return m_gameView;
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
    return m_gameView;
}

StartPage *MainWindow::startPage() const
{
    return ui->startPage;
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

void MainWindow::setStorage(GameAutosaver *autosaver)
{
    m_storage = autosaver;
    m_handEntry->setStorage(autosaver);
    // Every change is in the database the moment it is made: nothing to ask on closing.
    setExportPromptOnClose(false);
    connect(this, &MainWindow::documentChanged, autosaver, &GameAutosaver::attach);
    connect(autosaver, &GameAutosaver::saveFailed, this, &MainWindow::showSaveFailed);
    connect(autosaver, &GameAutosaver::saveRecovered, this, [this] {
        statusBar()->showMessage(tr("Every change is saved again."), 8000);
        updateTitle();
    });
    if (m_document)
        autosaver->attach(m_document);
    for (QAction *action : {ui->actionImportGame, ui->actionHistory, ui->actionStatistics})
        action->setVisible(true);
    ui->startPage->setHistoryAvailable(true);
    updateActions();
    updateTitle();
    updateStartPage();
}

bool MainWindow::reopenUnfinishedGame()
{
    if (!m_storage)
        return false;
    const std::optional<GameSummary> unfinished = m_storage->unfinishedGame();
    return unfinished && openStoredGame(unfinished->id);
}

bool MainWindow::openStoredGame(qint64 id)
{
    if (!m_storage)
        return false;
    // The game on the table is already the stored one: keep its undo history.
    if (m_document && id == m_storage->gameId()) {
        ui->pages->setCurrentWidget(m_gameView);
        return true;
    }
    QString error;
    const std::optional<Game> game = m_storage->loadForOpening(id, &error);
    if (!game) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Stored game"),
                                    tr("The stored game cannot be opened: %1").arg(error),
                                    QMessageBox::Ok, this);
        PlainMessageBox::makePlain(box);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
        return false;
    }
    openGame(*game);
    // Stored before the limits: it opens as it was, and the user is told what is beyond them.
    const QString beyond = GameLimits::firstBroken(*game);
    if (!beyond.isEmpty())
        statusBar()->showMessage(
            tr("This game was stored before today's limits: %1. It opens as it was; a change to "
               "it must keep to the limits.").arg(beyond));
    // A hand left unconfirmed when the application stopped comes back as it was.
    m_handEntry->resumeDraft();
    return true;
}

int MainWindow::importGameFiles(const QStringList &paths)
{
    if (!m_storage)
        return 0;
    GameRepository repository(m_storage->database());
    int stored = 0;
    QStringList problems;
    for (const QString &path : paths) {
        const QString shown = QDir::toNativeSeparators(path);
        const GameFileReader::Result read = GameFileReader::readFile(path);
        if (!read.ok()) {
            problems.append(tr("%1: %2").arg(shown, read.error.text()));
            continue;
        }
        QString error;
        const QString name = NameRules::fromFileName(QFileInfo(path).completeBaseName());
        if (repository.createGame(read.game, name, &error) < 0) {
            problems.append(tr("%1: %2").arg(shown, error));
            continue;
        }
        ++stored;
    }
    statusBar()->showMessage(tr("%n game(s) stored in the history.", nullptr, stored), 8000);
    if (!problems.isEmpty()) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Game file refused"),
                                    tr("%n file(s) could not be imported; nothing of them was stored.",
                                       nullptr, int(problems.size())),
                                    QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("importRefusedBox"));
        box->setInformativeText(problems.join(QStringLiteral("\n\n")));
        PlainMessageBox::makePlain(box);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
    }
    return stored;
}

void MainWindow::showSaveFailed(const QString &message)
{
    updateTitle();
    const QString text =
        tr("The last change could not be saved in the database: %1\n\nIt stays in the window "
           "and is saved with the next change once the database accepts it again.")
            .arg(message);
    statusBar()->showMessage(tr("Not saved: %1").arg(message));
    // One box at a time: every later failure only updates it.
    if (auto *box = findChild<QMessageBox *>(QStringLiteral("saveFailedBox"))) {
        box->setText(text);
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Not saved"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("saveFailedBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}

QString MainWindow::startupLanguage(const AppOptions &options)
{
    if (!options.language.isEmpty())
        return options.language;
    const QString stored = QSettings().value(LanguageKey).toString();
    if (Translations::languages().contains(stored))
        return stored;
    return Translations::languageFor(QLocale::system());
}

void MainWindow::connectActions()
{
    const auto themeIcon = &DeferredIconEngine::themeIcon;
    ui->actionNewGame->setIcon(themeIcon(QStringLiteral("document-new"), QStyle::SP_FileIcon));
    ui->actionOpenGame->setIcon(themeIcon(QStringLiteral("document-open"), QStyle::SP_DialogOpenButton));
    ui->actionExportGame->setIcon(themeIcon(QStringLiteral("document-save-as"), QStyle::SP_DialogSaveButton));
    ui->actionStartPage->setIcon(themeIcon(QStringLiteral("go-home"), QStyle::SP_DirHomeIcon));
    ui->actionQuit->setIcon(themeIcon(QStringLiteral("application-exit"), QStyle::SP_DialogCloseButton));
    ui->actionUndo->setIcon(themeIcon(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack));
    ui->actionRedo->setIcon(themeIcon(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward));
    ui->actionRecordHand->setIcon(themeIcon(QStringLiteral("list-add"), QStyle::SP_FileDialogNewFolder));
    ui->actionEditHand->setIcon(themeIcon(QStringLiteral("document-edit"), QStyle::SP_FileDialogDetailedView));
    ui->actionDeleteHand->setIcon(themeIcon(QStringLiteral("edit-delete"), QStyle::SP_TrashIcon));
    ui->actionFullScreen->setIcon(themeIcon(QStringLiteral("view-fullscreen"), QStyle::SP_TitleBarMaxButton));
    ui->actionMeldChecker->setIcon(themeIcon(QStringLiteral("tools-check-spelling"), QStyle::SP_DialogApplyButton));
    ui->actionAbout->setIcon(themeIcon(QStringLiteral("help-about"), QStyle::SP_MessageBoxInformation));
    ui->actionImportGame->setIcon(themeIcon(QStringLiteral("document-import"), QStyle::SP_DialogOpenButton));
    ui->actionHistory->setIcon(themeIcon(QStringLiteral("view-history"), QStyle::SP_FileDialogListView));
    ui->actionPrintPreview->setIcon(QIcon::fromTheme(QStringLiteral("document-print-preview")));
    ui->actionPrint->setIcon(QIcon::fromTheme(QStringLiteral("document-print")));
    ui->actionExportPdf->setIcon(QIcon::fromTheme(QStringLiteral("application-pdf")));
    ui->actionRules->setIcon(themeIcon(QStringLiteral("help-contents"), QStyle::SP_DialogHelpButton));

    // Second keys and platform-standard keys cannot be written in the form.
    ui->actionRecordHand->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_H), QKeySequence(Qt::Key_Insert)});
    ui->actionEditHand->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    ui->actionPrint->setShortcuts(QKeySequence::Print);
    ui->actionRules->setShortcuts(QKeySequence::HelpContents);
    ui->actionUndo->setShortcuts(QKeySequence::Undo);
    ui->actionRedo->setShortcuts(QKeySequence::Redo);
    // Some platforms have no standard quit key; the form's Ctrl+Q stays then.
    if (!QKeySequence::keyBindings(QKeySequence::Quit).isEmpty())
        ui->actionQuit->setShortcuts(QKeySequence::Quit);
    ui->actionQuit->setMenuRole(QAction::QuitRole);
    ui->actionAbout->setMenuRole(QAction::AboutRole);

    connect(ui->actionNewGame, &QAction::triggered, this, &MainWindow::newGame);
    connect(ui->actionOpenGame, &QAction::triggered, this, &MainWindow::openGameDialog);
    connect(ui->actionExportGame, &QAction::triggered, this, &MainWindow::exportGameDialog);
    connect(ui->actionStartPage, &QAction::triggered, this, &MainWindow::showStartPage);
    connect(ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(ui->actionUndo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undoStack()->undo();
    });
    connect(ui->actionRedo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undoStack()->redo();
    });
    connect(ui->actionRecordHand, &QAction::triggered, this, &MainWindow::recordHand);
    connect(ui->actionEditHand, &QAction::triggered, this, &MainWindow::editHand);
    connect(ui->actionDeleteHand, &QAction::triggered, this, &MainWindow::deleteHand);
    connect(ui->actionRenamePlayer, &QAction::triggered, this, &MainWindow::renamePlayer);
    connect(ui->actionFullScreen, &QAction::triggered, this, &MainWindow::toggleFullScreenScoreboard);
    connect(ui->actionMeldChecker, &QAction::triggered, this, &MainWindow::showMeldChecker);
    connect(ui->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);
    connect(ui->actionImportGame, &QAction::triggered, this, &MainWindow::importGameDialog);
    connect(ui->actionHistory, &QAction::triggered, this, &MainWindow::showHistory);
    connect(ui->actionStatistics, &QAction::triggered, this, &MainWindow::showStatistics);
    connect(ui->actionPrintPreview, &QAction::triggered, this, &MainWindow::printPreview);
    connect(ui->actionPrint, &QAction::triggered, this, &MainWindow::printSummary);
    connect(ui->actionExportPdf, &QAction::triggered, this, &MainWindow::exportPdf);
    connect(ui->actionRules, &QAction::triggered, this, &MainWindow::showRules);

    m_languageGroup = new QActionGroup(this);
    m_languageGroup->setExclusive(true);
    const QList<std::pair<QAction *, QString>> languages = {
        {ui->actionSpanish, QStringLiteral("es")},
        {ui->actionItalian, QStringLiteral("it")},
        {ui->actionEnglish, QStringLiteral("en")}};
    for (const auto &[action, language] : languages) {
        action->setData(language);
        m_languageGroup->addAction(action);
        action->setChecked(language == Translations::current());
    }
    connect(m_languageGroup, &QActionGroup::triggered, this, [this](QAction *action) {
        setLanguage(action->data().toString());
    });

    StartPage *start = ui->startPage;
    connect(start, &StartPage::newGameRequested, this, &MainWindow::newGame);
    connect(start, &StartPage::openRequested, this, &MainWindow::openGameDialog);
    connect(start, &StartPage::openFileRequested, this, &MainWindow::openGameFile);
    connect(start, &StartPage::meldCheckerRequested, this, &MainWindow::showMeldChecker);
    connect(start, &StartPage::historyRequested, this, &MainWindow::showHistory);
    connect(start, &StartPage::continueRequested, this, [this] {
        if (m_document)
            ui->pages->setCurrentWidget(m_gameView);
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
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateUndoTexts);
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    ensureGameView()->setDocument(m_document);
    ui->pages->setCurrentWidget(m_gameView);
    if (previous) {
        disconnect(previous->undoStack(), nullptr, this, nullptr);
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

bool MainWindow::openGameFile(const QString &path)
{
    const GameFileReader::Result read = GameFileReader::readFile(path);
    if (!read.ok()) {
        QMessageBox box(QMessageBox::Warning, tr("Game file refused"),
                        tr("%1 cannot be opened.").arg(QDir::toNativeSeparators(path)),
                        QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("gameFileRefusedBox"));
        box.setInformativeText(read.error.text());
        PlainMessageBox::makePlain(&box);
        box.exec();
        // A file that is gone no longer belongs in the recent list.
        if (!QFileInfo::exists(path)) {
            QStringList recent = recentFiles();
            recent.removeAll(QFileInfo(path).absoluteFilePath());
            QSettings().setValue(RecentFilesKey, recent);
            updateStartPage();
        }
        return false;
    }
    openGame(read.game, QFileInfo(path).absoluteFilePath());
    addRecentFile(QFileInfo(path).absoluteFilePath());
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::exportGameFile(const QString &path)
{
    if (!m_document)
        return false;
    QString error;
    if (!GameFileWriter::writeFile(m_document->game(), path, &error)) {
        QMessageBox::warning(this, tr("Export failed"),
                             tr("The game could not be written to %1: %2")
                                 .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_document->setFilePath(absolute);
    m_document->undoStack()->setClean();
    addRecentFile(absolute);
    statusBar()->showMessage(tr("Game written to %1").arg(QFileInfo(path).fileName()), 5000);
    updateTitle();
    return true;
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
        ui->mainToolBar->update();
        menuBar()->update();
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

void MainWindow::setLanguage(const QString &language)
{
    if (!Translations::install(language))
        return;
    QSettings().setValue(LanguageKey, language);
    for (QAction *action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == language);
    // Installing a translator sends QEvent::LanguageChange to every widget; each window
    // retranslates itself in changeEvent.
}

QStringList MainWindow::recentFiles()
{
    return QSettings().value(RecentFilesKey).toStringList();
}

void MainWindow::newGame()
{
    auto *dialog = new NewGameDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The same table often plays again: start from the last game's players and rules.
    if (m_document)
        dialog->setSetup(m_document->setup());
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        Game game;
        game.setup = dialog->setup();
        openGame(game);
    });
    returnFocusAfter(dialog);
    dialog->open();
}

void MainWindow::returnFocusAfter(QDialog *dialog)
{
    // Back to the score sheet once a dialog closes, so the next key press reaches the window
    // (not every window manager gives it back by itself).
    connect(dialog, &QDialog::finished, this, [this] {
        activateWindow();
        if (m_gameView && ui->pages->currentWidget() == m_gameView)
            m_gameView->focusScoreboard();
    });
}

// File dialogs start where the last game file was, so an evening's files stay together.
QString MainWindow::lastGameFolder()
{
    const QStringList recent = recentFiles();
    return recent.isEmpty() ? QDir::homePath() : QFileInfo(recent.first()).absolutePath();
}

void MainWindow::openGameDialog()
{
    const QString folder = lastGameFolder();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game File"), folder,
                                                      gameFileFilter());
    if (!path.isEmpty())
        openGameFile(path);
}

void MainWindow::exportGameDialog()
{
    if (!m_document)
        return;
    QString suggestion = m_document->filePath();
    if (suggestion.isEmpty()) {
        const QString folder = lastGameFolder();
        suggestion = QDir(folder).filePath(
            tr("game-%1.json").arg(QDate::currentDate().toString(Qt::ISODate)));
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Game File"), suggestion,
                                                      gameFileFilter());
    if (!path.isEmpty())
        exportGameFile(path);
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
        PlainMessageBox::warning(this, tr("Delete Hand"),
                                 tr("Hand %1 cannot be deleted: %2")
                                     .arg(CoreText::number(hand + 1), problem));
        return;
    }
    // Undo brings it back, so no confirmation stands in the way.
    if (GameEdits::deleteHand(m_document, hand))
        statusBar()->showMessage(tr("Hand %1 deleted; %2 brings it back.")
                                     .arg(CoreText::number(hand + 1),
                                          QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)),
                                 8000);
}

void MainWindow::renamePlayer()
{
    if (!m_document)
        return;
    auto *dialog = new RenamePlayerDialog(m_document->setup().players, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Start on the player of the column the cursor is in, if any.
    dialog->setSeat(std::max(0, m_gameView->currentSeat()));
    QPointer<GameDocument> document = m_document;
    connect(dialog, &QDialog::accepted, this, [document, dialog] {
        if (document)
            GameEdits::renamePlayer(document, dialog->seat(), dialog->name());
    });
    returnFocusAfter(dialog);
    dialog->open();
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
    connect(m_fullScreen, &QObject::destroyed, this, [this] {
        ui->actionFullScreen->setChecked(false);
    });
    m_fullScreen->showFullScreen();
    ui->actionFullScreen->setChecked(true);
}

void MainWindow::showMeldChecker()
{
    const Variant variant = m_document ? m_document->setup().variant() : Variant::Pinaculo;
    auto *dialog = new MeldCheckerDialog(variant, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Pináculo"),
                       tr("<h3>Pináculo %1</h3><p>Score keeper and referee for Pináculo, Pinacle "
                          "and Pinnacola: record each hand, and the application scores it, "
                          "explains every line, keeps the running totals, tells who is barbelé "
                          "and declares the winner.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::importGameDialog()
{
    if (!m_storage)
        return;
    const QString folder = lastGameFolder();
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Import Game Files"), folder,
                                                            gameFileFilter());
    if (!paths.isEmpty())
        importGameFiles(paths);
}

void MainWindow::showHistory()
{
    if (!m_storage)
        return;
    auto *dialog = new HistoryDialog(m_storage->database(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCurrentGameId(m_document ? m_storage->gameId() : -1);
    connect(dialog, &HistoryDialog::openGame, this, &MainWindow::openStoredGame);
    connect(dialog, &HistoryDialog::rematch, this, [this](qint64 id) {
        QString error;
        if (const std::optional<Game> game = m_storage->prepareRematch(id, &error))
            openGame(*game);
        else
            PlainMessageBox::warning(this, tr("Rematch"), error);
    });
    connect(dialog, &HistoryDialog::summaryRequested, this,
            [this, dialog](qint64 id) { showStoredSummary(id, dialog); });
    returnFocusAfter(dialog);
    dialog->open();
}

void MainWindow::showStoredSummary(qint64 id, QWidget *parent)
{
    QString error;
    const std::optional<Game> game = GameRepository(m_storage->database()).loadGame(id, &error);
    if (!game) {
        PlainMessageBox::warning(parent, tr("Stored game"),
                                 tr("The stored game cannot be opened: %1").arg(error));
        return;
    }
    m_printing->printPreview(*game, parent);
}

void MainWindow::showStatistics()
{
    if (!m_storage)
        return;
    auto *dialog = new StatisticsDialog(m_storage->database(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    returnFocusAfter(dialog);
    dialog->open();
}

void MainWindow::printPreview()
{
    if (m_document)
        m_printing->printPreview(m_document->game(), this);
}

void MainWindow::printSummary()
{
    if (m_document)
        m_printing->print(m_document->game(), this);
}

void MainWindow::exportPdf()
{
    if (!m_document)
        return;
    const QString path = m_printing->exportPdf(m_document->game(), this);
    if (!path.isEmpty())
        statusBar()->showMessage(tr("Summary written to %1").arg(QFileInfo(path).fileName()), 5000);
}

void MainWindow::showRules()
{
    // One reference window; F1 again brings it forward on the variant being played.
    auto *dialog = findChild<RulesReferenceDialog *>();
    if (!dialog) {
        dialog = new RulesReferenceDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    if (m_document)
        dialog->setVariant(m_document->setup().variant());
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!GameFileDrop::gameFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = GameFileDrop::gameFiles(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    // One file is opened (and so stored); several go to the history without leaving this game.
    // Handled after the drop returns: a message box must not run inside the drag.
    QTimer::singleShot(0, this, [this, paths] {
        if (paths.size() == 1 || !m_storage)
            openGameFile(paths.first());
        else
            importGameFiles(paths);
    });
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        updateActions();
        updateUndoTexts();
        updateTitle();
        updateStartPage();
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Storage asks nothing, unless the disk refused the last changes: then they would be lost.
    if (m_storage && m_document && !m_storage->isSaved() && !m_storage->saveAll()) {
        const auto answer = QMessageBox::question(
            this, tr("Not saved"),
            tr("The last changes could not be saved in the database: %1\n\nExport the game to a "
               "game file before quitting?")
                .arg(m_storage->lastError()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Save)
            exportGameDialog();
        if (answer == QMessageBox::Cancel
            || (answer == QMessageBox::Save && !m_document->undoStack()->isClean())) {
            event->ignore();
            return;
        }
    }
    if (m_exportPromptOnClose && m_document && !m_document->undoStack()->isClean()) {
        const auto answer = QMessageBox::question(
            this, tr("Unsaved game"),
            tr("The game has changes that are not in a game file yet. Export it before quitting?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Save)
            exportGameDialog();
        if (answer == QMessageBox::Cancel
            || (answer == QMessageBox::Save && !m_document->undoStack()->isClean())) {
            event->ignore();
            return;
        }
    }
    QSettings settings;
    settings.setValue(GeometryKey, saveGeometry());
    settings.setValue(StateKey, saveState());
    // Without a game this time the layout of the last one stays.
    if (m_gameView)
        settings.setValue(GameLayoutKey, m_gameView->saveLayout());
    if (m_fullScreen)
        m_fullScreen->close();
    event->accept();
}

void MainWindow::updateActions()
{
    const bool inGame = m_document && m_gameView && ui->pages->currentWidget() == m_gameView;
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
    updateUndoTexts();
}

void MainWindow::updateUndoTexts()
{
    const bool inGame = m_document && m_gameView && ui->pages->currentWidget() == m_gameView;
    QUndoStack *stack = m_document ? m_document->undoStack() : nullptr;
    const bool canUndo = inGame && stack->canUndo();
    const bool canRedo = inGame && stack->canRedo();
    ui->actionUndo->setEnabled(canUndo);
    ui->actionRedo->setEnabled(canRedo);
    ui->actionUndo->setText(canUndo ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    ui->actionRedo->setText(canRedo ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
}

void MainWindow::updateTitle()
{
    if (!m_document || !m_gameView || ui->pages->currentWidget() != m_gameView) {
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
    setWindowModified(m_storage ? !m_storage->isSaved() : !m_document->undoStack()->isClean());
}

void MainWindow::updateStartPage()
{
    ui->startPage->setRecentFiles(recentFiles());
    bool unfinished = m_document && m_document->acceptsHands();
    QString description;
    if (unfinished) {
        const GameSetup &setup = m_document->setup();
        description = tr("%1: %2, after %n hand(s)", nullptr, m_document->handCount())
                          .arg(CoreText::variantName(setup.variant()),
                               QLocale().createSeparatedList(setup.players));
    }
    if (!m_document && m_storage) {
        // One row read by its key: cheap however many games are stored.
        if (const std::optional<GameSummary> stored = m_storage->unfinishedGame()) {
            unfinished = true;
            description = tr("%1: %2, after %n hand(s)", nullptr, stored->handCount)
                              .arg(CoreText::variantName(stored->variant),
                                   QLocale().createSeparatedList(stored->players));
        }
    }
    ui->startPage->setContinueAvailable(unfinished, description);
}

void MainWindow::addRecentFile(const QString &path)
{
    QStringList recent = recentFiles();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > MaxRecentFiles)
        recent.removeLast();
    QSettings().setValue(RecentFilesKey, recent);
    updateStartPage();
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(GeometryKey).toByteArray()))
        resize(1280, 800);
    restoreState(settings.value(StateKey).toByteArray());
    m_gameLayout = settings.value(GameLayoutKey).toByteArray();
}

} // namespace pinaculo
