#include "database.h"
#include "gamecatalog.h"
#include "gamefilereader.h"
#include "gamerepository.h"
#include "support/storagedamage.h"
#include "support/testgames.h"
#include "walownership.h"
#include "support/storedtestgames.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// pinaculo-cli import / export / list against a temporary database, and durability: a writer
// killed with SIGKILL at random moments loses nothing it reported and leaves nothing partial.
class TestStorageCli : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void importExportImport_data();
    void importExportImport();
    void refusedFileImportsNothing();
    void listJsonAndFilters();
    void usageAndDatabaseErrors();
    void survivesSigkill();
    void lockFollowsTheHoldingProcess();
    void staleLogIsNotReplayedOntoBackup();
    void importRefusesDamagedDatabase();
    void damagedGameIsRefusedNotReadShort();
    void readCommandsWorkOnAFullOrReadOnlyDisk();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Run cli(const QStringList &arguments) const;
    QString dbPath() const { return m_dir->filePath(QStringLiteral("cli.sqlite")); }
    QJsonArray listedGames() const;

    std::unique_ptr<QTemporaryDir> m_dir;
};

TestStorageCli::Run TestStorageCli::cli(const QStringList &arguments) const
{
    QProcess process;
    process.start(QStringLiteral(PINACULO_CLI), arguments);
    Run run;
    if (!process.waitForFinished(30000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QJsonArray TestStorageCli::listedGames() const
{
    const Run run
        = cli({QStringLiteral("list"), QStringLiteral("--db"), dbPath(), QStringLiteral("--json")});
    return QJsonDocument::fromJson(run.out).object().value(u"games").toArray();
}

void TestStorageCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestStorageCli::importExportImport_data()
{
    QTest::addColumn<QString>("file");
    const QDir data(QStringLiteral(PINACULO_TEST_DATA));
    for (const QString &name :
         data.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (GameFileReader::readFile(data.filePath(name)).ok())
            QTest::newRow(qPrintable(name)) << data.filePath(name);
    }
}

void TestStorageCli::importExportImport()
{
    QFETCH(QString, file);
    const Run imported = cli({QStringLiteral("import"), file, QStringLiteral("--db"), dbPath()});
    QCOMPARE(imported.exitCode, 0);
    const QString id = QString::fromUtf8(imported.out).trimmed();
    QVERIFY2(id.toLongLong() > 0, imported.err.constData());

    const QString exported = m_dir->filePath(QStringLiteral("exported.json"));
    const Run exportRun = cli({QStringLiteral("export"), id, QStringLiteral("--db"), dbPath(),
                               QStringLiteral("-o"), exported});
    QVERIFY2(exportRun.exitCode == 0, exportRun.err.constData());
    const GameFileReader::Result original = GameFileReader::readFile(file);
    const GameFileReader::Result written = GameFileReader::readFile(exported);
    QVERIFY2(written.ok(), qPrintable(written.error.text()));
    QCOMPARE(written.game, original.game);

    const Run again = cli({QStringLiteral("import"), exported, QStringLiteral("--db"), dbPath()});
    QCOMPARE(again.exitCode, 0);
    const qint64 secondId = QString::fromUtf8(again.out).trimmed().toLongLong();
    QVERIFY(secondId > id.toLongLong());
    Database db;
    QVERIFY(db.open(dbPath()).ok());
    QCOMPARE(*GameRepository(db.storage()).loadGame(secondId), original.game);
}

void TestStorageCli::refusedFileImportsNothing()
{
    const QString good = QStringLiteral(PINACULO_TEST_DATA "/example-pinaculo.json");
    QCOMPARE(cli({QStringLiteral("import"), good, QStringLiteral("--db"), dbPath()}).exitCode, 0);
    const QJsonArray before = listedGames();
    QCOMPARE(before.size(), 1);
    // A file whose last hand is impossible: the earlier, valid hands must not be stored either.
    QFile source(QStringLiteral(PINACULO_TEST_DATA "/refused-late-two-out.json"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QString refused = m_dir->filePath(QStringLiteral("refused.json"));
    QVERIFY(source.copy(refused));
    const Run run = cli({QStringLiteral("import"), refused, QStringLiteral("--db"), dbPath()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.err.contains("refused.json"));
    QVERIFY(run.err.contains("hand 2"));
    QFile broken(m_dir->filePath(QStringLiteral("broken.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"format\": \"pinaculo-game\",");
    broken.close();
    QCOMPARE(cli({QStringLiteral("import"), broken.fileName(), QStringLiteral("--db"), dbPath()})
                 .exitCode,
             2);
    QCOMPARE(listedGames(), before);
}

void TestStorageCli::listJsonAndFilters()
{
    for (const char *name : {"game-pinacle-pairs.json", "example-pinaculo.json"})
        QCOMPARE(cli({QStringLiteral("import"),
                      QStringLiteral(PINACULO_TEST_DATA "/") + QString::fromLatin1(name),
                      QStringLiteral("--db"), dbPath()})
                     .exitCode,
                 0);
    const QJsonArray games = listedGames();
    QCOMPARE(games.size(), 2);
    QJsonObject pairs;
    for (const QJsonValue &g : games) {
        if (g[u"variant"].toString() == u"pinacle")
            pairs = g.toObject();
    }
    QCOMPARE(pairs[u"sides"].toArray(),
             (QJsonArray {QStringLiteral("Nos"), QStringLiteral("Ellos")}));
    QCOMPARE(pairs[u"name"].toString(), QStringLiteral("game-pinacle-pairs"));
    QVERIFY(pairs[u"hands"].toInt() > 0);
    const Run filtered
        = cli({QStringLiteral("list"), QStringLiteral("--db"), dbPath(), QStringLiteral("--json"),
               QStringLiteral("--variant"), QStringLiteral("pinacle")});
    QCOMPARE(QJsonDocument::fromJson(filtered.out)[u"games"].toArray().size(), 1);
    const Run text = cli({QStringLiteral("list"), QStringLiteral("--db"), dbPath()});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("Nos, Ellos"));
    QCOMPARE(text.out.count('\n'), 3); // header and two games
}

void TestStorageCli::usageAndDatabaseErrors()
{
    QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--db"), dbPath()}).exitCode, 2);
    QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("abc"), QStringLiteral("--db"), dbPath(),
                  QStringLiteral("-o"), QStringLiteral("x.json")})
                 .exitCode,
             2);
    QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--db"), dbPath()})
                 .exitCode,
             2);
    const Run missing
        = cli({QStringLiteral("export"), QStringLiteral("99"), QStringLiteral("--db"), dbPath(),
               QStringLiteral("-o"), m_dir->filePath(QStringLiteral("x.json"))});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("99"));
    QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("x.json"))));
    QFile notDb(m_dir->filePath(QStringLiteral("text.sqlite")));
    QVERIFY(notDb.open(QIODevice::WriteOnly));
    notDb.write("hello");
    notDb.close();
    const Run damaged = cli({QStringLiteral("list"), QStringLiteral("--db"), notDb.fileName()});
    QCOMPARE(damaged.exitCode, 3);
    QVERIFY(damaged.err.contains("text.sqlite"));
    QVERIFY(notDb.open(QIODevice::ReadOnly));
    QCOMPARE(notDb.readAll(), QByteArray("hello"));
}

void TestStorageCli::survivesSigkill()
{
    const QString path = dbPath();
    QMap<qint64, int> reported; // game id -> hands reported written
    QRandomGenerator random(20261130);
    for (int round = 0; round < 10; ++round) {
        QProcess writer;
        writer.start(QStringLiteral(STORAGE_WRITER_HELPER), {path});
        QVERIFY(writer.waitForStarted());
        // Let it get going, then kill it mid-stream at a random moment.
        QVERIFY2(writer.waitForReadyRead(10000), writer.readAllStandardError().constData());
        QTest::qWait(int(random.bounded(20, 200)));
        writer.kill(); // SIGKILL
        QVERIFY(writer.waitForFinished(10000));
        QVERIFY2(writer.exitStatus() == QProcess::CrashExit,
                 writer.readAllStandardError().constData());
        const QList<QByteArray> lines = writer.readAllStandardOutput().split('\n');
        int lineCount = 0;
        for (const QByteArray &line : lines) {
            const QList<QByteArray> words = line.split(' ');
            if (words.value(0) == "game" && words.size() == 2)
                reported.insert(words[1].toLongLong(), 0);
            else if (words.value(0) == "hand" && words.size() == 3)
                reported[words[1].toLongLong()] = words[2].toInt();
            else
                continue;
            ++lineCount;
        }
        QVERIFY(lineCount > 0);

        Database db;
        const Database::OpenResult opened = db.open(path);
        QVERIFY2(opened.ok(), qPrintable(opened.message));
        QSqlQuery check(db.connection());
        QVERIFY(check.prepare(QStringLiteral("PRAGMA integrity_check")) && check.exec()
                && check.next());
        QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
        GameRepository repository(db.storage());
        const QList<GameSummary> stored = GameCatalog(db.storage()).games();
        for (auto it = reported.cbegin(); it != reported.cend(); ++it) {
            const auto game = repository.loadGame(it.key());
            QVERIFY2(
                game,
                qPrintable(QStringLiteral("game %1 was reported but is missing").arg(it.key())));
            // Every reported hand is there; at most one more, committed just before the kill.
            QVERIFY(game->hands.size() >= it.value());
            QVERIFY(game->hands.size() <= it.value() + 1);
        }
        for (const GameSummary &summary : stored) {
            QVERIFY(summary.id <= reported.lastKey() + 1);
            const auto game = repository.loadGame(summary.id);
            QVERIFY(game);
            // Whole hands only, each exactly as written, with its derived rows.
            QCOMPARE(*game, testgames::numberedGame(int(game->hands.size())));
            QCOMPARE(summary.handCount, game->hands.size());
            QSqlQuery rows(db.connection());
            QVERIFY(rows.prepare(
                QStringLiteral("SELECT COUNT(*) FROM hand_results WHERE game_id = ?")));
            rows.addBindValue(summary.id);
            QVERIFY(rows.exec() && rows.next());
            QCOMPARE(rows.value(0).toInt(), 2 * game->hands.size());
        }
    }
    QVERIFY(reported.size() >= 2);
}

QTEST_GUILESS_MAIN(TestStorageCli)
void TestStorageCli::lockFollowsTheHoldingProcess()
{
    // The writer opens the database as the application does, holding its lock while it runs.
    const QString path = dbPath();
    QProcess writer;
    writer.start(QStringLiteral(STORAGE_WRITER_HELPER), {path});
    QVERIFY(writer.waitForStarted());
    QVERIFY2(writer.waitForReadyRead(10000), writer.readAllStandardError().constData());
    {
        Database second;
        const Database::OpenResult r = second.open(path, Database::Access::Exclusive);
        QCOMPARE(r.status, Database::Status::Locked);
        // The message names the process to close.
        QVERIFY2(r.message.contains(QString::number(writer.processId())), qPrintable(r.message));
    }
    // Killed, it cannot clean up: the system lets go of its lock all the same.
    writer.kill();
    QVERIFY(writer.waitForFinished(10000));
    Database next;
    const Database::OpenResult r = next.open(path, Database::Access::Exclusive);
    QVERIFY2(r.ok(), qPrintable(r.message));
}

// The reproduction: the application killed with its log left, a backup copied over the
// database, then `list`. The old log is not replayed onto the backup: every game of the backup
// is listed, the log is kept aside, and stderr says so.
void TestStorageCli::staleLogIsNotReplayedOntoBackup()
{
    const QString path = dbPath();
    {
        Database db;
        QVERIFY(db.open(path).ok());
        GameRepository repository(db.storage());
        for (int i = 0; i < 12; ++i)
            QVERIFY(storagetest::store(repository, testgames::numberedGame(4)) > 0);
    }
    QFile::remove(m_dir->filePath(QStringLiteral("backup.sqlite")));
    QVERIFY(QFile::copy(path, m_dir->filePath(QStringLiteral("backup.sqlite"))));
    {
        Database db;
        QVERIFY(db.open(path).ok());
        GameRepository repository(db.storage());
        for (int i = 0; i < 20; ++i)
            QVERIFY(storagetest::store(repository, testgames::numberedGame(4)) > 0);
    }
    // A writer killed in the middle of a checkpoint leaves a log that still belongs to the file
    // (its note says so, and the checkpoint must be finished); the case here is a writer killed
    // between checkpoints, so a kill that lands in one is tried again.
    const auto noteState = [&path] {
        QFile note(WalOwnership::notePath(path));
        return note.open(QIODevice::ReadOnly) ? note.readAll().split('\n').value(1) : QByteArray();
    };
    for (int attempt = 0; attempt < 10; ++attempt) {
        QProcess writer;
        writer.start(QStringLiteral(STORAGE_WRITER_HELPER), {path});
        QVERIFY(writer.waitForStarted());
        QVERIFY2(writer.waitForReadyRead(10000), writer.readAllStandardError().constData());
        QTest::qWait(100);
        writer.kill(); // SIGKILL: the log stays
        QVERIFY(writer.waitForFinished(10000));
        if (noteState() != "checkpoint")
            break;
    }
    QCOMPARE(noteState(), QByteArray("base"));
    QVERIFY(QFileInfo(path + QStringLiteral("-wal")).size() > 32);

    QFile target(path);
    QFile backup(m_dir->filePath(QStringLiteral("backup.sqlite")));
    QVERIFY(backup.open(QIODevice::ReadOnly)
            && target.open(QIODevice::WriteOnly | QIODevice::Truncate));
    target.write(backup.readAll());
    target.close();

    const Run run
        = cli({QStringLiteral("list"), QStringLiteral("--db"), path, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(run.out).object().value(u"games").toArray().size(), 12);
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.contains("-wal.stale-"), run.err.constData());
    QCOMPARE(QDir(m_dir->path()).entryList({QStringLiteral("cli.sqlite-wal.stale-*")}).size(), 1);
    // The next command finds nothing to say.
    const Run again
        = cli({QStringLiteral("list"), QStringLiteral("--db"), path, QStringLiteral("--json")});
    QCOMPARE(again.exitCode, 0);
    QVERIFY(again.err.isEmpty());
    QCOMPARE(QJsonDocument::fromJson(again.out).object().value(u"games").toArray().size(), 12);
}

// Damage that keeps the file's size and time: the import checks the whole file before writing,
// refuses, and leaves the file as it was.
void TestStorageCli::importRefusesDamagedDatabase()
{
    const QString path = dbPath();
    {
        Database db;
        QVERIFY(db.open(path).ok());
        GameRepository repository(db.storage());
        for (int i = 0; i < 20; ++i)
            QVERIFY(storagetest::store(repository, testgames::numberedGame(5)) > 0);
    }
    storagetest::rot(path);
    if (QTest::currentTestFailed())
        return;
    const auto hash = [&path] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly)
            ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
            : QByteArray();
    };
    const QByteArray before = hash();
    QString game;
    const QDir data(QStringLiteral(PINACULO_TEST_DATA));
    for (const QString &name :
         data.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (GameFileReader::readFile(data.filePath(name)).ok()) {
            game = data.filePath(name);
            break;
        }
    }
    QVERIFY(!game.isEmpty());
    const Run run = cli({QStringLiteral("import"), game, QStringLiteral("--db"), path});
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.err.contains("damaged"), run.err.constData());
    QVERIFY(run.out.isEmpty());
    QCOMPARE(hash(), before);
}

namespace {

// Flips 16 bytes of the header of a leaf page of the hands table in the middle of the game, keeping
// the file's size and time: SQLite then reads the hands before that page and stops there without
// an error it must report.
void flipHandsPage(const QString &path)
{
    qint64 page = -1;
    qint64 pageSize = 0;
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("rot"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT pageno FROM dbstat WHERE name = 'hands' AND "
                                      "pagetype = 'leaf' ORDER BY pageno")));
        QList<qint64> pages;
        while (q.next())
            pages.append(q.value(0).toLongLong());
        QVERIFY(pages.size() > 4);
        page = pages.at(pages.size() / 2);
        QVERIFY(q.exec(QStringLiteral("PRAGMA page_size")) && q.next());
        pageSize = q.value(0).toLongLong();
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("rot"));
    const QDateTime modified = QFileInfo(path).lastModified();
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.seek((page - 1) * pageSize));
    QByteArray header = f.read(16);
    for (char &c : header)
        c = char(~c);
    QVERIFY(f.seek((page - 1) * pageSize));
    QCOMPARE(f.write(header), qint64(16));
    f.close();
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(modified, QFileDevice::FileModificationTime));
}

} // namespace

// The case: export wrote a valid game file with 68 of its 200 hands and exited 0.
void TestStorageCli::damagedGameIsRefusedNotReadShort()
{
    const QString path = dbPath();
    {
        Database db;
        QVERIFY(db.open(path).ok());
        QCOMPARE(storagetest::store(GameRepository(db.storage()), testgames::numberedGame(200)),
                 qint64(1));
    }
    flipHandsPage(path);
    if (QTest::currentTestFailed())
        return;
    const QString output = m_dir->filePath(QStringLiteral("out.json"));
    const Run exported = cli({QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--db"),
                              path, QStringLiteral("-o"), output});
    QCOMPARE(exported.exitCode, 3);
    QVERIFY2(exported.err.contains("Game 1 is damaged"), exported.err.constData());
    QVERIFY(!QFileInfo::exists(output));
    const Run summary
        = cli({QStringLiteral("summary"), QStringLiteral("1"), QStringLiteral("--db"), path,
               QStringLiteral("-o"), m_dir->filePath(QStringLiteral("out.pdf"))});
    QCOMPARE(summary.exitCode, 3);
    QVERIFY2(summary.err.contains("Game 1 is damaged"), summary.err.constData());
    QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("out.pdf"))));
}

// A disk with no room left, then the same disk read-only: what is stored can still be listed and
// exported to another disk. Needs a small file system of its own, which only root can mount.
void TestStorageCli::readCommandsWorkOnAFullOrReadOnlyDisk()
{
    const QString mountPoint = m_dir->filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(mountPoint));
    QProcess mount;
    mount.start(QStringLiteral("mount"),
                {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                 QStringLiteral("size=1m"), QStringLiteral("tmpfs"), mountPoint});
    if (!mount.waitForFinished(10000) || mount.exitStatus() != QProcess::NormalExit
        || mount.exitCode() != 0)
        QSKIP("mounting a small file system needs root");
    const auto unmount = qScopeGuard([&mountPoint] {
        QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), mountPoint});
    });
    const QString path = mountPoint + QStringLiteral("/full.sqlite");
    {
        Database db;
        QVERIFY(db.open(path).ok());
        GameRepository repository(db.storage());
        for (int i = 0; i < 3; ++i)
            QVERIFY(storagetest::store(repository, testgames::numberedGame(4)) > 0);
    }
    {
        QFile filler(mountPoint + QStringLiteral("/filler"));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size() && filler.flush()) { }
    }
    const QString outside = m_dir->filePath(QStringLiteral("rescued.json"));
    for (const QString &state : {QStringLiteral("full"), QStringLiteral("read-only")}) {
        if (state == u"read-only")
            QCOMPARE(
                QProcess::execute(QStringLiteral("mount"),
                                  {QStringLiteral("-o"), QStringLiteral("remount,ro"), mountPoint}),
                0);
        const Run listed = cli({QStringLiteral("list"), QStringLiteral("--db"), path});
        QVERIFY2(listed.exitCode == 0, listed.err.constData());
        QCOMPARE(listed.out.count('\n'), 4); // a heading and three games
        QFile::remove(outside);
        const Run exported = cli({QStringLiteral("export"), QStringLiteral("2"),
                                  QStringLiteral("--db"), path, QStringLiteral("-o"), outside});
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        QVERIFY2(GameFileReader::readFile(outside).ok(), qPrintable(state));
        QCOMPARE(GameFileReader::readFile(outside).game.hands.size(), 4);
    }
}

#include "tst_storagecli.moc"
