#include "database.h"
#include "gamerepository.h"
#include "integritycheck.h"
#include "support/storagedamage.h"
#include "support/testgames.h"
#include "verifiedstamp.h"
#include "walownership.h"
#include "support/storedtestgames.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace pinaculo;

// The database file changed under the program: a backup copied over it while a window has it
// open, another file moved to its name, the same file opened by two windows through other names,
// a backup restored keeping its old times. Whatever happens, what is in the file the user put
// there stays exactly as it is, and nothing of this program's is written into it.
class TestStorageFaults : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void backupCopiedOverOpenDatabaseIsLeftAsItIs();
    void databaseMovedAwayGetsNothingMore();
    void reopenTakesTheFileNowThere();
    void checkpointsOfAnotherProcessAreNoReplacement();
    void oneWindowWhateverThePath_data();
    void oneWindowWhateverThePath();
    void restoreKeepingTheTimesSetsTheLogAside();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

namespace {

QString scalar(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery q(db);
    if (!q.prepare(statement) || !q.exec() || !q.next())
        return {};
    return q.value(0).toString();
}

void buildClosedDatabase(const QString &file, int games)
{
    Database db;
    QVERIFY(db.open(file).ok());
    GameRepository repository(db.storage());
    for (int i = 0; i < games; ++i)
        QVERIFY(storagetest::store(repository, testgames::numberedGame(5)) > 0);
}

// A window's session: the lock, the check passed, and games written into its log.
void openAsWindow(Database &window, const QString &file, int newGames)
{
    const Database::OpenResult opened = window.open(file, Database::Access::Exclusive);
    QVERIFY2(opened.ok(), qPrintable(opened.message));
    QVERIFY(window.integrityCheck()->waitForVerdict());
    GameRepository repository(window.storage());
    for (int i = 0; i < newGames; ++i)
        QVERIFY(storagetest::store(repository, testgames::numberedGame(3)) > 0);
}

bool writeAndDie(const QString &file, int count)
{
    QProcess helper;
    helper.start(QStringLiteral(STORAGE_WRITER_HELPER), {file, QString::number(count)});
    return helper.waitForFinished(30000) && helper.exitStatus() == QProcess::NormalExit
        && helper.exitCode() == 0;
}

} // namespace

void TestStorageFaults::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("removeDatabase")));
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

// `cp backup.sqlite pinaculo.sqlite` while the window is open: its next write is refused, and
// closing it writes neither its log nor a stamp into the restored file.
void TestStorageFaults::backupCopiedOverOpenDatabaseIsLeftAsItIs()
{
    const QString file = path(QStringLiteral("pinaculo.sqlite"));
    buildClosedDatabase(file, 12);
    if (QTest::currentTestFailed())
        return;
    const QByteArray backup = storagetest::contentOf(file);
    {
        Database window;
        openAsWindow(window, file, 5);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!window.fileReplaced());
        storagetest::overwrite(file, backup);
        QVERIFY(window.fileReplaced());
        QString error;
        QCOMPARE(storagetest::store(GameRepository(window.storage()), testgames::numberedGame(1),
                                    {}, &error),
                 qint64(-1));
        QVERIFY2(error.contains(QStringLiteral("replaced")), qPrintable(error));
    }
    QCOMPARE(storagetest::contentOf(file), backup);
    QVERIFY(!VerifiedStamp::matches(file));

    // The next start sets the window's log aside and finds the backup whole.
    Database next;
    const Database::OpenResult reopened = next.open(file, Database::Access::Exclusive);
    QVERIFY2(reopened.ok(), qPrintable(reopened.message));
    QCOMPARE(reopened.notices.size(), 1);
    QVERIFY(reopened.notices.first().contains(QStringLiteral("backup")));
    QCOMPARE(scalar(next.connection(), QStringLiteral("PRAGMA integrity_check")),
             QStringLiteral("ok"));
    QCOMPARE(scalar(next.connection(), QStringLiteral("SELECT COUNT(*) FROM games")).toInt(), 12);
}

// `mv other.sqlite pinaculo.sqlite`: the window's connection still holds the old, unlinked file;
// nothing more goes there unseen, and the file moved in is not touched.
void TestStorageFaults::databaseMovedAwayGetsNothingMore()
{
    const QString file = path(QStringLiteral("pinaculo.sqlite"));
    const QString other = path(QStringLiteral("other.sqlite"));
    buildClosedDatabase(file, 4);
    buildClosedDatabase(other, 3);
    if (QTest::currentTestFailed())
        return;
    const QByteArray moved = storagetest::contentOf(other);
    {
        Database window;
        openAsWindow(window, file, 2);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(::rename(QFile::encodeName(other).constData(), QFile::encodeName(file).constData())
                == 0);
        QString error;
        QCOMPARE(storagetest::store(GameRepository(window.storage()), testgames::numberedGame(1),
                                    {}, &error),
                 qint64(-1));
        QVERIFY2(error.contains(QStringLiteral("moved")), qPrintable(error));
    }
    QCOMPARE(storagetest::contentOf(file), moved);
    Database next;
    QVERIFY(next.open(file, Database::Access::Exclusive).ok());
    QCOMPARE(scalar(next.connection(), QStringLiteral("PRAGMA integrity_check")),
             QStringLiteral("ok"));
    QCOMPARE(scalar(next.connection(), QStringLiteral("SELECT COUNT(*) FROM games")).toInt(), 3);
}

// "Save into the database now there": the same connection, and every copy of it, reaches the
// file the user put there; the old session's log is kept aside, never applied.
void TestStorageFaults::reopenTakesTheFileNowThere()
{
    const QString file = path(QStringLiteral("pinaculo.sqlite"));
    buildClosedDatabase(file, 6);
    if (QTest::currentTestFailed())
        return;
    const QByteArray backup = storagetest::contentOf(file);
    Database window;
    openAsWindow(window, file, 4);
    if (QTest::currentTestFailed())
        return;
    {
        const QSqlDatabase held = window.connection(); // as every repository holds it
        GameRepository repository(window.storage());
        storagetest::overwrite(file, backup);
        QCOMPARE(storagetest::store(repository, testgames::numberedGame(1)), qint64(-1));

        const Database::OpenResult reopened = window.reopen();
        QVERIFY2(reopened.ok(), qPrintable(reopened.message));
        QCOMPARE(reopened.notices.size(), 1);
        QVERIFY(!window.fileReplaced());
        QVERIFY(window.integrityCheck()->waitForVerdict());
        QCOMPARE(scalar(held, QStringLiteral("SELECT COUNT(*) FROM games")).toInt(), 6);
        QVERIFY(storagetest::store(repository, testgames::numberedGame(2)) > 0);
        QCOMPARE(
            QDir(m_dir->path()).entryList({QStringLiteral("pinaculo.sqlite-wal.stale-*")}).size(),
            1);
    }
    window.close();
    Database next;
    QVERIFY(next.open(file).ok());
    QCOMPARE(scalar(next.connection(), QStringLiteral("SELECT COUNT(*) FROM games")).toInt(), 7);
    QCOMPARE(scalar(next.connection(), QStringLiteral("PRAGMA integrity_check")),
             QStringLiteral("ok"));
}

// The command-line tool writes beside the window and checkpoints the file: that is this program's
// own change, noted as such, and the window goes on writing.
void TestStorageFaults::checkpointsOfAnotherProcessAreNoReplacement()
{
    const QString file = path(QStringLiteral("shared.sqlite"));
    buildClosedDatabase(file, 2);
    if (QTest::currentTestFailed())
        return;
    Database window;
    openAsWindow(window, file, 1);
    if (QTest::currentTestFailed())
        return;
    {
        Database cli;
        QVERIFY(cli.open(file, Database::Access::Shared).ok());
        GameRepository repository(cli.storage());
        for (int i = 0; i < 3; ++i)
            QVERIFY(storagetest::store(repository, testgames::numberedGame(2)) > 0);
        // More than a checkpoint's worth, so the file itself changes.
        QVERIFY(WalOwnership::checkpoint(cli.connection()));
    }
    QVERIFY(!window.fileReplaced());
    QVERIFY(storagetest::store(GameRepository(window.storage()), testgames::numberedGame(1)) > 0);
    QCOMPARE(scalar(window.connection(), QStringLiteral("SELECT COUNT(*) FROM games")).toInt(), 7);
}

void TestStorageFaults::oneWindowWhateverThePath_data()
{
    QTest::addColumn<QString>("alias");
    QTest::newRow("hard link") << QStringLiteral("hard");
    QTest::newRow("symbolic link") << QStringLiteral("symbolic");
    QTest::newRow("sub/../") << QStringLiteral("dots");
}

void TestStorageFaults::oneWindowWhateverThePath()
{
    QFETCH(QString, alias);
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("games/sub")));
    const QString file = path(QStringLiteral("games/pinaculo.sqlite"));
    buildClosedDatabase(file, 1);
    if (QTest::currentTestFailed())
        return;
    QString other;
    if (alias == u"hard") {
        other = path(QStringLiteral("linked.sqlite"));
        QVERIFY(::link(QFile::encodeName(file).constData(), QFile::encodeName(other).constData())
                == 0);
    } else if (alias == u"symbolic") {
        other = path(QStringLiteral("symbolic.sqlite"));
        QVERIFY(QFile::link(file, other));
    } else {
        other = path(QStringLiteral("games/sub/../pinaculo.sqlite"));
    }
    Database first;
    QVERIFY(first.open(file, Database::Access::Exclusive).ok());
    Database second;
    const Database::OpenResult refused = second.open(other, Database::Access::Exclusive);
    QCOMPARE(refused.status, Database::Status::Locked);
    QVERIFY2(refused.message.contains(QStringLiteral("another instance")),
             qPrintable(refused.message));
    // The other way round too: the first window through the other name.
    first.close();
    QVERIFY(second.open(other, Database::Access::Exclusive).ok());
    QCOMPARE(first.open(file, Database::Access::Exclusive).status, Database::Status::Locked);
    second.close();
    QVERIFY(first.open(file, Database::Access::Exclusive).ok());
}

// A writer killed with its log left, then a backup of the file as it was before restored with
// `cp -p`: the same inode, size and modification time. Only the inode's change time tells; the
// log, written on the file before the restore, is set aside instead of undoing the restore.
void TestStorageFaults::restoreKeepingTheTimesSetsTheLogAside()
{
    const QString file = path(QStringLiteral("restored.sqlite"));
    buildClosedDatabase(file, 20);
    if (QTest::currentTestFailed())
        return;
    const QByteArray backup = storagetest::contentOf(file);
    const QDateTime modified = QFileInfo(file).lastModified();
    QVERIFY(writeAndDie(file, 12));
    QVERIFY(QFileInfo(file + QStringLiteral("-wal")).size() > 32);
    QCOMPARE(WalOwnership::inspect(file), WalOwnership::Verdict::Owned);

    QTest::qWait(20); // the change time moves on
    storagetest::overwrite(file, backup);
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(modified, QFileDevice::FileModificationTime));
    }
    QCOMPARE(QFileInfo(file).size(), qint64(backup.size()));
    QCOMPARE(QFileInfo(file).lastModified(), modified);
    QCOMPARE(WalOwnership::inspect(file), WalOwnership::Verdict::Foreign);

    Database db;
    const Database::OpenResult r = db.open(file);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(r.notices.size(), 1);
    QCOMPARE(scalar(db.connection(), QStringLiteral("SELECT COUNT(*) FROM games")).toInt(), 20);
    QCOMPARE(QDir(m_dir->path()).entryList({QStringLiteral("restored.sqlite-wal.stale-*")}).size(),
             1);
}

QTEST_GUILESS_MAIN(TestStorageFaults)
#include "tst_storagefaults.moc"
