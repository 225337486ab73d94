#include "database.h"
#include "window/databaseopener.h"
#include "integritycheck.h"
#include "gameautosaver.h"
#include "gamecatalog.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "gamerepository.h"
#include "history/historydialog.h"
#include "history/historymodel.h"
#include "history/statisticsdialog.h"
#include "history/statisticsmodel.h"
#include "history/tablesearchproxy.h"
#include "support/storagedamage.h"
#include "support/testgames.h"
#include "support/storedtestgames.h"

#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QCryptographicHash>
#include <QFileInfo>
#include <QHeaderView>
#include <QLineEdit>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace pinaculo;

// The autosaver keeps the database equal to the document after every edit, undo and redo, and
// survives a failed write; the history and statistics dialogs read and change the stored games.
class TestStorageWidgets : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void autosaverFollowsEveryEdit();
    void autosaverContinuesOpenedGame();
    void abandonedGameLeavesNoTrace();
    void firstHandDraftStoresTheGame();
    void autosaverRecoversFromFailedWrite();
    void historyListsFiltersAndSignals();
    void historyRenamesAndDeletes();
    void historyReadsPagesAsNeeded();
    void statisticsTableAndChart();
    void damagedDatabaseStopsTheWindowsWrites();

private:
    Game stored(qint64 id) const { return *GameRepository(m_db->storage()).loadGame(id); }
    void setQueryOnly(bool on);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Database> m_db;
};

void TestStorageWidgets::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<Database>();
    QVERIFY(
        m_db->open(m_dir->filePath(QStringLiteral("ui.sqlite")), Database::Access::Exclusive).ok());
}

void TestStorageWidgets::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

void TestStorageWidgets::setQueryOnly(bool on)
{
    QSqlQuery q(m_db->connection());
    QVERIFY(q.prepare(on ? QStringLiteral("PRAGMA query_only = ON")
                         : QStringLiteral("PRAGMA query_only = OFF"))
            && q.exec());
}

void TestStorageWidgets::autosaverFollowsEveryEdit()
{
    GameAutosaver saver(m_db->storage());
    QCOMPARE(saver.database().connectionName(), m_db->connection().connectionName());
    QSignalSpy failures(&saver, &GameAutosaver::saveFailed);
    GameDocument document(testgames::numberedGame(
        0, {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")}));
    saver.attach(&document);
    // Stored with its first hand, not before.
    QCOMPARE(saver.gameId(), qint64(-1));
    QVERIFY(!saver.unfinishedGame());
    QVERIFY(GameEdits::recordHand(&document, testgames::numberedHand(0, 3)));
    const qint64 id = saver.gameId();
    QVERIFY(id > 0);
    QCOMPARE(saver.unfinishedGame()->id, id);
    QCOMPARE(stored(id), document.game());

    for (int i = 1; i < 3; ++i) {
        QVERIFY(GameEdits::recordHand(&document, testgames::numberedHand(i, 3)));
        QCOMPARE(stored(id), document.game());
    }
    QVERIFY(GameEdits::editHand(&document, 1, testgames::numberedHand(7, 3)));
    QCOMPARE(stored(id), document.game());
    QVERIFY(GameEdits::deleteHand(&document, 0));
    QCOMPARE(stored(id), document.game());
    QVERIFY(GameEdits::renamePlayer(&document, 2, QStringLiteral("Carlota")));
    QCOMPARE(stored(id), document.game());

    QUndoStack *stack = document.undoStack();
    while (stack->canUndo()) {
        stack->undo();
        QCOMPARE(stored(id), document.game());
    }
    QCOMPARE(stored(id).hands.size(), 0);
    while (stack->canRedo()) {
        stack->redo();
        QCOMPARE(stored(id), document.game());
    }
    QCOMPARE(failures.count(), 0);
    QVERIFY(saver.isSaved());
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 1);
}

void TestStorageWidgets::autosaverContinuesOpenedGame()
{
    const qint64 id
        = storagetest::store(GameRepository(m_db->storage()), testgames::numberedGame(2));
    GameAutosaver saver(m_db->storage());
    const auto game = saver.loadForOpening(id);
    QVERIFY(game);
    GameDocument document(*game);
    saver.attach(&document);
    QCOMPARE(saver.gameId(), id);
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 1);
    QCOMPARE(saver.unfinishedGame()->id, id);
    QVERIFY(GameEdits::recordHand(&document, testgames::numberedHand(2, 2)));
    QCOMPARE(stored(id).hands.size(), 3);

    // A rematch is a new game under the old one's name, stored with its first hand and
    // continued under its own id; the deal passes on to the next seat.
    QVERIFY(GameRepository(m_db->storage()).renameGame(id, QStringLiteral("Friday")));
    const auto again = saver.prepareRematch(id);
    QVERIFY(again);
    QCOMPARE(again->hands.size(), 0);
    QCOMPARE(again->setup.players, game->setup.players);
    QCOMPARE(again->setup.rules, game->setup.rules);
    QCOMPARE(again->setup.firstDealer, (game->setup.firstDealer + 1) % 2);
    GameDocument second(*again);
    saver.attach(&second);
    QCOMPARE(saver.gameId(), qint64(-1));
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 1);
    QVERIFY(GameEdits::recordHand(&second, testgames::numberedHand(0, 2)));
    QVERIFY(saver.gameId() > 0 && saver.gameId() != id);
    QCOMPARE(GameRepository(m_db->storage()).name(saver.gameId()), QStringLiteral("Friday"));
    QCOMPARE(stored(saver.gameId()).setup.firstDealer, 1);
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 2);
    // The first document no longer writes.
    QVERIFY(GameEdits::recordHand(&document, testgames::numberedHand(3, 2)));
    QCOMPARE(stored(id).hands.size(), 3);
    // A document that is not the prepared game is stored as a new one.
    saver.loadForOpening(id);
    GameDocument other(testgames::numberedGame(1));
    saver.attach(&other);
    QVERIFY(saver.gameId() != id);
    QCOMPARE(GameCatalog(m_db->storage()).games().size(), 3);
}

void TestStorageWidgets::abandonedGameLeavesNoTrace()
{
    GameAutosaver saver(m_db->storage());
    QSignalSpy failures(&saver, &GameAutosaver::saveFailed);
    GameCatalog catalog(m_db->storage());
    // Set up, a player renamed, then left for another game: nothing stored.
    GameDocument first(testgames::numberedGame(0));
    saver.attach(&first);
    QVERIFY(GameEdits::renamePlayer(&first, 1, QStringLiteral("Berta")));
    GameDocument second(
        testgames::numberedGame(0, {QStringLiteral("Carla"), QStringLiteral("Dora")}));
    saver.attach(&second);
    saver.attach(nullptr);
    QCOMPARE(catalog.games().size(), 0);
    QCOMPARE(catalog.statistics().size(), 0);
    QCOMPARE(catalog.playerNames().size(), 0);
    QCOMPARE(failures.count(), 0);
}

void TestStorageWidgets::firstHandDraftStoresTheGame()
{
    GameCatalog catalog(m_db->storage());
    const HandRecord typed = testgames::numberedHand(0, 2);
    qint64 id = -1;
    {
        GameAutosaver saver(m_db->storage());
        GameDocument document(testgames::numberedGame(0));
        saver.attach(&document);
        // The first hand's draft needs a game to belong to: it stores the game.
        id = saver.ensureStored();
        QVERIFY(id > 0);
        QCOMPARE(saver.ensureStored(), id);
        QVERIFY(saver.store().saveDraft(id, document.setup(), 0, typed));
        // Gone without leaving the game, as a killed process would be.
    }
    GameAutosaver saver(m_db->storage());
    QCOMPARE(saver.unfinishedGame()->id, id);
    const auto game = saver.loadForOpening(id);
    QVERIFY(game);
    GameDocument document(*game);
    saver.attach(&document);
    QCOMPARE(saver.gameId(), id);
    QCOMPARE(saver.store().draft(id, document.setup())->hand, typed);
    // The draft cancelled and the game left without a hand: it goes.
    QVERIFY(saver.store().clearDraft(id));
    saver.attach(nullptr);
    QCOMPARE(catalog.games().size(), 0);
    QVERIFY(!GameRepository(m_db->storage()).exists(id));
}

void TestStorageWidgets::autosaverRecoversFromFailedWrite()
{
    GameAutosaver saver(m_db->storage());
    QSignalSpy failures(&saver, &GameAutosaver::saveFailed);
    QSignalSpy recovered(&saver, &GameAutosaver::saveRecovered);
    GameDocument document(testgames::numberedGame(1));
    saver.attach(&document);
    const qint64 id = saver.gameId();
    setQueryOnly(true);
    QVERIFY(GameEdits::recordHand(&document, testgames::numberedHand(1, 2)));
    QCOMPARE(failures.count(), 1);
    QVERIFY(failures.first().first().toString().contains(QStringLiteral("read-only")));
    QVERIFY(!saver.isSaved());
    QCOMPARE(document.handCount(), 2); // the hand entered is kept
    QVERIFY(GameEdits::recordHand(&document, testgames::numberedHand(2, 2)));
    QCOMPARE(failures.count(), 2);
    setQueryOnly(false);
    QVERIFY(GameEdits::deleteHand(&document, 0));
    QCOMPARE(recovered.count(), 1);
    QVERIFY(saver.isSaved());
    QCOMPARE(stored(id), document.game());
}

void TestStorageWidgets::historyListsFiltersAndSignals()
{
    GameRepository repository(m_db->storage());
    const qint64 a = storagetest::store(
        repository, testgames::numberedGame(1, {QStringLiteral("Ana"), QStringLiteral("Bruno")}),
        QStringLiteral("First"));
    Game pinacle = testgames::numberedGame(2, {QStringLiteral("Carla"), QStringLiteral("Dora")});
    pinacle.setup.rules = Rules::preset(Variant::Pinacle);
    const qint64 b = storagetest::store(repository, pinacle);
    HistoryDialog dialog {GameStore(m_db->storage())};
    QCOMPARE(dialog.model()->rowCount(), 2);
    QCOMPARE(dialog.model()
                 ->index(dialog.model()->rowOf(b), HistoryModel::SidesColumn)
                 .data()
                 .toString(),
             QLocale().createSeparatedList({QStringLiteral("Carla"), QStringLiteral("Dora")}));
    QCOMPARE(dialog.model()
                 ->index(dialog.model()->rowOf(a), HistoryModel::StatusColumn)
                 .data()
                 .toString(),
             QStringLiteral("Playing"));

    auto *players = dialog.findChild<QComboBox *>(QStringLiteral("playerCombo"));
    players->setCurrentIndex(players->findData(QStringLiteral("Ana")));
    QCOMPARE(dialog.model()->rowCount(), 1);
    QCOMPARE(dialog.selectedGameId(), a);
    players->setCurrentIndex(0);
    auto *variants = dialog.findChild<QComboBox *>(QStringLiteral("variantCombo"));
    variants->setCurrentIndex(variants->findData(QStringLiteral("pinacle")));
    QCOMPARE(dialog.model()->rowCount(), 1);
    QCOMPARE(dialog.selectedGameId(), b);

    QSignalSpy opened(&dialog, &HistoryDialog::openGame);
    QSignalSpy rematched(&dialog, &HistoryDialog::rematch);
    dialog.findChild<QPushButton *>(QStringLiteral("rematchButton"))->click();
    QCOMPARE(rematched.count(), 1);
    QCOMPARE(rematched.first().first().toLongLong(), b);
    dialog.findChild<QPushButton *>(QStringLiteral("openButton"))->click();
    QCOMPARE(opened.count(), 1);
    QCOMPARE(opened.first().first().toLongLong(), b);
}

void TestStorageWidgets::historyRenamesAndDeletes()
{
    GameRepository repository(m_db->storage());
    const qint64 a
        = storagetest::store(repository, testgames::numberedGame(1), QStringLiteral("Old"));
    const qint64 b = storagetest::store(repository, testgames::numberedGame(2));
    HistoryDialog dialog {GameStore(m_db->storage())};
    dialog.setCurrentGameId(b);
    dialog.selectGame(b);
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("deleteButton"))->isEnabled());
    dialog.selectGame(a);
    QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("deleteButton"))->isEnabled());

    QTimer::singleShot(0, this, [] {
        auto *input = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        QVERIFY(input);
        input->setTextValue(QStringLiteral("Sunday"));
        input->accept();
    });
    dialog.findChild<QPushButton *>(QStringLiteral("renameButton"))->click();
    QCOMPARE(repository.name(a), QStringLiteral("Sunday"));

    // Declining the confirmation keeps the game; accepting deletes it.
    QTimer::singleShot(0, this, [] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        box->button(QMessageBox::No)->click();
    });
    dialog.selectGame(a);
    dialog.findChild<QPushButton *>(QStringLiteral("deleteButton"))->click();
    QVERIFY(repository.exists(a));
    QTimer::singleShot(0, this, [] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        box->button(QMessageBox::Yes)->click();
    });
    dialog.selectGame(a);
    dialog.findChild<QPushButton *>(QStringLiteral("deleteButton"))->click();
    QVERIFY(!repository.exists(a));
    QCOMPARE(dialog.model()->rowCount(), 1);
}

void TestStorageWidgets::statisticsTableAndChart()
{
    GameRepository repository(m_db->storage());
    QVERIFY(storagetest::store(
                repository,
                testgames::numberedGame(3, {QStringLiteral("Ana"), QStringLiteral("Bruno")}))
            > 0);
    QVERIFY(storagetest::store(
                repository,
                testgames::numberedGame(2, {QStringLiteral("Ana"), QStringLiteral("Carla")}))
            > 0);
    StatisticsDialog dialog {GameStore(m_db->storage())};
    QCOMPARE(dialog.statistics().size(), 3);
    auto *table = dialog.findChild<QTableView *>(QStringLiteral("statisticsTable"));
    const QAbstractItemModel *rows = table->model();
    QCOMPARE(rows->rowCount(), 3);
    QCOMPARE(rows->index(0, StatisticsModel::PlayerColumn).data().toString(),
             QStringLiteral("Ana"));
    QCOMPARE(rows->index(0, StatisticsModel::GamesColumn).data().toString(), QStringLiteral("2"));
    QCOMPARE(rows->index(0, StatisticsModel::HandsColumn).data().toString(), QStringLiteral("5"));
    const QList<QAbstractSeries *> series = dialog.chart()->series();
    QCOMPARE(series.size(), 1);
    auto *bars = qobject_cast<QBarSeries *>(series.first());
    QVERIFY(bars);
    QCOMPARE(bars->count(), 2);
    QCOMPARE(bars->barSets().first()->at(0), 2.0);
}

namespace {

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly)
        ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
        : QByteArray();
}

} // namespace

// Damage that keeps the file's size and time passes the stamp; the check the window runs in the
// background finds it, says so over the window and refuses every write.
void TestStorageWidgets::damagedDatabaseStopsTheWindowsWrites()
{
    const QString file = m_dir->filePath(QStringLiteral("rotten.sqlite"));
    {
        Database db;
        QVERIFY(db.open(file).ok());
        GameRepository repository(db.storage());
        for (int i = 0; i < 20; ++i)
            QVERIFY(storagetest::store(repository, testgames::numberedGame(5)) > 0);
    }
    storagetest::rot(file);
    if (QTest::currentTestFailed())
        return;
    const QByteArray before = fileHash(file);
    {
        Database db;
        QVERIFY(db.open(file, Database::Access::Exclusive).ok());
        QWidget window;
        DatabaseOpener::watch(db, &window);
        GameAutosaver saver(db.storage());
        QSignalSpy failures(&saver, &GameAutosaver::saveFailed);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.findChild<QMessageBox *>(QStringLiteral("damagedDatabaseBox")), 10000);
        const auto *box = window.findChild<QMessageBox *>(QStringLiteral("damagedDatabaseBox"));
        QVERIFY(box->text().contains(QStringLiteral("damaged")));
        QVERIFY(box->text().contains(QStringLiteral("backup")));
        GameDocument document(testgames::numberedGame(1));
        saver.attach(&document);
        QCOMPARE(failures.count(), 1);
        QVERIFY(failures.first().at(0).toString().contains(QStringLiteral("damaged")));
        QVERIFY(!saver.isSaved());
    }
    QCOMPARE(fileHash(file), before);
}

// A club's history opens with its newest 200 games and reads the next as the list scrolls; a
// search or another order than newest first sees every game, the oldest too.
void TestStorageWidgets::historyReadsPagesAsNeeded()
{
    GameRepository repository(m_db->storage());
    const qint64 oldest
        = storagetest::store(repository, testgames::numberedGame(1), QStringLiteral("Primera"));
    QVERIFY(oldest > 0);
    const int games = 2 * HistoryModel::pageSize + 50;
    qint64 newest = -1;
    for (int g = 1; g < games; ++g)
        newest = storagetest::store(repository, testgames::numberedGame(1 + g % 3));
    HistoryDialog dialog {GameStore(m_db->storage())};
    HistoryModel *model = dialog.model();
    QCOMPARE(model->rowCount(), HistoryModel::pageSize);
    QVERIFY(model->canFetchMore({}));
    QCOMPARE(model->gameAt(0)->id, newest);
    model->fetchMore({});
    QCOMPARE(model->rowCount(), 2 * HistoryModel::pageSize);
    // A refresh (after a rename) keeps the rows reached.
    dialog.refresh();
    QCOMPARE(model->rowCount(), 2 * HistoryModel::pageSize);
    QCOMPARE(dialog.proxy()->rowCount(), 2 * HistoryModel::pageSize);

    auto *search = dialog.findChild<QLineEdit *>(QStringLiteral("searchEdit"));
    QVERIFY(search);
    search->setText(QStringLiteral("primera"));
    QCOMPARE(dialog.proxy()->rowCount(), 1);
    QCOMPARE(dialog.selectedGameId(), oldest);
    QVERIFY(!model->canFetchMore({}));
    QCOMPARE(model->rowCount(), games);

    // Oldest first needs the last page first.
    HistoryDialog fresh {GameStore(m_db->storage())};
    QCOMPARE(fresh.model()->rowCount(), HistoryModel::pageSize);
    auto *view = fresh.findChild<QTableView *>();
    QVERIFY(view);
    view->sortByColumn(HistoryModel::DateColumn, Qt::AscendingOrder);
    QCOMPARE(fresh.model()->rowCount(), games);
    QCOMPARE(fresh.proxy()->index(0, 0).data(HistoryModel::GameIdRole).toLongLong(), oldest);
}

QTEST_MAIN(TestStorageWidgets)
#include "tst_storagewidgets.moc"
