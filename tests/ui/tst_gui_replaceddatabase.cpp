#include "database.h"
#include "gameautosaver.h"
#include "gamecatalog.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "gamerepository.h"
#include "integritycheck.h"
#include "window/mainwindow.h"
#include "support/storagedamage.h"
#include "support/testgames.h"
#include "support/storedtestgames.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace pinaculo;

// A backup copied over the database while the window is open: the window writes nothing more
// into it, keeps the game, says so, and saves the game as a new one in the file now there when
// asked; closing asks too.
class TestGuiReplacedDatabase : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void savedAsNewGameInTheFileNowThere();
    void closingAsksWhereTheGameGoes();

private:
    QString file() const { return m_dir->filePath(QStringLiteral("pinaculo.sqlite")); }
    std::unique_ptr<QTemporaryDir> m_dir;
    QByteArray m_backup;
};

namespace {

// The window as main() sets it up, with a new game on the table.
void startGame(MainWindow &window, Database &database)
{
    window.setAutosaver(new GameAutosaver(database.storage(), &window), &database);
    window.show();
    window.openGame(testgames::numberedGame(0));
}

QMessageBox *replacedBox(const QWidget &window)
{
    return window.findChild<QMessageBox *>(QStringLiteral("databaseReplacedBox"));
}

} // namespace

void TestGuiReplacedDatabase::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    {
        Database db;
        QVERIFY(db.open(file()).ok());
        GameRepository repository(db.storage());
        for (int i = 0; i < 3; ++i)
            QVERIFY(storagetest::store(repository, testgames::numberedGame(4)) > 0);
    }
    m_backup = storagetest::contentOf(file());
}

void TestGuiReplacedDatabase::savedAsNewGameInTheFileNowThere()
{
    Database database;
    QVERIFY(database.open(file(), Database::Access::Exclusive).ok());
    QVERIFY(database.integrityCheck()->waitForVerdict());
    {
        MainWindow window;
        startGame(window, database);
        for (int i = 0; i < 3; ++i)
            QVERIFY(GameEdits::recordHand(window.document(), testgames::numberedHand(i, 2)));

        storagetest::overwrite(file(), m_backup);
        QVERIFY(GameEdits::recordHand(window.document(), testgames::numberedHand(3, 2)));
        QTRY_VERIFY(replacedBox(window));
        QMessageBox *box = replacedBox(window);
        QVERIFY(box->text().contains(QStringLiteral("replaced")));
        // The restored file is as the user put it.
        QCOMPARE(storagetest::contentOf(file()), m_backup);
        QCOMPARE(window.document()->handCount(), 4);

        auto *save = box->findChild<QPushButton *>(QStringLiteral("saveAsNewGameButton"));
        QVERIFY(save);
        save->click();
        QTRY_VERIFY(!replacedBox(window));
        auto *saved = window.findChild<QMessageBox *>(QStringLiteral("savedAsNewGameBox"));
        QVERIFY(saved);
        QVERIFY2(saved->text().contains(QStringLiteral(".stale-")), qPrintable(saved->text()));
        saved->close();
        QVERIFY(window.autosaver()->isSaved());
        const QList<GameSummary> games = GameCatalog(database.storage()).games();
        QCOMPARE(games.size(), 4);
        const std::optional<Game> stored
            = GameRepository(database.storage()).loadGame(window.autosaver()->gameId());
        QVERIFY(stored);
        QCOMPARE(*stored, window.document()->game());
        // And it goes on saving there.
        QVERIFY(GameEdits::recordHand(window.document(), testgames::numberedHand(4, 2)));
        QCOMPARE(
            GameRepository(database.storage()).loadGame(window.autosaver()->gameId())->hands.size(),
            5);
    }
    database.close();
    Database next;
    QVERIFY(next.open(file()).ok());
    QSqlQuery check(next.connection());
    QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
    QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
}

void TestGuiReplacedDatabase::closingAsksWhereTheGameGoes()
{
    Database database;
    QVERIFY(database.open(file(), Database::Access::Exclusive).ok());
    QVERIFY(database.integrityCheck()->waitForVerdict());
    {
        MainWindow window;
        startGame(window, database);
        QVERIFY(GameEdits::recordHand(window.document(), testgames::numberedHand(0, 2)));
        storagetest::overwrite(file(), m_backup);
        // Seen at once, without a change to save: the file is watched.
        QTRY_VERIFY(replacedBox(window));
        // Cancel first: the window stays; then quit without saving.
        bool asked = false;
        QString pressed = QStringLiteral("cancelButton");
        const auto answer = [&] {
            QMessageBox *box = replacedBox(window);
            if (!box)
                return;
            asked = true;
            box->findChild<QPushButton *>(pressed)->click();
        };
        QTimer::singleShot(0, answer);
        QVERIFY(!window.close());
        QVERIFY(asked);
        QTRY_VERIFY(!replacedBox(window));
        asked = false;
        pressed = QStringLiteral("quitWithoutSavingButton");
        QTimer::singleShot(0, answer);
        QVERIFY(window.close());
        QVERIFY(asked);
    }
    database.close();
    QCOMPARE(storagetest::contentOf(file()), m_backup);
}

QTEST_MAIN(TestGuiReplacedDatabase)
#include "tst_gui_replaceddatabase.moc"
