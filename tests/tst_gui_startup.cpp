// The application started as a user would: options, a game file, and --quit-after-startup,
// which shows the window, lets it paint and exits 0.
#include "gamefilewriter.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace pinaculo;

class TestGuiStartup : public QObject
{
    Q_OBJECT

private slots:
    void exitCodes_data();
    void exitCodes();
    void terminationClosesTheDatabase_data();
    void terminationClosesTheDatabase();

private:
    static int run(const QStringList &arguments, QByteArray *output = nullptr);
};

int TestGuiStartup::run(const QStringList &arguments, QByteArray *output)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_qs, u"offscreen"_qs);
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo"), arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        return -1;
    }
    if (output)
        *output = process.readAllStandardOutput() + process.readAllStandardError();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
}

void TestGuiStartup::exitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("said");
    QTest::newRow("plain") << QStringList {u"--quit-after-startup"_qs} << 0 << QString();
    QTest::newRow("language and database")
        << QStringList {u"--lang"_qs, u"it"_qs, u"--db"_qs, u"DATABASE"_qs,
                        u"--quit-after-startup"_qs}
        << 0 << QString();
    QTest::newRow("game file") << QStringList {u"--quit-after-startup"_qs, u"GAME"_qs} << 0
                               << QString();
    // A refused file shows its message, and startup still ends.
    QTest::newRow("refused file") << QStringList {u"--quit-after-startup"_qs, u"BROKEN"_qs} << 0
                                  << QString();
    QTest::newRow("help") << QStringList {u"--help"_qs} << 0 << u"Usage"_qs;
    QTest::newRow("unknown option") << QStringList {u"--frobnicate"_qs} << 2 << u"--frobnicate"_qs;
    QTest::newRow("bad language") << QStringList {u"--lang"_qs, u"de"_qs} << 2 << u"--lang"_qs;
}

void TestGuiStartup::exitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, said);
    QTemporaryDir dir;
    Game game;
    game.setup.rules = Rules::preset(Variant::Pinaculo);
    game.setup.players = {u"Ana"_qs, u"Bruno"_qs};
    const QString gamePath = dir.filePath(u"game.json"_qs);
    QVERIFY(GameFileWriter::writeFile(game, gamePath));
    const QString brokenPath = dir.filePath(u"broken.json"_qs);
    QFile broken(brokenPath);
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{ not json");
    broken.close();
    arguments.replaceInStrings(u"GAME"_qs, gamePath);
    arguments.replaceInStrings(u"BROKEN"_qs, brokenPath);
    arguments.replaceInStrings(u"DATABASE"_qs, dir.filePath(u"games.sqlite"_qs));
    // Keep the user's settings and games out of it.
    qputenv("XDG_CONFIG_HOME", dir.filePath(u"config"_qs).toLocal8Bit());
    qputenv("XDG_DATA_HOME", dir.filePath(u"data"_qs).toLocal8Bit());

    QByteArray output;
    QCOMPARE(run(arguments, &output), exitCode);
    if (!said.isEmpty())
        QVERIFY2(QString::fromLocal8Bit(output).contains(said), output.constData());
}

QTEST_GUILESS_MAIN(TestGuiStartup)
void TestGuiStartup::terminationClosesTheDatabase_data()
{
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGINT") << int(SIGINT);
}

// A session's end by signal closes the database as a quit does: the log is folded into the file
// and removed, the lock file released; then the process ends by the signal, as asked.
void TestGuiStartup::terminationClosesTheDatabase()
{
    QFETCH(int, signal);
    QTemporaryDir dir;
    const QString database = dir.filePath(u"signal.sqlite"_qs);
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_qs, u"offscreen"_qs);
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo"), {u"--db"_qs, database});
    QVERIFY(process.waitForStarted());
    // The note on the log is written once the database is open, after the handlers are set.
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(database + u".wal-owner"_qs), 30000);
    QVERIFY(QFile::exists(database + u"-wal"_qs));
    QVERIFY(QFile::exists(database + u".lock"_qs));
    ::kill(pid_t(process.processId()), signal);
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);
    QVERIFY(!QFile::exists(database + u"-wal"_qs));
    QVERIFY(!QFile::exists(database + u".lock"_qs));
    QVERIFY(QFile::exists(database + u".verified"_qs));
}

#include "tst_gui_startup.moc"
