#include "database.h"
#include "gamerepository.h"
#include "schemamigrator.h"
#include "storagetestgames.h"
#include "verifiedstamp.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// Opening, schema versions and migrations, and the faults of the database file: not SQLite,
// damaged, newer, in use by another instance, read-only or full.
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
    void failedWriteReportsWhy_data();
    void failedWriteReportsWhy();

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
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fixture"));
        db.setDatabaseName(file);
        QVERIFY(db.open());
        for (const char *statement : version1Schema) {
            QSqlQuery q(db);
            QVERIFY2(q.prepare(QString::fromLatin1(statement)) && q.exec(), qPrintable(q.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fixture"));
}

} // namespace

void TestStorageDatabase::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestStorageDatabase::defaultPathIsTheApplications()
{
    // The application (named "Pinaculo") and pinaculo-cli share one database by default.
    QStandardPaths::setTestModeEnabled(true);
    const QString ownName = QCoreApplication::applicationName();
    QCoreApplication::setApplicationName(u"Pinaculo"_qs);
    const QString expected =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/pinaculo.sqlite"_qs;
    QCOMPARE(Database::defaultPath(), expected);
    QCoreApplication::setApplicationName(u"pinaculo-cli"_qs);
    QCOMPARE(Database::defaultPath(), expected);
    QCOMPARE(QCoreApplication::applicationName(), u"pinaculo-cli"_qs);
    QCoreApplication::setApplicationName(ownName);
    QStandardPaths::setTestModeEnabled(false);
}

void TestStorageDatabase::freshDatabaseIsCurrentAndSafe()
{
    Database db;
    const Database::OpenResult r = db.open(path(u"a/b/new.sqlite"_qs));
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(db.schemaVersion(), SchemaMigrator::latestVersion());
    QCOMPARE(pragma(db.connection(), u"PRAGMA journal_mode"_qs), u"wal"_qs);
    QCOMPARE(pragma(db.connection(), u"PRAGMA foreign_keys"_qs), u"1"_qs);
    QCOMPARE(pragma(db.connection(), u"PRAGMA integrity_check"_qs), u"ok"_qs);
}

void TestStorageDatabase::reopenKeepsData()
{
    qint64 id = -1;
    {
        Database db;
        QVERIFY(db.open(path(u"keep.sqlite"_qs)).ok());
        id = GameRepository(db.connection()).createGame(storagetest::quickGame(3), u"Friday"_qs);
        QVERIFY(id > 0);
    }
    Database db;
    QVERIFY(db.open(path(u"keep.sqlite"_qs)).ok());
    const auto game = GameRepository(db.connection()).loadGame(id);
    QVERIFY(game);
    QCOMPARE(*game, storagetest::quickGame(3));
}

void TestStorageDatabase::migratesVersion1()
{
    const QString file = path(u"v1.sqlite"_qs);
    buildVersion1(file);
    if (QTest::currentTestFailed())
        return;
    Database db;
    const Database::OpenResult r = db.open(file);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(db.schemaVersion(), SchemaMigrator::latestVersion());
    // Version 2's index exists and the new column was filled from the existing hands.
    QCOMPARE(pragma(db.connection(),
                    u"SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND name = 'players_by_name'"_qs),
             u"1"_qs);
    QCOMPARE(pragma(db.connection(), u"SELECT hand_count FROM games WHERE id = 7"_qs), u"2"_qs);
    // Version 3 keeps drafts of the hand being entered.
    QCOMPARE(pragma(db.connection(),
                    u"SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'hand_drafts'"_qs),
             u"1"_qs);
    QCOMPARE(pragma(db.connection(), u"PRAGMA integrity_check"_qs), u"ok"_qs);
    // The old game still loads, with its own rule snapshot, and takes new hands.
    GameRepository repository(db.connection());
    auto game = repository.loadGame(7);
    QVERIFY(game);
    QCOMPARE(game->setup.players, (QStringList{u"Ana"_qs, u"Bruno"_qs}));
    QCOMPARE(game->setup.rules.target, 900);
    QCOMPARE(game->setup.firstDealer, 1);
    QCOMPARE(game->hands.size(), 2);
    QCOMPARE(*game->hands[0].results[0].meldPoints, 60);
    QCOMPARE(game->hands[1].results[0].melds.size(), 1);
    game->hands.append(storagetest::quickHand(2, 2));
    QVERIFY(repository.insertHand(7, *game, 2));
    QCOMPARE(pragma(db.connection(), u"SELECT hand_count FROM games WHERE id = 7"_qs), u"3"_qs);
}

void TestStorageDatabase::refusesNewerSchema()
{
    const QString file = path(u"newer.sqlite"_qs);
    {
        Database db;
        QVERIFY(db.open(file).ok());
        QSqlQuery q(db.connection());
        QVERIFY(q.prepare(u"PRAGMA user_version = 99"_qs) && q.exec());
    }
    Database db;
    const Database::OpenResult r = db.open(file);
    QCOMPARE(r.status, Database::Status::TooNew);
    QVERIFY(r.message.contains(u"99"_qs));
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
    const QString file = path(u"notdb.sqlite"_qs);
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    Database db;
    const Database::OpenResult r = db.open(file);
    QCOMPARE(r.status, Database::Status::NotDatabase);
    QVERIFY(r.message.contains(u"notdb.sqlite"_qs));
    QFile again(file);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), content);
}

void TestStorageDatabase::detectsDamageAndLeavesFileUntouched()
{
    const QString file = path(u"damaged.sqlite"_qs);
    {
        Database db;
        QVERIFY(db.open(file).ok());
        GameRepository repository(db.connection());
        for (int i = 0; i < 20; ++i)
            QVERIFY(repository.createGame(storagetest::quickGame(5)) > 0);
    }   // the last connection's close checkpoints the log into the file
    QVERIFY(!QFile::exists(file + u"-wal"_qs) || QFile(file + u"-wal"_qs).size() == 0);
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
    const QString file = path(u"junk.sqlite"_qs);
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not a database at all");
    f.close();
    Database db;
    QCOMPARE(db.open(file).status, Database::Status::NotDatabase);
    QString movedTo;
    const Database::OpenResult r = db.moveAsideAndCreateFresh(file, Database::Access::Exclusive, &movedTo);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QVERIFY(movedTo != file);
    QFile kept(movedTo);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("not a database at all"));
    QCOMPARE(db.schemaVersion(), SchemaMigrator::latestVersion());
    QVERIFY(GameRepository(db.connection()).createGame(storagetest::quickGame(1)) > 0);
}

namespace {

// A database of a few games, closed cleanly.
void buildClosedDatabase(const QString &file)
{
    Database db;
    QVERIFY(db.open(file).ok());
    GameRepository repository(db.connection());
    for (int i = 0; i < 20; ++i)
        QVERIFY(repository.createGame(storagetest::quickGame(5)) > 0);
}

} // namespace

void TestStorageDatabase::cleanCloseSkipsFullCheck()
{
    const QString file = path(u"clean.sqlite"_qs);
    buildClosedDatabase(file);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(QFile::exists(VerifiedStamp::pathFor(file)));
    {
        Database db;
        QVERIFY(db.open(file).ok());
        QVERIFY(!db.lastOpenRanFullCheck());
        // Writing and closing cleanly again leaves the file trusted for the next open.
        QVERIFY(GameRepository(db.connection()).createGame(storagetest::quickGame(2)) > 0);
    }
    Database db;
    QVERIFY(db.open(file).ok());
    QVERIFY(!db.lastOpenRanFullCheck());
    QCOMPARE(GameRepository(db.connection()).createGame(storagetest::quickGame(1)), qint64(22));
}

void TestStorageDatabase::scribbleAfterCleanCloseIsDetected()
{
    const QString file = path(u"scribbled.sqlite"_qs);
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
    QTest::addColumn<QByteArray>("stamp");   // empty: no note at all
    QTest::newRow("missing") << QByteArray();
    QTest::newRow("unreadable") << QByteArray("not a note\n");
    QTest::newRow("other size") << QByteArray("pinaculo-verified 1\n1\n0\n");
}

void TestStorageDatabase::doubtfulStampRunsFullCheck()
{
    QFETCH(QByteArray, stamp);
    const QString file = path(u"doubtful.sqlite"_qs);
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
    const QString file = path(u"pending.sqlite"_qs);
    buildClosedDatabase(file);
    if (QTest::currentTestFailed())
        return;
    const QFileInfo closed(file);
    {
        QSqlDatabase writer = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("writer"));
        writer.setDatabaseName(file);
        QVERIFY(writer.open());
        QSqlQuery q(writer);
        QVERIFY(q.prepare(u"INSERT INTO settings (key, value) VALUES ('pending', 'yes')"_qs) && q.exec());
        QVERIFY(QFileInfo(file + u"-wal"_qs).size() > 0);
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
    const QString file = path(u"shared.sqlite"_qs);
    Database first;
    QVERIFY(first.open(file, Database::Access::Exclusive).ok());
    Database second;
    const Database::OpenResult r = second.open(file, Database::Access::Exclusive);
    QCOMPARE(r.status, Database::Status::Locked);
    QVERIFY(r.message.contains(u"shared.sqlite"_qs));
    // The command-line tool does not take the lock: its short transactions wait instead.
    Database cli;
    QVERIFY(cli.open(file, Database::Access::Shared).ok());
    QVERIFY(GameRepository(cli.connection()).createGame(storagetest::quickGame(1)) > 0);
    first.close();
    QVERIFY(second.open(file, Database::Access::Exclusive).ok());
}

void TestStorageDatabase::staleLockIsTaken()
{
    // A lock file left by a process that no longer exists (killed, crashed) does not block.
    const QString file = path(u"stale.sqlite"_qs);
    QFile lock(file + u".lock"_qs);
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write("999999999\npinaculo\n");
    lock.write(QSysInfo::machineHostName().toUtf8() + "\n");
    lock.close();
    Database db;
    const Database::OpenResult r = db.open(file, Database::Access::Exclusive);
    QVERIFY2(r.ok(), qPrintable(r.message));
}

void TestStorageDatabase::failedWriteReportsWhy_data()
{
    QTest::addColumn<QString>("limit");
    QTest::addColumn<QString>("expected");
    // query_only makes SQLite refuse writes as a read-only file does (SQLITE_READONLY);
    // max_page_count makes it run out of room as a full disk does (SQLITE_FULL).
    QTest::newRow("read-only") << u"PRAGMA query_only = ON"_qs << u"read-only"_qs;
    QTest::newRow("full") << u"PRAGMA max_page_count = 1"_qs << u"disk is full"_qs;
}

void TestStorageDatabase::failedWriteReportsWhy()
{
    QFETCH(QString, limit);
    QFETCH(QString, expected);
    Database db;
    QVERIFY(db.open(path(u"limited.sqlite"_qs)).ok());
    GameRepository repository(db.connection());
    Game game = storagetest::quickGame(2);
    const qint64 id = repository.createGame(game);
    QVERIFY(id > 0);
    QString pages = pragma(db.connection(), u"PRAGMA page_count"_qs);
    {
        QSqlQuery q(db.connection());
        QVERIFY(q.prepare(limit.replace(u"= 1"_qs, u"= "_qs + pages)) && q.exec());
    }
    // A game with many hands needs more pages than are left.
    Game big = storagetest::quickGame(200);
    QString error;
    QCOMPARE(repository.createGame(big, {}, &error), qint64(-1));
    QVERIFY2(error.contains(expected), qPrintable(error));
    game.hands.append(storagetest::quickHand(2, 2));
    error.clear();
    bool written = repository.insertHand(id, game, 2, &error);
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
    QCOMPARE(pragma(db.connection(), u"SELECT COUNT(*) FROM games"_qs), u"1"_qs);
    QCOMPARE(pragma(db.connection(), u"PRAGMA integrity_check"_qs), u"ok"_qs);
}

QTEST_GUILESS_MAIN(TestStorageDatabase)
#include "tst_storagedatabase.moc"
