#include "database.h"
#include "gamerepository.h"
#include "gamescorer.h"
#include "integritycheck.h"
#include "storageerror.h"
#include "walownership.h"
#include "schemamigrator.h"
#include "support/storagedamage.h"
#include "support/testgames.h"
#include "verifiedstamp.h"
#include "support/storedtestgames.h"

#include <QCryptographicHash>
#include <QFile>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QElapsedTimer>
#include <QScopeGuard>

using namespace pinaculo;

// Opening, schema versions and migrations, and the faults of the database file: not SQLite,
// damaged (also without a change of size or time), newer, in use by another instance, read-only
// or full, a folder in its place, a write-ahead log that belongs to another file.
class TestStorageDatabase : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void defaultPathIsTheApplications();
    void freshDatabaseIsCurrentAndSafe();
    void reopenKeepsData();
    void migratesVersion1();
    void refusesNewerSchema();
    void refusesNonDatabase_data();
    void refusesNonDatabase();
    void detectsDamageAndLeavesFileUntouched();
    void moveAsideAndCreateFresh();
    void cleanCloseSkipsFullCheck();
    void scribbleAfterCleanCloseIsDetected();
    void doubtfulStampRunsFullCheck_data();
    void doubtfulStampRunsFullCheck();
    void pendingLogRunsFullCheck();
    void secondInstanceIsLocked();
    void staleLockIsTaken();
    void repositoryWritesOnAfterAReopen();
    void failedWriteReportsWhy_data();
    void failedWriteReportsWhy();
    void staleLogIsSetAside_data();
    void staleLogIsSetAside();
    void ownLogIsReplayedAfterCheckpoints();
    void bitRotIsFoundBeforeWriting();
    void bitRotIsFoundInTheBackground();
    void integrityCheckIsQuick();
    void pathIsAFolder();
    void lockPathIsAFolder();
    void readOnlyFolderIsRead();
    void errorsAreNamedByTheirCause_data();
    void errorsAreNamedByTheirCause();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

namespace {

QString pragma(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery q(db);
    if (!q.prepare(statement) || !q.exec() || !q.next())
        return {};
    return q.value(0).toString();
}

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// The version-1 schema exactly as the first release created it; the fixture of the migration test.
const char *const version1Schema[] = {
    "CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL DEFAULT '',"
    " variant TEXT NOT NULL, first_dealer INTEGER NOT NULL, created_at TEXT NOT NULL,"
    " updated_at TEXT NOT NULL, over INTEGER NOT NULL DEFAULT 0, winner_side INTEGER)",
    "CREATE TABLE game_rules (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " name TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (game_id, name))",
    "CREATE TABLE sides (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " side INTEGER NOT NULL, name TEXT NOT NULL, team INTEGER NOT NULL,"
    " total INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (game_id, side))",
    "CREATE TABLE players (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " seat INTEGER NOT NULL, name TEXT NOT NULL, side INTEGER NOT NULL,"
    " team_position INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (game_id, seat))",
    "CREATE TABLE hands (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " number INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (game_id, number))",
    "CREATE TABLE hand_results (game_id INTEGER NOT NULL, number INTEGER NOT NULL,"
    " seat INTEGER NOT NULL, points INTEGER NOT NULL, premiums INTEGER NOT NULL,"
    " penalties INTEGER NOT NULL, penalty_points INTEGER NOT NULL, went_out INTEGER NOT NULL,"
    " PRIMARY KEY (game_id, number, seat), FOREIGN KEY (game_id, number)"
    " REFERENCES hands(game_id, number) ON DELETE CASCADE)",
    "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "INSERT INTO games (id, name, variant, first_dealer, created_at, updated_at)"
    " VALUES (7, 'Old', 'pinaculo', 1, '2025-01-02T10:00:00.000Z', '2025-01-02T11:00:00.000Z')",
    "INSERT INTO players VALUES (7, 0, 'Ana', 0, 0), (7, 1, 'Bruno', 1, 0)",
    "INSERT INTO sides VALUES (7, 0, 'Ana', -1, 85), (7, 1, 'Bruno', -1, 10)",
    "INSERT INTO game_rules VALUES (7, 'target', '900')",
    "INSERT INTO hands VALUES (7, 0, '{\"results\":{\"Ana\":{\"meld_points\":60,\"hand_points\":0,"
    "\"out\":\"yes\"},\"Bruno\":{\"meld_points\":30,\"hand_points\":20}}}'),"
    " (7, 1, '{\"results\":{\"Ana\":{\"melds\":[\"3H 4H 5H\"],\"hand\":\"KD\"},"
    "\"Bruno\":{\"meld_points\":0,\"hand_points\":0,\"out\":\"yes\"}}}')",
    "PRAGMA user_version = 1",
};

void buildVersion1(const QString &file)
{
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fixture"));
        db.setDatabaseName(file);
        QVERIFY(db.open());
        for (const char *statement : version1Schema) {
            QSqlQuery q(db);
            QVERIFY2(q.prepare(QString::fromLatin1(statement)) && q.exec(),
                     qPrintable(q.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fixture"));
}

} // namespace

void TestStorageDatabase::init()
{
    // Connections are closed and removed in the right order, whatever happens.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("removeDatabase")));
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestStorageDatabase::defaultPathIsTheApplications()
{
    // The application (named "Pinaculo") and pinaculo-cli share one database by default.
    QStandardPaths::setTestModeEnabled(true);
    const QString ownName = QCoreApplication::applicationName();
    QCoreApplication::setApplicationName(QStringLiteral("Pinaculo"));
    const QString expected = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/pinaculo.sqlite");
    QCOMPARE(Database::defaultPath(), expected);
    QCoreApplication::setApplicationName(QStringLiteral("pinaculo-cli"));
    QCOMPARE(Database::defaultPath(), expected);
    QCOMPARE(QCoreApplication::applicationName(), QStringLiteral("pinaculo-cli"));
    QCoreApplication::setApplicationName(ownName);
    QStandardPaths::setTestModeEnabled(false);
}

void TestStorageDatabase::freshDatabaseIsCurrentAndSafe()
{
    Database db;
    const Database::OpenResult r = db.open(path(QStringLiteral("a/b/new.sqlite")));
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(db.schemaVersion(), SchemaMigrator::latestVersion());
    QCOMPARE(pragma(db.connection(), QStringLiteral("PRAGMA journal_mode")), QStringLiteral("wal"));
    QCOMPARE(pragma(db.connection(), QStringLiteral("PRAGMA foreign_keys")), QStringLiteral("1"));
    QCOMPARE(pragma(db.connection(), QStringLiteral("PRAGMA integrity_check")),
             QStringLiteral("ok"));
}

void TestStorageDatabase::reopenKeepsData()
{
    qint64 id = -1;
    {
        Database db;
        QVERIFY(db.open(path(QStringLiteral("keep.sqlite"))).ok());
        id = storagetest::store(GameRepository(db.storage()), testgames::numberedGame(3),
                                QStringLiteral("Friday"));
        QVERIFY(id > 0);
    }
    Database db;
    QVERIFY(db.open(path(QStringLiteral("keep.sqlite"))).ok());
    const auto game = GameRepository(db.storage()).loadGame(id);
    QVERIFY(game);
    QCOMPARE(*game, testgames::numberedGame(3));
}

void TestStorageDatabase::migratesVersion1()
{
    const QString file = path(QStringLiteral("v1.sqlite"));
    buildVersion1(file);
    if (QTest::currentTestFailed())
        return;
    Database db;
    const Database::OpenResult r = db.open(file);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(db.schemaVersion(), SchemaMigrator::latestVersion());
    // Version 2's index exists and the new column was filled from the existing hands.
    QCOMPARE(
        pragma(
            db.connection(),
            QStringLiteral(
                "SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND name = 'players_by_name'")),
        QStringLiteral("1"));
    QCOMPARE(pragma(db.connection(), QStringLiteral("SELECT hand_count FROM games WHERE id = 7")),
             QStringLiteral("2"));
    // Version 3 keeps drafts of the hand being entered.
    QCOMPARE(
        pragma(
            db.connection(),
            QStringLiteral(
                "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'hand_drafts'")),
        QStringLiteral("1"));
    QCOMPARE(pragma(db.connection(), QStringLiteral("PRAGMA integrity_check")),
             QStringLiteral("ok"));
    // The old game still loads, with its own rule snapshot, and takes new hands.
    GameRepository repository(db.storage());
    auto game = repository.loadGame(7);
    QVERIFY(game);
    QCOMPARE(game->setup.players, (QStringList {QStringLiteral("Ana"), QStringLiteral("Bruno")}));
    QCOMPARE(game->setup.rules.target, 900);
    QCOMPARE(game->setup.firstDealer, 1);
    QCOMPARE(game->hands.size(), 2);
    QCOMPARE(*game->hands[0].results[0].meldPoints, 60);
    QCOMPARE(game->hands[1].results[0].melds.size(), 1);
    game->hands.append(testgames::numberedHand(2, 2));
    QVERIFY(repository.changeHand(7, *game, GameScorer::score(*game), 2,
                                  GameRepository::HandChange::Insert));
    QCOMPARE(pragma(db.connection(), QStringLiteral("SELECT hand_count FROM games WHERE id = 7")),
             QStringLiteral("3"));
}

void TestStorageDatabase::refusesNewerSchema()
{
    const QString file = path(QStringLiteral("newer.sqlite"));
    {
        Database db;
        QVERIFY(db.open(file).ok());
        QSqlQuery q(db.connection());
        QVERIFY(q.prepare(QStringLiteral("PRAGMA user_version = 99")) && q.exec());
    }
    Database db;
    const Database::OpenResult r = db.open(file);
    QCOMPARE(r.status, Database::Status::TooNew);
    QVERIFY(r.message.contains(QStringLiteral("99")));
    QVERIFY(!db.isOpen());
}

void TestStorageDatabase::refusesNonDatabase_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("text") << QByteArray("{\"format\": \"pinaculo-game\"}\n");
    QTest::newRow("short") << QByteArray("SQLite");
    QTest::newRow("zeros") << QByteArray(8192, '\0');
}

void TestStorageDatabase::refusesNonDatabase()
{
    QFETCH(QByteArray, content);
    const QString file = path(QStringLiteral("notdb.sqlite"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    Database db;
    const Database::OpenResult r = db.open(file);
    QCOMPARE(r.status, Database::Status::NotDatabase);
    QVERIFY(r.message.contains(QStringLiteral("notdb.sqlite")));
    QFile again(file);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), content);
}

void TestStorageDatabase::detectsDamageAndLeavesFileUntouched()
{
    const QString file = path(QStringLiteral("damaged.sqlite"));
    {
        Database db;
        QVERIFY(db.open(file).ok());
        GameRepository repository(db.storage());
        for (int i = 0; i < 20; ++i)
            QVERIFY(storagetest::store(repository, testgames::numberedGame(5)) > 0);
    } // the last connection's close checkpoints the log into the file
    QVERIFY(!QFile::exists(file + QStringLiteral("-wal"))
            || QFile(file + QStringLiteral("-wal")).size() == 0);
    {
        // Scribble over the middle of the file, keeping the header: SQLite still opens it.
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.size() > 3 * 4096);
        f.seek(4096 + 10);
        f.write(QByteArray(2 * 4096, '\x5a'));
    }
    const QByteArray before = fileHash(file);
    Database db;
    const Database::OpenResult r = db.open(file);
    QCOMPARE(r.status, Database::Status::Damaged);
    QVERIFY(!r.message.isEmpty());
    QVERIFY(!db.isOpen());
    QCOMPARE(fileHash(file), before);
}

void TestStorageDatabase::moveAsideAndCreateFresh()
{
    const QString file = path(QStringLiteral("junk.sqlite"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not a database at all");
    f.close();
    Database db;
    QCOMPARE(db.open(file).status, Database::Status::NotDatabase);
    QString movedTo;
    const Database::OpenResult r
        = db.moveAsideAndCreateFresh(file, Database::Access::Exclusive, &movedTo);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QVERIFY(movedTo != file);
    QFile kept(movedTo);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("not a database at all"));
    QCOMPARE(db.schemaVersion(), SchemaMigrator::latestVersion());
    QVERIFY(storagetest::store(GameRepository(db.storage()), testgames::numberedGame(1)) > 0);
}

namespace {

// A database of a few games, closed cleanly.
void buildClosedDatabase(const QString &file)
{
    Database db;
    QVERIFY(db.open(file).ok());
    GameRepository repository(db.storage());
    // Hands enough that the middle of the file, where storagetest::rot damages it, holds stored
    // hands rather than the first page of a table another program writes to (settings).
    for (int i = 0; i < 20; ++i)
        QVERIFY(storagetest::store(repository, testgames::numberedGame(10)) > 0);
}

} // namespace

void TestStorageDatabase::cleanCloseSkipsFullCheck()
{
    const QString file = path(QStringLiteral("clean.sqlite"));
    buildClosedDatabase(file);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(QFile::exists(VerifiedStamp::pathFor(file)));
    {
        Database db;
        QVERIFY(db.open(file).ok());
        QVERIFY(!db.lastOpenRanFullCheck());
        // Writing and closing cleanly again leaves the file trusted for the next open.
        QVERIFY(storagetest::store(GameRepository(db.storage()), testgames::numberedGame(2)) > 0);
    }
    Database db;
    QVERIFY(db.open(file).ok());
    QVERIFY(!db.lastOpenRanFullCheck());
    QCOMPARE(storagetest::store(GameRepository(db.storage()), testgames::numberedGame(1)),
             qint64(22));
}

void TestStorageDatabase::scribbleAfterCleanCloseIsDetected()
{
    const QString file = path(QStringLiteral("scribbled.sqlite"));
    buildClosedDatabase(file);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(QFile::exists(VerifiedStamp::pathFor(file)));
    {
        // Same size, right after the close: only the modification time tells.
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        f.seek(4096 + 10);
        f.write(QByteArray(2 * 4096, '\x5a'));
    }
    const QByteArray before = fileHash(file);
    Database db;
    const Database::OpenResult r = db.open(file);
    QCOMPARE(r.status, Database::Status::Damaged);
    QVERIFY(db.lastOpenRanFullCheck());
    QCOMPARE(fileHash(file), before);
    // The note goes with the damaged file: the fresh one is checked on its own merits.
    const QString movedTo = Database::moveAside(file);
    QVERIFY(!movedTo.isEmpty());
    QVERIFY(!QFile::exists(VerifiedStamp::pathFor(file)));
    QVERIFY(!QFile::exists(VerifiedStamp::pathFor(movedTo)));
    QCOMPARE(fileHash(movedTo), before);
}

void TestStorageDatabase::doubtfulStampRunsFullCheck_data()
{
    QTest::addColumn<QByteArray>("stamp"); // empty: no note at all
    QTest::newRow("missing") << QByteArray();
    QTest::newRow("unreadable") << QByteArray("not a note\n");
    QTest::newRow("other size") << QByteArray("pinaculo-verified 1\n1\n0\n");
}

void TestStorageDatabase::doubtfulStampRunsFullCheck()
{
    QFETCH(QByteArray, stamp);
    const QString file = path(QStringLiteral("doubtful.sqlite"));
    buildClosedDatabase(file);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(QFile::remove(VerifiedStamp::pathFor(file)));
    if (!stamp.isEmpty()) {
        QFile f(VerifiedStamp::pathFor(file));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(stamp);
    }
    {
        Database db;
        QVERIFY(db.open(file).ok());
        QVERIFY(db.lastOpenRanFullCheck());
    }
    // The check passed and the close was clean: the next open trusts the file again.
    Database db;
    QVERIFY(db.open(file).ok());
    QVERIFY(!db.lastOpenRanFullCheck());
}

void TestStorageDatabase::pendingLogRunsFullCheck()
{
    // A log with writes not yet in the file is what a killed process leaves behind; the file
    // itself keeps the size and time of the note.
    const QString file = path(QStringLiteral("pending.sqlite"));
    buildClosedDatabase(file);
    if (QTest::currentTestFailed())
        return;
    const QFileInfo closed(file);
    {
        QSqlDatabase writer
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("writer"));
        writer.setDatabaseName(file);
        QVERIFY(writer.open());
        QSqlQuery q(writer);
        QVERIFY(
            q.prepare(QStringLiteral("INSERT INTO settings (key, value) VALUES ('pending', 'yes')"))
            && q.exec());
        QVERIFY(QFileInfo(file + QStringLiteral("-wal")).size() > 0);
        const QFileInfo now(file);
        QCOMPARE(now.size(), closed.size());
        QCOMPARE(now.lastModified(), closed.lastModified());
        {
            Database db;
            QVERIFY(db.open(file).ok());
            QVERIFY(db.lastOpenRanFullCheck());
        }
        // The log is still there (the writer is open): no note vouches for the file.
        QVERIFY(!QFile::exists(VerifiedStamp::pathFor(file)));
        writer.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("writer"));
}

void TestStorageDatabase::secondInstanceIsLocked()
{
    const QString file = path(QStringLiteral("shared.sqlite"));
    Database first;
    QVERIFY(first.open(file, Database::Access::Exclusive).ok());
    Database second;
    const Database::OpenResult r = second.open(file, Database::Access::Exclusive);
    QCOMPARE(r.status, Database::Status::Locked);
    QVERIFY(r.message.contains(QStringLiteral("shared.sqlite")));
    // The command-line tool does not take the lock: its short transactions wait instead.
    Database cli;
    QVERIFY(cli.open(file, Database::Access::Shared).ok());
    QVERIFY(storagetest::store(GameRepository(cli.storage()), testgames::numberedGame(1)) > 0);
    first.close();
    QVERIFY(second.open(file, Database::Access::Exclusive).ok());
}

void TestStorageDatabase::staleLockIsTaken()
{
    // A lock file left by a process that no longer exists (killed, crashed) does not block.
    const QString file = path(QStringLiteral("stale.sqlite"));
    QFile lock(file + QStringLiteral(".lock"));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write("999999999\npinaculo\n");
    lock.write(QSysInfo::machineHostName().toUtf8() + "\n");
    lock.close();
    Database db;
    const Database::OpenResult r = db.open(file, Database::Access::Exclusive);
    QVERIFY2(r.ok(), qPrintable(r.message));
}

// The window's repository keeps its statements prepared for the whole game: the connection
// opened again under it (StoredGames after a restore) must not leave it writing nothing.
void TestStorageDatabase::repositoryWritesOnAfterAReopen()
{
    Database db;
    QVERIFY(db.open(path(QStringLiteral("reopened.sqlite")), Database::Access::Exclusive).ok());
    QVERIFY(db.integrityCheck()->waitForVerdict());
    GameRepository repository(db.storage());
    Game game = testgames::numberedGame(3);
    const qint64 id = storagetest::store(repository, game);
    QVERIFY(id > 0);
    game.hands.append(testgames::numberedHand(3, 2));
    QString error;
    QVERIFY2(repository.changeHand(id, game, GameScorer::score(game), 3,
                                   GameRepository::HandChange::Insert, &error),
             qPrintable(error)); // every statement of a hand recorded, prepared

    const Database::OpenResult reopened = db.reopen();
    QVERIFY2(reopened.ok(), qPrintable(reopened.message));
    QVERIFY(db.integrityCheck()->waitForVerdict());
    game.hands.append(testgames::numberedHand(4, 2));
    QVERIFY2(repository.changeHand(id, game, GameScorer::score(game), 4,
                                   GameRepository::HandChange::Insert, &error),
             qPrintable(error));
    QCOMPARE(GameRepository(db.storage()).loadGame(id)->hands, game.hands);
}

void TestStorageDatabase::failedWriteReportsWhy_data()
{
    QTest::addColumn<QString>("limit");
    QTest::addColumn<QString>("expected");
    // query_only makes SQLite refuse writes as a read-only file does (SQLITE_READONLY);
    // max_page_count makes it run out of room as a full disk does (SQLITE_FULL).
    QTest::newRow("read-only") << QStringLiteral("PRAGMA query_only = ON")
                               << QStringLiteral("read-only");
    QTest::newRow("full") << QStringLiteral("PRAGMA max_page_count = 1")
                          << QStringLiteral("disk is full");
}

void TestStorageDatabase::failedWriteReportsWhy()
{
    QFETCH(QString, limit);
    QFETCH(QString, expected);
    Database db;
    QVERIFY(db.open(path(QStringLiteral("limited.sqlite"))).ok());
    GameRepository repository(db.storage());
    Game game = testgames::numberedGame(2);
    const qint64 id = storagetest::store(repository, game);
    QVERIFY(id > 0);
    QString pages = pragma(db.connection(), QStringLiteral("PRAGMA page_count"));
    {
        QSqlQuery q(db.connection());
        QVERIFY(q.prepare(limit.replace(QStringLiteral("= 1"), QStringLiteral("= ") + pages))
                && q.exec());
    }
    // A game with many hands needs more pages than are left.
    Game big = testgames::numberedGame(200);
    QString error;
    QCOMPARE(storagetest::store(repository, big, {}, &error), qint64(-1));
    QVERIFY2(error.contains(expected), qPrintable(error));
    game.hands.append(testgames::numberedHand(2, 2));
    error.clear();
    bool written = repository.changeHand(id, game, GameScorer::score(game), 2,
                                         GameRepository::HandChange::Insert, &error);
    if (expected == u"read-only") {
        QVERIFY(!written);
        QVERIFY2(error.contains(expected), qPrintable(error));
    }
    // Nothing half-written: the stored game is either the old one or the new one, whole.
    const auto stored = repository.loadGame(id);
    QVERIFY(stored);
    if (written)
        QCOMPARE(*stored, game);
    else
        QCOMPARE(stored->hands.size(), 2);
    QCOMPARE(pragma(db.connection(), QStringLiteral("SELECT COUNT(*) FROM games")),
             QStringLiteral("1"));
    QCOMPARE(pragma(db.connection(), QStringLiteral("PRAGMA integrity_check")),
             QStringLiteral("ok"));
}

namespace {

int gameCount(const QString &file)
{
    Database db;
    const Database::OpenResult r = db.open(file);
    if (!r.ok())
        return -1;
    return pragma(db.connection(), QStringLiteral("SELECT COUNT(*) FROM games")).toInt();
}

// Writes `count` times and ends without closing anything, as a killed process would.
bool writeAndDie(const QString &file, int count)
{
    QProcess helper;
    helper.start(QStringLiteral(STORAGE_WRITER_HELPER), {file, QString::number(count)});
    return helper.waitForFinished(30000) && helper.exitStatus() == QProcess::NormalExit
        && helper.exitCode() == 0;
}

} // namespace

void TestStorageDatabase::staleLogIsSetAside_data()
{
    QTest::addColumn<QString>("restore");
    QTest::newRow("no restore") << QStringLiteral("none");
    QTest::newRow("copied over") << QStringLiteral("in place");
    QTest::newRow("moved over") << QStringLiteral("new file");
    QTest::newRow("deleted") << QStringLiteral("deleted");
}

// The case: a writer killed with its log left, then a backup copied over the database.
// SQLite would replay the old log onto the backup; the log must be set aside instead, and only
// then: the log of the file it belongs to is replayed as always.
void TestStorageDatabase::staleLogIsSetAside()
{
    QFETCH(QString, restore);
    const QString file = path(QStringLiteral("restored.sqlite"));
    buildClosedDatabase(file);
    if (QTest::currentTestFailed())
        return;
    const QByteArray backup = storagetest::contentOf(file); // 20 games
    {
        Database db;
        QVERIFY(db.open(file).ok());
        GameRepository repository(db.storage());
        for (int i = 0; i < 30; ++i)
            QVERIFY(storagetest::store(repository, testgames::numberedGame(5)) > 0);
    }
    QVERIFY(writeAndDie(file, 12));
    QVERIFY(QFileInfo(file + QStringLiteral("-wal")).size() > 32);

    if (restore == u"in place") {
        storagetest::overwrite(file, backup);
    } else if (restore == u"new file") {
        QVERIFY(QFile::remove(file));
        storagetest::overwrite(file, backup);
    } else if (restore == u"deleted") {
        // Also without its note: a log beside no database belongs to none.
        QVERIFY(QFile::remove(file));
        QVERIFY(QFile::remove(WalOwnership::notePath(file)));
    }
    Database db;
    const Database::OpenResult r = db.open(file);
    QVERIFY2(r.ok(), qPrintable(r.message));
    const int games = pragma(db.connection(), QStringLiteral("SELECT COUNT(*) FROM games")).toInt();
    const QStringList stale
        = QDir(m_dir->path()).entryList({QStringLiteral("restored.sqlite-wal.stale-*")});
    if (restore == u"none") {
        QVERIFY2(games > 50, qPrintable(QString::number(games)));
        QVERIFY(r.notices.isEmpty());
        QVERIFY(stale.isEmpty());
        return;
    }
    QCOMPARE(games, restore == u"deleted" ? 0 : 20);
    QCOMPARE(r.notices.size(), 1);
    QVERIFY2(r.notices.first().contains(QStringLiteral("backup")), qPrintable(r.notices.first()));
    QCOMPARE(stale.size(), 1);
    QVERIFY(r.notices.first().contains(stale.first()));
    QVERIFY(QFileInfo(m_dir->filePath(stale.first())).size() > 32);
    QCOMPARE(QDir(m_dir->path()).entryList({QStringLiteral("restored.sqlite-shm.stale-*")}).size(),
             1);
    QCOMPARE(pragma(db.connection(), QStringLiteral("PRAGMA integrity_check")),
             QStringLiteral("ok"));
    // The file takes new games as usual.
    QVERIFY(storagetest::store(GameRepository(db.storage()), testgames::numberedGame(1)) > 0);
}

// Checkpoints made along the way (a large log) keep the note true: the log left by a writer
// killed after them is its file's, and is replayed.
void TestStorageDatabase::ownLogIsReplayedAfterCheckpoints()
{
    const QString file = path(QStringLiteral("long.sqlite"));
    buildClosedDatabase(file);
    if (QTest::currentTestFailed())
        return;
    const qint64 before = QFileInfo(file).size();
    // About 30 KB of log per write: a few checkpoints on the way.
    QVERIFY(writeAndDie(file, 400));
    QVERIFY(QFileInfo(file).size() > before); // checkpointed into the file
    QVERIFY(QFileInfo(file + QStringLiteral("-wal")).size() > 32);
    QCOMPARE(WalOwnership::inspect(file), WalOwnership::Verdict::Owned);
    QVERIFY(gameCount(file) > 20 + 50);
}

void TestStorageDatabase::bitRotIsFoundBeforeWriting()
{
    const QString file = path(QStringLiteral("rotten.sqlite"));
    buildClosedDatabase(file);
    if (QTest::currentTestFailed())
        return;
    storagetest::rot(file);
    if (QTest::currentTestFailed())
        return;
    const QByteArray before = fileHash(file);
    {
        Database db;
        const Database::OpenResult r = db.open(file);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(!db.lastOpenRanFullCheck()); // the stamp still matches: the case
        QString error;
        QCOMPARE(storagetest::store(GameRepository(db.storage()), testgames::numberedGame(1), {},
                                    &error),
                 qint64(-1));
        QVERIFY2(error.contains(QStringLiteral("damaged")), qPrintable(error));
        QCOMPARE(db.integrityCheck()->state(), IntegrityCheck::State::Failed);
    }
    QCOMPARE(fileHash(file), before);
    // No note vouches for it any more: the next open reads it whole and refuses it.
    QVERIFY(!QFile::exists(VerifiedStamp::pathFor(file)));
    Database db;
    QCOMPARE(db.open(file).status, Database::Status::Damaged);
    QCOMPARE(fileHash(file), before);
}

void TestStorageDatabase::bitRotIsFoundInTheBackground()
{
    const QString file = path(QStringLiteral("rotten.sqlite"));
    buildClosedDatabase(file);
    if (QTest::currentTestFailed())
        return;
    storagetest::rot(file);
    if (QTest::currentTestFailed())
        return;
    const QByteArray before = fileHash(file);
    Database db;
    const Database::OpenResult r = db.open(file, Database::Access::Exclusive);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QSignalSpy finished(db.integrityCheck(), &IntegrityCheck::finished);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().at(0).toBool(), false);
    QVERIFY(finished.first().at(1).toString().contains(QStringLiteral("backup")));
    // Another program writes into the log meanwhile: its writes are not folded into the damaged
    // file either, not even by the checkpoint SQLite makes as the last connection closes.
    {
        QSqlDatabase other
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        other.setDatabaseName(file);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(
            q.exec(QStringLiteral("INSERT INTO settings (key, value) VALUES ('other', 'yes')")));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    QCOMPARE(storagetest::store(GameRepository(db.storage()), testgames::numberedGame(1)),
             qint64(-1));
    const QByteArray log = fileHash(file + QStringLiteral("-wal"));
    db.close();
    QCOMPARE(fileHash(file), before);
    QCOMPARE(fileHash(file + QStringLiteral("-wal")), log);
}

// The window checks the whole file at every start, on another thread: cheap enough for that.
void TestStorageDatabase::integrityCheckIsQuick()
{
    const QString file = path(QStringLiteral("large.sqlite"));
    {
        Database db;
        QVERIFY(db.open(file).ok());
        GameRepository repository(db.storage());
        for (int i = 0; i < 300; ++i)
            QVERIFY(storagetest::store(repository, testgames::numberedGame(12)) > 0);
    }
    QElapsedTimer timer;
    timer.start();
    const IntegrityCheck::Outcome outcome = IntegrityCheck::examine(file, QStringLiteral("timed"));
    const qint64 elapsed = timer.elapsed();
    QCOMPARE(outcome.kind, IntegrityCheck::Outcome::Kind::Passed);
    qInfo("integrity_check of %lld KB: %lld ms", QFileInfo(file).size() / 1024, elapsed);
    QVERIFY(elapsed < 2000);
}

void TestStorageDatabase::pathIsAFolder()
{
    QVERIFY(QDir().mkpath(path(QStringLiteral("folder.sqlite"))));
    Database db;
    const Database::OpenResult r = db.open(path(QStringLiteral("folder.sqlite")));
    QCOMPARE(r.status, Database::Status::Unavailable);
    QVERIFY2(r.message.contains(QStringLiteral("is a folder")), qPrintable(r.message));
}

void TestStorageDatabase::lockPathIsAFolder()
{
    const QString file = path(QStringLiteral("locked.sqlite"));
    QVERIFY(QDir().mkpath(file + QStringLiteral(".lock")));
    Database db;
    const Database::OpenResult r = db.open(file, Database::Access::Exclusive);
    QCOMPARE(r.status, Database::Status::Unavailable);
    QVERIFY2(r.message.contains(QStringLiteral("is a folder")), qPrintable(r.message));
    QVERIFY2(!r.message.contains(QStringLiteral("not writable")), qPrintable(r.message));
}

void TestStorageDatabase::readOnlyFolderIsRead()
{
    const QString folder = path(QStringLiteral("shelf"));
    const QString file = folder + QStringLiteral("/games.sqlite");
    QVERIFY(QDir().mkpath(folder));
    buildClosedDatabase(file);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner));
    const auto restore = qScopeGuard([&] {
        QFile::setPermissions(
            folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    });
    // Root writes whatever the permissions say (and CI runs as root); a read-only mount would
    // stop it, but mounting needs privileges a test must not ask for.
    if (QFile probe(folder + QStringLiteral("/probe")); probe.open(QIODevice::WriteOnly)) {
        probe.remove();
        QSKIP("this user writes into a read-only folder (root)");
    }
    Database db;
    const Database::OpenResult r = db.open(file, Database::Access::Exclusive);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QVERIFY(db.isReadOnly());
    QCOMPARE(r.notices.size(), 1);
    QVERIFY2(r.notices.first().contains(QStringLiteral("cannot be written")),
             qPrintable(r.notices.first()));
    QCOMPARE(pragma(db.connection(), QStringLiteral("SELECT COUNT(*) FROM games")),
             QStringLiteral("20"));
    QString error;
    QCOMPARE(
        storagetest::store(GameRepository(db.storage()), testgames::numberedGame(1), {}, &error),
        qint64(-1));
    QVERIFY2(error.contains(QStringLiteral("read-only")), qPrintable(error));
    // A new database cannot be made there: said plainly.
    Database fresh;
    const Database::OpenResult refused = fresh.open(folder + QStringLiteral("/new.sqlite"));
    QCOMPARE(refused.status, Database::Status::Unavailable);
    QVERIFY2(refused.message.contains(QStringLiteral("read-only")), qPrintable(refused.message));
}

void TestStorageDatabase::errorsAreNamedByTheirCause_data()
{
    // SQLite's extended result codes, as QSqlError::nativeErrorCode() gives them.
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("expected");
    QTest::newRow("busy") << QStringLiteral("5") << QStringLiteral("busy");
    QTest::newRow("busy recovery") << QStringLiteral("261") << QStringLiteral("busy");
    QTest::newRow("locked") << QStringLiteral("6") << QStringLiteral("busy");
    QTest::newRow("full") << QStringLiteral("13") << QStringLiteral("disk is full");
    QTest::newRow("read-only") << QStringLiteral("8") << QStringLiteral("read-only");
    QTest::newRow("read-only mount") << QStringLiteral("1032") << QStringLiteral("read-only");
    QTest::newRow("write error") << QStringLiteral("778")
                                 << QStringLiteral("could not be read or written");
    QTest::newRow("index map") << QStringLiteral("4874")
                               << QStringLiteral("could not be read or written");
    QTest::newRow("cannot open") << QStringLiteral("14") << QStringLiteral("cannot be opened");
    QTest::newRow("damaged") << QStringLiteral("11") << QStringLiteral("damaged");
    QTest::newRow("no text") << QStringLiteral("1") << QStringLiteral("database error 1");
}

void TestStorageDatabase::errorsAreNamedByTheirCause()
{
    QFETCH(QString, code);
    QFETCH(QString, expected);
    const QString text
        = StorageError::describe(QSqlError(QString(), QString(), QSqlError::StatementError, code));
    QVERIFY2(text.contains(expected), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("unknown")));
    if (expected != u"disk is full")
        QVERIFY(!text.contains(QStringLiteral("full")));
}

QTEST_GUILESS_MAIN(TestStorageDatabase)
#include "tst_storagedatabase.moc"
