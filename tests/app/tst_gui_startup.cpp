// The application started as a user would: options, a game file, and --quit-after-startup,
// which shows the window, lets it paint and exits 0.
#include "gamefilewriter.h"
#include "support/gamefiletest.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <unistd.h>

using namespace pinaculo;

class TestGuiStartup : public QObject
{
    Q_OBJECT

private slots:
    void exitCodes_data();
    void exitCodes();
    void terminationClosesTheDatabase_data();
    void terminationClosesTheDatabase();
    void answersWithoutADisplay_data();
    void answersWithoutADisplay();
    void secondWindowThroughALinkIsRefusedAloud();

private:
    static int run(const QStringList &arguments, QByteArray *output = nullptr);
};

int TestGuiStartup::run(const QStringList &arguments, QByteArray *output)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
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
    QTest::newRow("plain") << QStringList {QStringLiteral("--quit-after-startup")} << 0
                           << QString();
    QTest::newRow("language and database")
        << QStringList {QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--db"),
                        QStringLiteral("DATABASE"), QStringLiteral("--quit-after-startup")}
        << 0 << QString();
    QTest::newRow("game file") << QStringList {QStringLiteral("--quit-after-startup"),
                                               QStringLiteral("GAME")}
                               << 0 << QString();
    // A refused file shows its message, and startup still ends.
    QTest::newRow("refused file") << QStringList {QStringLiteral("--quit-after-startup"),
                                                  QStringLiteral("BROKEN")}
                                  << 0 << QString();
    QTest::newRow("help") << QStringList {QStringLiteral("--help")} << 0 << QStringLiteral("Usage");
    // The help is read in the language --lang names, wherever --lang stands.
    QTest::newRow("help in Spanish")
        << QStringList {QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("es")}
        << 0 << QStringLiteral("--live-board <puerto>");
    QTest::newRow("version") << QStringList {QStringLiteral("--version")} << 0
                             << QStringLiteral("pinaculo 0.");
    // Qt's own options reach Qt, which takes them off the command line before it is read.
    QTest::newRow("Qt options") << QStringList {QStringLiteral("-style"),
                                                QStringLiteral("fusion"),
                                                QStringLiteral("-reverse"),
                                                QStringLiteral("-platform"),
                                                QStringLiteral("offscreen"),
                                                QStringLiteral("--quit-after-startup")}
                                << 0 << QString();
    QTest::newRow("live board") << QStringList {QStringLiteral("--live-board"), QStringLiteral("0"),
                                                QStringLiteral("--live-board-address"),
                                                QStringLiteral("127.0.0.1"),
                                                QStringLiteral("--quit-after-startup")}
                                << 0 << QString();
    QTest::newRow("live board port out of range")
        << QStringList {QStringLiteral("--live-board"), QStringLiteral("65536")} << 2
        << QStringLiteral("65536");
    QTest::newRow("unknown option")
        << QStringList {QStringLiteral("--frobnicate")} << 2 << QStringLiteral("frobnicate");
    QTest::newRow("bad language") << QStringList {QStringLiteral("--lang"), QStringLiteral("de")}
                                  << 2 << QStringLiteral("--lang");
}

void TestGuiStartup::exitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, said);
    QTemporaryDir dir;
    Game game;
    game.setup.rules = Rules::preset(Variant::Pinaculo);
    game.setup.players = {QStringLiteral("Ana"), QStringLiteral("Bruno")};
    const QString gamePath = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(gamefiletest::write(game, gamePath));
    const QString brokenPath = dir.filePath(QStringLiteral("broken.json"));
    QFile broken(brokenPath);
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{ not json");
    broken.close();
    arguments.replaceInStrings(QStringLiteral("GAME"), gamePath);
    arguments.replaceInStrings(QStringLiteral("BROKEN"), brokenPath);
    arguments.replaceInStrings(QStringLiteral("DATABASE"),
                               dir.filePath(QStringLiteral("games.sqlite")));
    // Keep the user's settings and games out of it.
    qputenv("XDG_CONFIG_HOME", dir.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", dir.filePath(QStringLiteral("data")).toLocal8Bit());

    QByteArray output;
    QCOMPARE(run(arguments, &output), exitCode);
    if (!said.isEmpty())
        QVERIFY2(QString::fromLocal8Bit(output).contains(said), output.constData());
}

void TestGuiStartup::answersWithoutADisplay_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("said");
    QTest::newRow("help") << QStringList {QStringLiteral("--help"), QStringLiteral("--lang"),
                                          QStringLiteral("en")}
                          << 0 << QStringLiteral("--live-board <port>");
    QTest::newRow("version") << QStringList {QStringLiteral("--version")} << 0
                             << QStringLiteral("pinaculo 0.");
    QTest::newRow("mistake") << QStringList {QStringLiteral("--live-board"), QStringLiteral("x")}
                             << 2 << QStringLiteral("--live-board");
}

// Over ssh or in CI, with no display at all, the command line still answers: the help, the
// version and a mistake need no window.
void TestGuiStartup::answersWithoutADisplay()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, said);
    QTemporaryDir dir;
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
        environment.remove(QLatin1StringView(name));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("TMPDIR"), dir.path());
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo"), arguments);
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), exitCode);
    const QString output
        = QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError());
    QVERIFY2(output.contains(said), qPrintable(output));
    // Nothing but the answer: no warning from Qt about a missing runtime folder.
    QVERIFY2(!output.contains(QStringLiteral("QStandardPaths")), qPrintable(output));
}

// A window holds the database; a second one started on a hard link to it is refused (the lock is
// the file's, not the name's) and says why on standard error too, where no one sees a window.
void TestGuiStartup::secondWindowThroughALinkIsRefusedAloud()
{
    QTemporaryDir dir;
    qputenv("XDG_CONFIG_HOME", dir.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    const QString database = dir.filePath(QStringLiteral("games.sqlite"));
    const QString link = dir.filePath(QStringLiteral("linked.sqlite"));
    QCOMPARE(run({QStringLiteral("--db"), database, QStringLiteral("--quit-after-startup")}), 0);
    QVERIFY(::link(QFile::encodeName(database).constData(), QFile::encodeName(link).constData())
            == 0);

    QProcess first;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    first.setProcessEnvironment(environment);
    first.start(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo"), {QStringLiteral("--db"), database});
    QVERIFY(first.waitForStarted());
    const auto stop = qScopeGuard([&first] {
        first.terminate();
        if (!first.waitForFinished(10000))
            first.kill();
    });
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(database + QStringLiteral(".lock")), 20000);

    QProcess second;
    second.setProcessEnvironment(environment);
    second.start(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo"),
                 {QStringLiteral("--db"), link, QStringLiteral("--quit-after-startup")});
    QVERIFY(second.waitForFinished(60000));
    QCOMPARE(second.exitCode(), 1);
    const QByteArray said = second.readAllStandardError();
    QVERIFY2(said.contains("already in use by another instance"), said.constData());
}

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
    const QString database = dir.filePath(QStringLiteral("signal.sqlite"));
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo"),
                  {QStringLiteral("--db"), database});
    QVERIFY(process.waitForStarted());
    // The note on the log is written once the database is open, after the handlers are set.
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(database + QStringLiteral(".wal-owner")), 30000);
    QVERIFY(QFile::exists(database + QStringLiteral("-wal")));
    QVERIFY(QFile::exists(database + QStringLiteral(".lock")));
    ::kill(pid_t(process.processId()), signal);
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);
    QVERIFY(!QFile::exists(database + QStringLiteral("-wal")));
    QVERIFY(!QFile::exists(database + QStringLiteral(".lock")));
    QVERIFY(QFile::exists(database + QStringLiteral(".verified")));
}

QTEST_GUILESS_MAIN(TestGuiStartup)
#include "tst_gui_startup.moc"
