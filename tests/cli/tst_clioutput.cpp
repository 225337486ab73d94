#include "database.h"
#include "fileidentity.h"
#include "gamefilereader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace pinaculo;

// Where pinaculo-cli export and summary may write with -o: never over the database they read or
// a file kept beside it, whatever path names it; never a folder; FIFOs and character devices as
// streams that stay what they are; regular files whole.
class TestCliOutput : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void databaseAndCompanionsRefused_data();
    void databaseAndCompanionsRefused();
    void folderRefused();
    void fifoGetsTheStream();
    void devNullStaysACharacterDevice();
    void regularFileReplaced();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    static Run cli(const QStringList &arguments);
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString dbPath() const { return path(QStringLiteral("cli.sqlite")); }
    Run exportTo(const QString &target) const
    {
        return cli({QStringLiteral("export"), m_id, QStringLiteral("--db"), dbPath(),
                    QStringLiteral("-o"), target});
    }
    static QByteArray contents(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static mode_t typeOf(const QString &file)
    {
        struct stat info = {};
        return ::lstat(QFile::encodeName(file).constData(), &info) == 0 ? info.st_mode & S_IFMT : 0;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_id;
    QByteArray m_exported; // the game as the first export wrote it
};

TestCliOutput::Run TestCliOutput::cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(PINACULO_CLI), arguments);
    Run run;
    if (!process.waitForFinished(60000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

void TestCliOutput::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("sub")));
    const Run imported = cli({QStringLiteral("import"),
                              QStringLiteral(PINACULO_TEST_DATA "/example-pinaculo.json"),
                              QStringLiteral("--db"), dbPath()});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    m_id = QString::fromUtf8(imported.out).trimmed();
    const QString first = path(QStringLiteral("first.json"));
    const Run exported = exportTo(first);
    QVERIFY2(exported.exitCode == 0, exported.err.constData());
    m_exported = contents(first);
    QVERIFY(!m_exported.isEmpty());
}

void TestCliOutput::databaseAndCompanionsRefused_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("target");
    const QStringList targets {
        QStringLiteral("cli.sqlite"),
        QStringLiteral("hard-link.json"),
        QStringLiteral("symbolic-link.json"),
        QStringLiteral("sub/../cli.sqlite"),
        QStringLiteral("cli.sqlite-wal"),
        QStringLiteral("sub/../cli.sqlite-shm"),
        QStringLiteral("cli.sqlite.lock"),
        QStringLiteral("link-to-wal.json"),
        QStringLiteral("link-to-verified.json"),
    };
    for (const QString &command : {QStringLiteral("export"), QStringLiteral("summary")}) {
        for (const QString &target : targets)
            QTest::newRow(qPrintable(command + u' ' + target)) << command << target;
    }
}

void TestCliOutput::databaseAndCompanionsRefused()
{
    QFETCH(QString, command);
    QFETCH(QString, target);
    const QByteArray db = QFile::encodeName(dbPath());
    QVERIFY(::link(db.constData(), QFile::encodeName(path(QStringLiteral("hard-link.json")))) == 0);
    QVERIFY(::symlink(db.constData(), QFile::encodeName(path(QStringLiteral("symbolic-link.json"))))
            == 0);
    QVERIFY(::symlink("cli.sqlite-wal", QFile::encodeName(path(QStringLiteral("link-to-wal.json"))))
            == 0);
    const QString verified = Database::filesOf(dbPath()).constLast();
    QVERIFY(::symlink(QFile::encodeName(verified).constData(),
                      QFile::encodeName(path(QStringLiteral("link-to-verified.json"))))
            == 0);
    const QByteArray before = contents(dbPath());
    const FileIdentity identity = FileIdentity::of(dbPath());
    QVERIFY(!before.isEmpty());

    const QString output = path(target);
    const Run run
        = cli({command, m_id, QStringLiteral("--db"), dbPath(), QStringLiteral("-o"), output});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QByteArray("pinaculo-cli " + command.toUtf8() + ": ")),
             run.err.constData());
    QVERIFY2(run.err.contains(QFile::encodeName(output)), run.err.constData());
    QVERIFY2(run.err.contains("open database"), run.err.constData());

    // The database is untouched: the same file, the same bytes, the same game.
    QCOMPARE(FileIdentity::of(dbPath()), identity);
    QCOMPARE(contents(dbPath()), before);
    QVERIFY(!QFileInfo::exists(dbPath() + QStringLiteral("-wal")));
    QCOMPARE(typeOf(path(QStringLiteral("symbolic-link.json"))), mode_t(S_IFLNK));
    const QString again = path(QStringLiteral("again.json"));
    const Run exported = exportTo(again);
    QVERIFY2(exported.exitCode == 0, exported.err.constData());
    QCOMPARE(contents(again), m_exported);
}

void TestCliOutput::folderRefused()
{
    const QString folder = path(QStringLiteral("sub"));
    for (const QString &command : {QStringLiteral("export"), QStringLiteral("summary")}) {
        const Run run
            = cli({command, m_id, QStringLiteral("--db"), dbPath(), QStringLiteral("-o"), folder});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QFile::encodeName(folder)), run.err.constData());
        QVERIFY2(run.err.contains("is a folder"), run.err.constData());
        QVERIFY(QFileInfo(folder).isDir());
        QVERIFY(QDir(folder).isEmpty());
    }
}

void TestCliOutput::fifoGetsTheStream()
{
    const QString fifo = path(QStringLiteral("game.fifo"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    // Read end open before the command runs; a game file fits in the pipe's buffer, so the
    // command finishes before anything is read.
    const int reader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY(reader >= 0);
    const Run run = exportTo(fifo);
    QByteArray received;
    char buffer[4096];
    for (ssize_t n; (n = ::read(reader, buffer, sizeof buffer)) > 0;)
        received.append(buffer, n);
    ::close(reader);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(received, m_exported);
    QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));

    // No reader: refused at once instead of waiting for one.
    const Run alone = exportTo(fifo);
    QCOMPARE(alone.exitCode, 2);
    QVERIFY2(alone.err.contains(QFile::encodeName(fifo)), alone.err.constData());
    QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
}

void TestCliOutput::devNullStaysACharacterDevice()
{
    const QString null = QStringLiteral("/dev/null");
    QCOMPARE(typeOf(null), mode_t(S_IFCHR));
    const FileIdentity before = FileIdentity::of(null);
    for (const QString &command : {QStringLiteral("export"), QStringLiteral("summary")}) {
        const Run run
            = cli({command, m_id, QStringLiteral("--db"), dbPath(), QStringLiteral("-o"), null});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(typeOf(null), mode_t(S_IFCHR));
        QCOMPARE(FileIdentity::of(null), before);
    }
}

void TestCliOutput::regularFileReplaced()
{
    const QString target = path(QStringLiteral("game.json"));
    QFile old(target);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write(QByteArray(100000, 'x'));
    old.close();
    const Run run = exportTo(target);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(contents(target), m_exported);
    QVERIFY(GameFileReader::readFile(target).ok());
    const QString pdf = path(QStringLiteral("summary.pdf"));
    const Run summary = cli({QStringLiteral("summary"), m_id, QStringLiteral("--db"), dbPath(),
                             QStringLiteral("-o"), pdf});
    QVERIFY2(summary.exitCode == 0, summary.err.constData());
    QVERIFY(contents(pdf).startsWith("%PDF-"));
    // Nothing left beside them: no temporary file.
    QCOMPARE(QDir(m_dir->path())
                 .entryList({QStringLiteral("*.json*"), QStringLiteral("*.pdf*")}, QDir::Files),
             (QStringList {QStringLiteral("first.json"), QStringLiteral("game.json"),
                           QStringLiteral("summary.pdf")}));
}

QTEST_GUILESS_MAIN(TestCliOutput)
#include "tst_clioutput.moc"
