// The window with its database: every change stored at once, the unfinished game reopened by a
// new window, refused files importing nothing, the history opening a game, the rules on the
// variant played, a failed write told to the user, and the executable started twice on one
// database (no lock left behind).
#include "database.h"
#include "gameautosaver.h"
#include "gamecatalog.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "window/gamefiledrop.h"
#include "window/gamefilepreread.h"
#include "gamefilewriter.h"
#include "gamerepository.h"
#include "cards/cardlineedit.h"
#include "handdrafts.h"
#include "handentry/handentrydialog.h"
#include "history/historydialog.h"
#include "scoresheet/gameview.h"
#include "window/mainwindow.h"
#include "rules/rulesreferencedialog.h"
#include "window/startpage.h"
#include "support/testgames.h"
#include "support/storedtestgames.h"
#include "support/gamefiletest.h"

#include <QAction>
#include <QApplication>
#include <QDropEvent>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPrintPreviewDialog>
#include <QProcess>
#include <QPushButton>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace pinaculo;

class TestGuiIntegration : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyChangeIsStored();
    void newWindowReopensUnfinishedGame();
    void finishedGameIsNotReopened();
    void openedFileIsImported();
    void commandLineFileIsReadOnceAhead();
    void longFileIsStoredAfterItsFirstPaint();
    void longFileIsStoredAtOnceInAHiddenWindow();
    void longFileIsStoredWhenTheWindowClosesAtOnce();
    void refusedFileImportsNothing();
    void droppedFilesAreStored();
    void startPageContinuesStoredGame();
    void printActionsFollowTheGame();
    void historyOpensGame();
    void rulesOpenOnVariantPlayed();
    void failedWriteIsTold();
    void handBeingTypedSurvivesACrash();
    void firstHandOfNewGameSurvivesACrash();
    void newGameLeftEmptyLeavesNoTrace();
    void executableStartsTwiceOnOneDatabase();

private:
    static QAction *action(MainWindow &window, const char *name);
    static void drop(MainWindow &window, const QMimeData *data);
    GameAutosaver *attachStorage(MainWindow &window);
    Game stored(qint64 id) const { return *GameRepository(m_db->storage()).loadGame(id); }

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    int m_databaseCount = 0;
};

void TestGuiIntegration::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestGuiIntegration::init()
{
    m_db = std::make_unique<Database>();
    const QString path = m_dir.filePath(QStringLiteral("games-%1.sqlite").arg(++m_databaseCount));
    QVERIFY(m_db->open(path, Database::Access::Exclusive).ok());
}

void TestGuiIntegration::cleanup()
{
    m_db.reset();
}

QAction *TestGuiIntegration::action(MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QString::fromLatin1(name));
}

void TestGuiIntegration::drop(MainWindow &window, const QMimeData *data)
{
    // As a drag does: entering first, which must be accepted for the drop to arrive.
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent dropped(QPointF(10, 10), Qt::CopyAction, data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &dropped);
}

GameAutosaver *TestGuiIntegration::attachStorage(MainWindow &window)
{
    auto *autosaver = new GameAutosaver(m_db->storage(), &window);
    window.setAutosaver(autosaver);
    return autosaver;
}

void TestGuiIntegration::everyChangeIsStored()
{
    MainWindow window;
    GameAutosaver *autosaver = attachStorage(window);
    window.openGame(testgames::numberedGame(0));
    // A game enters the database with its first hand.
    QCOMPARE(autosaver->gameId(), qint64(-1));
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 0);

    QVERIFY(GameEdits::recordHand(window.document(), testgames::numberedHand(0, 2)));
    const qint64 id = autosaver->gameId();
    QVERIFY(id >= 0);
    QCOMPARE(stored(id).hands.size(), 1);
    QVERIFY(GameEdits::recordHand(window.document(), testgames::numberedHand(1, 2)));
    QCOMPARE(stored(id), window.document()->game());

    action(window, "actionUndo")->trigger();
    QCOMPARE(window.document()->handCount(), 1);
    QCOMPARE(stored(id).hands.size(), 1);
    action(window, "actionRedo")->trigger();
    QCOMPARE(stored(id).hands.size(), 2);

    QVERIFY(GameEdits::renamePlayer(window.document(), 1, QStringLiteral("Berta")));
    QCOMPARE(stored(id).setup.players,
             QStringList({QStringLiteral("Ana"), QStringLiteral("Berta")}));
    QCOMPARE(stored(id), window.document()->game());

    QVERIFY(GameEdits::deleteHand(window.document(), 0));
    QCOMPARE(stored(id), window.document()->game());
    // One game, however many changes.
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 1);
    // Nothing to ask on closing, nothing marked unsaved.
    QVERIFY(!window.isWindowModified());
    QVERIFY(window.close());
}

void TestGuiIntegration::newWindowReopensUnfinishedGame()
{
    qint64 id = -1;
    Game played;
    {
        MainWindow window;
        GameAutosaver *autosaver = attachStorage(window);
        window.openGame(testgames::numberedGame(0));
        for (int hand = 0; hand < 3; ++hand)
            QVERIFY(GameEdits::recordHand(window.document(), testgames::numberedHand(hand, 2)));
        id = autosaver->gameId();
        played = window.document()->game();
        // Gone without closing, as a killed process would be.
    }
    MainWindow window;
    GameAutosaver *autosaver = attachStorage(window);
    window.applyOptions(AppOptions {});
    QVERIFY(window.document());
    QCOMPARE(window.document()->game(), played);
    QCOMPARE(autosaver->gameId(), id);
    auto *pages = window.findChild<QStackedWidget *>(QStringLiteral("pages"));
    QCOMPARE(pages->currentWidget()->objectName(), QStringLiteral("gameView"));
    // It continues under the same id: the next hand lands in the same stored game.
    QVERIFY(GameEdits::recordHand(window.document(), testgames::numberedHand(3, 2)));
    QCOMPARE(stored(id).hands.size(), 4);
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 1);
}

void TestGuiIntegration::finishedGameIsNotReopened()
{
    // A game over is history, not something to continue.
    Game over = testgames::numberedGame(0);
    over.setup.rules.target = 0; // one hand decides
    {
        MainWindow window;
        attachStorage(window);
        window.openGame(over);
        QVERIFY(GameEdits::recordHand(window.document(), testgames::numberedHand(0, 2)));
        QVERIFY(!window.document()->acceptsHands());
    }
    MainWindow window;
    attachStorage(window);
    window.applyOptions(AppOptions {});
    QVERIFY(!window.document());
}

void TestGuiIntegration::openedFileIsImported()
{
    const QString path = m_dir.filePath(QStringLiteral("friday.json"));
    QVERIFY(gamefiletest::write(testgames::numberedGame(2), path));
    MainWindow window;
    GameAutosaver *autosaver = attachStorage(window);
    QVERIFY(window.openGameFile(path));
    const QList<GameSummary> games = GameCatalog(m_db->storage()).games();
    QCOMPARE(games.size(), 1);
    QCOMPARE(games.first().id, autosaver->gameId());
    QCOMPARE(games.first().name, QStringLiteral("friday"));
    QCOMPARE(games.first().handCount, 2);

    // Several files go to the history without leaving the game on the table.
    const QString other = m_dir.filePath(QStringLiteral("saturday.json"));
    QVERIFY(gamefiletest::write(testgames::numberedGame(1), other));
    QCOMPARE(window.importGameFiles({other, path}), 2);
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 3);
    QCOMPARE(window.document()->filePath(), QFileInfo(path).absoluteFilePath());
}

// The file named on the command line is read while the window is built; the window opens that
// reading, once: opening the file again later reads it as it is then.
void TestGuiIntegration::commandLineFileIsReadOnceAhead()
{
    const QString path = m_dir.filePath(QStringLiteral("sunday.json"));
    QVERIFY(gamefiletest::write(testgames::numberedGame(2), path));
    GameFilePreread ahead(path);
    QVERIFY(ahead.holds(path));
    QVERIFY(!ahead.holds(m_dir.filePath(QStringLiteral("monday.json"))));
    MainWindow window;
    GameAutosaver *autosaver = attachStorage(window);
    AppOptions options;
    options.gameFile = path;
    window.applyOptions(options, &ahead);
    QTRY_VERIFY(window.document());
    QCOMPARE(window.document()->game(), testgames::numberedGame(2));
    QVERIFY(!ahead.holds(path));
    QTRY_VERIFY(autosaver->gameId() >= 0);
    QCOMPARE(stored(autosaver->gameId()).hands, testgames::numberedGame(2).hands);

    QVERIFY(gamefiletest::write(testgames::numberedGame(3), path));
    QVERIFY(window.openGameFile(path));
    QCOMPARE(window.document()->game().hands.size(), 3);
}

// A game file long enough that writing it would hold back the first paint.
static Game longFileGame()
{
    Game game = testgames::numberedGame(1000);
    game.setup.rules.target = 1000000; // no hand is after the end
    return game;
}

// The long game written as the file "marathon.json"; empty when it could not be written.
static QString writtenLongFile(const QTemporaryDir &dir, const Game &game)
{
    const QString path = dir.filePath(QStringLiteral("marathon.json"));
    return gamefiletest::write(game, path) ? path : QString();
}

void TestGuiIntegration::longFileIsStoredAfterItsFirstPaint()
{
    const Game game = longFileGame();
    const QString path = writtenLongFile(m_dir, game);
    QVERIFY(!path.isEmpty());
    MainWindow window;
    GameAutosaver *autosaver = attachStorage(window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openGameFile(path));
    QCOMPARE(autosaver->gameId(), qint64(-1)); // on the table, not stored yet
    QVERIFY(GameCatalog(m_db->storage()).games().isEmpty());
    // The game page reports its paints; what the window stores waits for the first one.
    auto *page = window.findChild<GameView *>();
    QVERIFY(page);
    bool paintedBeforeStored = false;
    connect(page, &GameView::painted, this, [&] {
        if (autosaver->gameId() < 0)
            paintedBeforeStored = true;
    });
    QTRY_VERIFY(autosaver->gameId() >= 0);
    QVERIFY(paintedBeforeStored);
    QCOMPARE(stored(autosaver->gameId()).hands, game.hands);
    QCOMPARE(GameRepository(m_db->storage()).currentGame(), autosaver->gameId());
}

void TestGuiIntegration::longFileIsStoredAtOnceInAHiddenWindow()
{
    // Nothing is painted while the window is not on screen: the game does not wait for it.
    const Game game = longFileGame();
    const QString path = writtenLongFile(m_dir, game);
    QVERIFY(!path.isEmpty());
    MainWindow window;
    GameAutosaver *autosaver = attachStorage(window);
    QVERIFY(window.openGameFile(path));
    QCOMPARE(autosaver->gameId(), qint64(-1));
    QTRY_VERIFY(autosaver->gameId() >= 0);
    QCOMPARE(stored(autosaver->gameId()).hands, game.hands);
}

void TestGuiIntegration::longFileIsStoredWhenTheWindowClosesAtOnce()
{
    const Game game = longFileGame();
    const QString path = writtenLongFile(m_dir, game);
    QVERIFY(!path.isEmpty());
    {
        MainWindow window;
        GameAutosaver *autosaver = attachStorage(window);
        QVERIFY(window.openGameFile(path));
        QCOMPARE(autosaver->gameId(), qint64(-1));
    } // closed before the event loop ran
    const QList<GameSummary> games = GameCatalog(m_db->storage()).games();
    QCOMPARE(games.size(), 1);
    QCOMPARE(games.first().name, QStringLiteral("marathon"));
    QCOMPARE(stored(games.first().id).hands, game.hands);
}

void TestGuiIntegration::refusedFileImportsNothing()
{
    const QString broken = m_dir.filePath(QStringLiteral("broken.json"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "pinaculo-game", "version": 1, "players": ["Ana"]})");
    file.close();
    const QString good = m_dir.filePath(QStringLiteral("good.json"));
    QVERIFY(gamefiletest::write(testgames::numberedGame(1), good));

    MainWindow window;
    attachStorage(window);
    QCOMPARE(window.importGameFiles({broken, good}), 1);
    const QList<GameSummary> games = GameCatalog(m_db->storage()).games();
    QCOMPARE(games.size(), 1);
    QCOMPARE(games.first().name, QStringLiteral("good"));
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("importRefusedBox"));
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QVERIFY2(box->informativeText().contains(QDir::toNativeSeparators(broken)),
             qPrintable(box->informativeText()));
    QVERIFY(!box->informativeText().contains(QDir::toNativeSeparators(good)));
    box->close();

    QCOMPARE(window.importGameFiles({broken}), 0);
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 1);
}

void TestGuiIntegration::droppedFilesAreStored()
{
    const QString first = m_dir.filePath(QStringLiteral("first.json"));
    const QString second = m_dir.filePath(QStringLiteral("second.JSON"));
    QVERIFY(gamefiletest::write(testgames::numberedGame(1), first));
    QVERIFY(gamefiletest::write(testgames::numberedGame(2), second));

    QMimeData other;
    other.setUrls({QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("notes.txt"))),
                   QUrl(QStringLiteral("https://example.org/game.json"))});
    QVERIFY(GameFileDrop::gameFiles(&other).isEmpty());

    MainWindow window;
    GameAutosaver *autosaver = attachStorage(window);
    // One file dropped: opened, and so stored.
    QMimeData one;
    one.setUrls({QUrl::fromLocalFile(first)});
    drop(window, &one);
    QTRY_VERIFY(window.document());
    QCOMPARE(window.document()->handCount(), 1);
    const qint64 opened = autosaver->gameId();
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 1);

    // Several: all stored, the game on the table stays.
    QMimeData two;
    two.setUrls({QUrl::fromLocalFile(first), QUrl::fromLocalFile(second)});
    QCOMPARE(GameFileDrop::gameFiles(&two).size(), 2);
    drop(window, &two);
    QTRY_COMPARE(GameCatalog(m_db->storage()).games().size(), 3);
    QCOMPARE(autosaver->gameId(), opened);
}

void TestGuiIntegration::startPageContinuesStoredGame()
{
    const qint64 id
        = storagetest::store(GameRepository(m_db->storage()), testgames::numberedGame(2));
    QVERIFY(GameRepository(m_db->storage()).setCurrentGame(id));
    MainWindow window;
    GameAutosaver *autosaver = attachStorage(window);
    QVERIFY(!window.document());
    auto *continueButton
        = window.startPage()->findChild<QPushButton *>(QStringLiteral("continueButton"));
    QVERIFY(continueButton);
    QVERIFY(continueButton->isEnabled());
    auto *history = window.startPage()->findChild<QPushButton *>(QStringLiteral("historyButton"));
    QVERIFY(history);
    QVERIFY(!history->isHidden());
    emit window.startPage()->continueRequested();
    QVERIFY(window.document());
    QCOMPARE(autosaver->gameId(), id);
    QCOMPARE(window.document()->handCount(), 2);
}

void TestGuiIntegration::printActionsFollowTheGame()
{
    MainWindow window;
    for (const char *name : {"actionPrintPreview", "actionPrint", "actionExportPdf"})
        QVERIFY2(!action(window, name)->isEnabled(), name);
    window.openGame(testgames::numberedGame(1));
    for (const char *name : {"actionPrintPreview", "actionPrint", "actionExportPdf"})
        QVERIFY2(action(window, name)->isEnabled(), name);
    QCOMPARE(action(window, "actionPrint")->shortcut(), QKeySequence(QKeySequence::Print));
    QCOMPARE(action(window, "actionPrintPreview")->shortcut(),
             QKeySequence(QStringLiteral("Ctrl+Shift+P")));
    // Without a database there is no history to show.
    QVERIFY(!action(window, "actionHistory")->isVisible());
    QVERIFY(
        window.startPage()->findChild<QPushButton *>(QStringLiteral("historyButton"))->isHidden());
}

void TestGuiIntegration::historyOpensGame()
{
    GameRepository repository(m_db->storage());
    const qint64 older = storagetest::store(
        repository, testgames::numberedGame(2, {QStringLiteral("Carla"), QStringLiteral("Dario")}),
        QStringLiteral("older"));
    QVERIFY(older >= 0);
    MainWindow window;
    GameAutosaver *autosaver = attachStorage(window);
    window.openGame(testgames::numberedGame(1));
    const qint64 current = autosaver->gameId();

    QVERIFY(action(window, "actionHistory")->isVisible());
    action(window, "actionHistory")->trigger();
    auto *dialog = window.findChild<HistoryDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    dialog->selectGame(older);
    QCOMPARE(dialog->selectedGameId(), older);
    auto *summary = dialog->findChild<QPushButton *>(QStringLiteral("summaryButton"));
    QVERIFY(summary);
    QVERIFY(summary->isEnabled());
    // The summary of the selected stored game, in a preview over the history.
    QString previewTitle;
    QTimer::singleShot(0, this, [&previewTitle] {
        if (auto *preview
            = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget())) {
            previewTitle = preview->windowTitle();
            preview->reject();
        }
    });
    summary->click();
    QVERIFY(!previewTitle.isEmpty());
    QVERIFY(dialog->isVisible());
    dialog->findChild<QPushButton *>(QStringLiteral("openButton"))->click();

    QCOMPARE(autosaver->gameId(), older);
    QCOMPARE(window.document()->game(), stored(older));
    QCOMPARE(window.document()->setup().players,
             QStringList({QStringLiteral("Carla"), QStringLiteral("Dario")}));
    // Opening stores no copy; the next hand goes to the opened game.
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 2);
    QVERIFY(GameEdits::recordHand(window.document(), testgames::numberedHand(2, 2)));
    QCOMPARE(stored(older).hands.size(), 3);
    QCOMPARE(stored(current).hands.size(), 1);
}

void TestGuiIntegration::rulesOpenOnVariantPlayed()
{
    MainWindow window;
    Game game;
    game.setup
        = testgames::setupOf(Variant::Pinnacola, {QStringLiteral("Ana"), QStringLiteral("Bruno")});
    window.openGame(game);
    QAction *rules = action(window, "actionRules");
    QVERIFY(rules->isEnabled());
    QCOMPARE(rules->shortcut(), QKeySequence(QKeySequence::HelpContents));
    rules->trigger();
    auto *dialog = window.findChild<RulesReferenceDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->variant(), Variant::Pinnacola);
    // F1 again brings the same window forward.
    rules->trigger();
    QCOMPARE(window.findChildren<RulesReferenceDialog *>().size(), 1);
}

void TestGuiIntegration::failedWriteIsTold()
{
    MainWindow window;
    GameAutosaver *autosaver = attachStorage(window);
    window.show();
    window.openGame(testgames::numberedGame(1));
    emit autosaver->saveFailed(QStringLiteral("disk full"));
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("saveFailedBox"));
    QVERIFY(box);
    QVERIFY(box->text().contains(QStringLiteral("disk full")));
    // A second failure updates the same box instead of stacking another.
    emit autosaver->saveFailed(QStringLiteral("read-only"));
    QCOMPARE(window.findChildren<QMessageBox *>(QStringLiteral("saveFailedBox")).size(), 1);
    QVERIFY(box->text().contains(QStringLiteral("read-only")));
    box->close();
}

// The hand being typed is kept in the database a moment after each change; a window that goes
// away without the dialog being closed (a crash, a killed process) leaves it there, and the
// next window opening the game brings the dialog back as it was left.
void TestGuiIntegration::handBeingTypedSurvivesACrash()
{
    qint64 id = -1;
    HandRecord typed;
    {
        auto window = std::make_unique<MainWindow>();
        GameAutosaver *autosaver = attachStorage(*window);
        window->openGame(testgames::numberedGame(1));
        id = autosaver->gameId();
        action(*window, "actionRecordHand")->trigger();
        auto *dialog = window->findChild<HandEntryDialog *>();
        QVERIFY(dialog);
        auto *cards = dialog->findChild<QWidget *>(QStringLiteral("player_0"))
                          ->findChild<CardLineEdit *>(QStringLiteral("meldCards_0"));
        QVERIFY(cards);
        cards->setFocus();
        QTest::keyClicks(cards, QStringLiteral("5S 6S 7S"));
        typed = dialog->record();
        QCOMPARE(typed.results.at(0).melds.size(), 1);
        const GameSetup setup = window->document()->setup();
        QTRY_VERIFY(HandDrafts(m_db->storage()).load(id, setup).has_value());
        QCOMPARE(HandDrafts(m_db->storage()).load(id, setup)->hand, typed);
        QCOMPARE(HandDrafts(m_db->storage()).load(id, setup)->handIndex, 1);
        // The window goes away with the dialog still open, as in a crash.
    }
    MainWindow window;
    attachStorage(window);
    QVERIFY(window.openStoredGame(id));
    auto *dialog = window.findChild<HandEntryDialog *>();
    QVERIFY(dialog);
    QCOMPARE(dialog->record(), typed);
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("restoredDraftLabel")));
    QVERIFY(dialog->isChanged());
    // Confirming records the hand and leaves no draft behind.
    dialog->accept();
    QCOMPARE(window.document()->handCount(), 2);
    QCOMPARE(window.document()->game().hands.at(1), typed);
    QVERIFY(!HandDrafts(m_db->storage()).load(id, window.document()->setup()));
}

void TestGuiIntegration::firstHandOfNewGameSurvivesACrash()
{
    HandRecord typed;
    {
        auto window = std::make_unique<MainWindow>();
        GameAutosaver *autosaver = attachStorage(*window);
        window->openGame(testgames::numberedGame(0));
        QCOMPARE(autosaver->gameId(), qint64(-1));
        action(*window, "actionRecordHand")->trigger();
        auto *dialog = window->findChild<HandEntryDialog *>();
        QVERIFY(dialog);
        auto *cards = dialog->findChild<QWidget *>(QStringLiteral("player_0"))
                          ->findChild<CardLineEdit *>(QStringLiteral("meldCards_0"));
        QVERIFY(cards);
        cards->setFocus();
        QTest::keyClicks(cards, QStringLiteral("5S 6S 7S"));
        typed = dialog->record();
        // The draft stores the game it belongs to.
        QTRY_VERIFY(autosaver->gameId() >= 0);
        QTRY_VERIFY(
            HandDrafts(m_db->storage()).load(autosaver->gameId(), window->document()->setup()));
        // The window goes away with the dialog still open, as in a crash.
    }
    MainWindow window;
    attachStorage(window);
    window.applyOptions(AppOptions {});
    QVERIFY(window.document());
    auto *dialog = window.findChild<HandEntryDialog *>();
    QVERIFY(dialog);
    QCOMPARE(dialog->record(), typed);
    dialog->accept();
    QCOMPARE(window.document()->handCount(), 1);
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 1);
}

void TestGuiIntegration::newGameLeftEmptyLeavesNoTrace()
{
    {
        MainWindow window;
        attachStorage(window);
        window.openGame(testgames::numberedGame(0));
        window.openGame(
            testgames::numberedGame(0, {QStringLiteral("Carla"), QStringLiteral("Dora")}));
        // The hand dialog opened and cancelled leaves nothing either.
        action(window, "actionRecordHand")->trigger();
        auto *dialog = window.findChild<HandEntryDialog *>();
        QVERIFY(dialog);
        dialog->reject();
    }
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 0);
    MainWindow window;
    attachStorage(window);
    window.applyOptions(AppOptions {});
    QVERIFY(!window.document());
}

void TestGuiIntegration::executableStartsTwiceOnOneDatabase()
{
    const QString database = m_dir.filePath(QStringLiteral("twice.sqlite"));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // Keep the user's settings and data out of it.
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    for (int run = 1; run <= 2; ++run) {
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo"),
                      {QStringLiteral("--quit-after-startup"), QStringLiteral("--db"), database});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(process.exitCode() == 0,
                 qPrintable(QStringLiteral("run %1: %2")
                                .arg(run)
                                .arg(QString::fromLocal8Bit(process.readAllStandardError()))));
    }
    QVERIFY(QFileInfo::exists(database));
}

QTEST_MAIN(TestGuiIntegration)
#include "tst_gui_integration.moc"
