#include "database.h"
#include "gamerepository.h"
#include "integritycheck.h"
#include "support/storagedamage.h"
#include "support/storedtestgames.h"
#include "support/testgames.h"
#include "verifiedstamp.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// Nobody waits for the integrity check, and it still guards the file: what is written before
// its verdict waits in the write-ahead log, and the file itself stays exactly as it was until a
// check of it has passed. A process killed meanwhile loses nothing; damage found afterwards
// leaves the file untouched and the writes in the log beside it; closing stops a check at once.
class TestStorageUncheckedLog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void killedWithUncheckedHandsLosesNothing();
    void bitRotFoundAfterHandsWereRecorded();
    void closingStopsTheCheck();
    void importWaitsInTheLogForTheWindowsCheck();

private:
    QString file() const { return m_dir->filePath(QStringLiteral("club.sqlite")); }
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

QByteArray hashOf(const QString &path)
{
    return QCryptographicHash::hash(storagetest::contentOf(path), QCryptographicHash::Sha256);
}

qint64 logSize(const QString &database)
{
    return QFileInfo(database + QStringLiteral("-wal")).size();
}

// A club's database, closed cleanly: larger than the command-line tool checks before writing,
// so its writes wait in the log for a check.
void buildClubDatabase(const QString &path)
{
    Database db;
    QVERIFY(db.open(path).ok());
    {
        GameRepository repository(db.storage()); // holds the connection
        for (int i = 0; i < 20; ++i)
            QVERIFY(storagetest::store(repository, testgames::numberedGame(5)) > 0);
        QSqlQuery ballast(db.connection());
        QVERIFY(ballast.prepare(QStringLiteral("INSERT INTO settings (key, value) VALUES "
                                               "('ballast', hex(randomblob(?)))")));
        ballast.addBindValue(IntegrityCheck::checkedBeforeWritingUpTo / 2 + 4096);
        QVERIFY(ballast.exec());
    }
    db.close();
    QVERIFY(QFileInfo(path).size() > IntegrityCheck::checkedBeforeWritingUpTo);
    QVERIFY(VerifiedStamp::matches(path));
}

// Hands recorded by a session that runs no check (the command-line tool's way).
void recordHands(Database &db, int hands)
{
    GameRepository repository(db.storage());
    Game game = testgames::numberedGame(0);
    const qint64 id = storagetest::store(repository, game);
    QVERIFY(id > 0);
    for (int i = 0; i < hands; ++i) {
        game.hands.append(testgames::numberedHand(i, 2));
        QString error;
        QVERIFY2(repository.changeHand(id, game, GameScorer::score(game), i,
                                       GameRepository::HandChange::Insert, &error),
                 qPrintable(error));
    }
}

} // namespace

void TestStorageUncheckedLog::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("removeDatabase")));
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

// kill -9 while the log holds hands no check has vouched for: the next open replays them (nothing
// lost), the file stays byte for byte as it was until a check passes, and only then takes them.
void TestStorageUncheckedLog::killedWithUncheckedHandsLosesNothing()
{
    buildClubDatabase(file());
    if (QTest::currentTestFailed())
        return;
    const QByteArray before = storagetest::contentOf(file());
    QProcess helper;
    helper.start(QStringLiteral(STORAGE_WRITER_HELPER),
                 {file(), QStringLiteral("12"), QStringLiteral("shared")});
    QVERIFY(helper.waitForFinished(30000));
    QCOMPARE(helper.exitCode(), 0);
    const int reportedHands = int(helper.readAllStandardOutput().count("hand "));
    QVERIFY(reportedHands > 0);
    QVERIFY(logSize(file()) > 32);
    QCOMPARE(storagetest::contentOf(file()), before);

    {
        Database db;
        const Database::OpenResult reopened = db.open(file());
        QVERIFY2(reopened.ok(), qPrintable(reopened.message));
        QVERIFY(!db.lastOpenRanFullCheck()); // the file is as it was last checked
        QCOMPARE(scalar(db.connection(), QStringLiteral("SELECT COUNT(*) FROM hands")).toInt(),
                 20 * 5 + reportedHands);
    }
    // Closed without a check of its own: still nothing folded in.
    QCOMPARE(storagetest::contentOf(file()), before);
    QVERIFY(logSize(file()) > 32);

    Database window;
    QVERIFY(window.open(file(), Database::Access::Exclusive).ok());
    QVERIFY(window.integrityCheck()->waitForVerdict());
    window.close();
    // Passed: the log is in the file, which is trusted again, and holds every hand.
    QVERIFY(storagetest::contentOf(file()) != before);
    QVERIFY(!QFileInfo::exists(file() + QStringLiteral("-wal")));
    QVERIFY(VerifiedStamp::matches(file()));
    Database next;
    QVERIFY(next.open(file()).ok());
    QVERIFY(!next.lastOpenRanFullCheck());
    QCOMPARE(scalar(next.connection(), QStringLiteral("SELECT COUNT(*) FROM hands")).toInt(),
             20 * 5 + reportedHands);
}

// Damage that keeps the file's size and time, found only after hands were recorded: the file is
// left byte for byte as it was, the hands stay in the log beside it (and travel with the file
// when it is set aside), and the user is told as always.
void TestStorageUncheckedLog::bitRotFoundAfterHandsWereRecorded()
{
    buildClubDatabase(file());
    if (QTest::currentTestFailed())
        return;
    storagetest::rot(file());
    if (QTest::currentTestFailed())
        return;
    const QByteArray before = hashOf(file());
    {
        Database cli;
        QVERIFY(cli.open(file()).ok());
        recordHands(cli, 4);
    }
    QCOMPARE(hashOf(file()), before);
    const QByteArray log = hashOf(file() + QStringLiteral("-wal"));
    QVERIFY(logSize(file()) > 32);

    Database window;
    const Database::OpenResult opened = window.open(file(), Database::Access::Exclusive);
    QVERIFY2(opened.ok(), qPrintable(opened.message));
    QVERIFY(!window.lastOpenRanFullCheck()); // the stamp still matches: the rot is unseen
    QSignalSpy finished(window.integrityCheck(), &IntegrityCheck::finished);
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.first().at(0).toBool(), false);
    const QString message = finished.first().at(1).toString();
    QVERIFY2(message.contains(QStringLiteral("is damaged")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("Nothing more will be written to this database")),
             qPrintable(message));
    QString error;
    QCOMPARE(storagetest::store(GameRepository(window.storage()), testgames::numberedGame(1), {},
                                &error),
             qint64(-1));
    QVERIFY2(error.contains(QStringLiteral("is damaged")), qPrintable(error));
    window.close();
    QCOMPARE(hashOf(file()), before);
    QCOMPARE(hashOf(file() + QStringLiteral("-wal")), log);

    // The next start reads it whole and refuses it; set aside, the log goes with it.
    Database next;
    const Database::OpenResult refused = next.open(file(), Database::Access::Exclusive);
    QCOMPARE(refused.status, Database::Status::Damaged);
    QVERIFY2(refused.message.contains(QStringLiteral("is damaged")), qPrintable(refused.message));
    QCOMPARE(hashOf(file()), before);
    const QString movedTo = Database::moveAside(file());
    QVERIFY(!movedTo.isEmpty());
    QCOMPARE(hashOf(movedTo), before);
    QCOMPARE(hashOf(movedTo + QStringLiteral("-wal")), log);
}

// Closing the window stops a check still reading, without waiting for its end; the file keeps
// the session's hands in its log, and a second start right after finds the database free.
void TestStorageUncheckedLog::closingStopsTheCheck()
{
    buildClubDatabase(file());
    if (QTest::currentTestFailed())
        return;
    const QByteArray before = storagetest::contentOf(file());
    {
        Database window;
        QVERIFY(window.open(file(), Database::Access::Exclusive).ok());
        IntegrityCheck *check = window.integrityCheck();
        QCOMPARE(check->state(), IntegrityCheck::State::Running);
        QVERIFY(check->interrupt());
        QCOMPARE(check->state(), IntegrityCheck::State::Interrupted);
        // Without a verdict the hands are recorded all the same, into the log.
        recordHands(window, 3);
        window.close();
        QCOMPARE(storagetest::contentOf(file()), before);

        Database second;
        const Database::OpenResult again = second.open(file(), Database::Access::Exclusive);
        QVERIFY2(again.ok(), qPrintable(again.message));
        QVERIFY(!second.lastOpenRanFullCheck());
        QCOMPARE(scalar(second.connection(), QStringLiteral("SELECT COUNT(*) FROM hands")).toInt(),
                 20 * 5 + 3);
        // Closed at once too, whatever its check is doing: the lock goes with it.
        second.close();
        QVERIFY(window.open(file(), Database::Access::Exclusive).ok());
    }
    Database db;
    QVERIFY(db.open(file()).ok());
    QCOMPARE(scalar(db.connection(), QStringLiteral("SELECT COUNT(*) FROM hands")).toInt(),
             20 * 5 + 3);
}

// `pinaculo-cli import` into a club's database runs no full check: the game waits in the log,
// is listed at once, and is folded into the file by the next window's check.
void TestStorageUncheckedLog::importWaitsInTheLogForTheWindowsCheck()
{
    buildClubDatabase(file());
    if (QTest::currentTestFailed())
        return;
    const QByteArray before = storagetest::contentOf(file());
    QProcess cli;
    cli.start(QStringLiteral(PINACULO_CLI),
              {QStringLiteral("import"),
               QStringLiteral(PINACULO_TEST_DATA "/game-pinnacola-solo.json"),
               QStringLiteral("--db"), file()});
    QVERIFY(cli.waitForFinished(30000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    QCOMPARE(storagetest::contentOf(file()), before);
    QVERIFY(logSize(file()) > 32);
    {
        Database db;
        QVERIFY(db.open(file()).ok());
        QVERIFY(!db.lastOpenRanFullCheck());
        QCOMPARE(scalar(db.connection(), QStringLiteral("SELECT COUNT(*) FROM games")).toInt(), 21);
    }
    Database window;
    QVERIFY(window.open(file(), Database::Access::Exclusive).ok());
    QSignalSpy finished(window.integrityCheck(), &IntegrityCheck::finished);
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.first().at(0).toBool(), true);
    // Folded in as soon as the check passed, before the window closes.
    QVERIFY(storagetest::contentOf(file()) != before);
    QCOMPARE(scalar(window.connection(), QStringLiteral("SELECT COUNT(*) FROM games")).toInt(), 21);
    window.close();
    QVERIFY(VerifiedStamp::matches(file()));
}

QTEST_GUILESS_MAIN(TestStorageUncheckedLog)
#include "tst_storageuncheckedlog.moc"
