#include "fileidentity.h"
#include "outputfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

using namespace pinaculo;

// Where output may go: regular files whole or not at all, FIFOs and character devices as
// streams that stay what they are, and never a folder, another kind of node or the open database
// and its companion files, whatever path names them.
class TestOutputFile : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void regularFileReplacedWhole();
    void protectedFilesRefusedByAnyName_data();
    void protectedFilesRefusedByAnyName();
    void companionNotYetThereRefused_data();
    void companionNotYetThereRefused();
    void foldersRefused();
    void socketRefused();
    void fifoWrittenAsStream();
    void fifoWithoutReaderRefusedAtOnce();
    void characterDeviceWrittenAsStream();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString database() const { return path(QStringLiteral("games.sqlite")); }
    QStringList protectedFiles() const
    {
        const QString db = database();
        return {db, db + QStringLiteral("-wal"), db + QStringLiteral("-shm"),
                db + QStringLiteral(".lock")};
    }
    static QByteArray contents(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static void put(const QString &file, const QByteArray &bytes)
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    }
    static mode_t typeOf(const QString &file)
    {
        struct stat info = {};
        return ::lstat(QFile::encodeName(file).constData(), &info) == 0 ? info.st_mode & S_IFMT : 0;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestOutputFile::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    put(database(), "SQLite format 3, and the games");
    put(database() + QStringLiteral(".lock"), "12345");
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("sub")));
}

void TestOutputFile::regularFileReplacedWhole()
{
    const QString target = path(QStringLiteral("game.json"));
    OutputFile::Result result = OutputFile::write(target, "first", protectedFiles());
    QVERIFY2(result.ok(), qPrintable(result.message));
    QCOMPARE(contents(target), QByteArray("first"));

    // Replaced by a rename, never rewritten in place: a hard link to the old file keeps the old
    // bytes, and the name gets a new file.
    const QString oldLink = path(QStringLiteral("old.json"));
    QVERIFY(::link(QFile::encodeName(target).constData(), QFile::encodeName(oldLink).constData())
            == 0);
    const FileIdentity before = FileIdentity::of(target);
    result = OutputFile::write(target, "second, longer", protectedFiles());
    QVERIFY2(result.ok(), qPrintable(result.message));
    QCOMPARE(contents(target), QByteArray("second, longer"));
    QCOMPARE(contents(oldLink), QByteArray("first"));
    QVERIFY(FileIdentity::of(target) != before);
    QCOMPARE(typeOf(target), mode_t(S_IFREG));
    // Nothing left behind beside it.
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files).size(), 4);
}

void TestOutputFile::protectedFilesRefusedByAnyName_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("the database") << QStringLiteral("games.sqlite");
    QTest::newRow("through sub/..") << QStringLiteral("sub/../games.sqlite");
    QTest::newRow("hard link") << QStringLiteral("hard.json");
    QTest::newRow("symbolic link") << QStringLiteral("soft.json");
    QTest::newRow("the lock file") << QStringLiteral("games.sqlite.lock");
    QTest::newRow("a link to the lock file") << QStringLiteral("lock.json");
}

void TestOutputFile::protectedFilesRefusedByAnyName()
{
    QFETCH(QString, name);
    const QByteArray db = QFile::encodeName(database());
    QVERIFY(::link(db.constData(), QFile::encodeName(path(QStringLiteral("hard.json")))) == 0);
    QVERIFY(::symlink(db.constData(), QFile::encodeName(path(QStringLiteral("soft.json")))) == 0);
    QVERIFY(::symlink("games.sqlite.lock", QFile::encodeName(path(QStringLiteral("lock.json"))))
            == 0);
    const QByteArray dbBefore = contents(database());
    const QByteArray lockBefore = contents(database() + QStringLiteral(".lock"));
    const FileIdentity identity = FileIdentity::of(database());

    const QString target = path(name);
    QCOMPARE(OutputFile::refusal(target, protectedFiles()).isEmpty(), false);
    const OutputFile::Result result = OutputFile::write(target, "{}", protectedFiles());
    QCOMPARE(result.status, OutputFile::Result::Status::Refused);
    QVERIFY2(result.message.contains(QDir::toNativeSeparators(target)), qPrintable(result.message));
    QVERIFY2(result.message.contains(QStringLiteral("open database")), qPrintable(result.message));
    QCOMPARE(contents(database()), dbBefore);
    QCOMPARE(contents(database() + QStringLiteral(".lock")), lockBefore);
    QCOMPARE(FileIdentity::of(database()), identity);
    QCOMPARE(typeOf(path(QStringLiteral("soft.json"))), mode_t(S_IFLNK));
}

void TestOutputFile::companionNotYetThereRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("-wal") << QStringLiteral("games.sqlite-wal");
    QTest::newRow("-shm through sub/..") << QStringLiteral("sub/../games.sqlite-shm");
    QTest::newRow("dangling link to -wal") << QStringLiteral("dangling.json");
}

void TestOutputFile::companionNotYetThereRefused()
{
    QFETCH(QString, name);
    QVERIFY(::symlink("games.sqlite-wal", QFile::encodeName(path(QStringLiteral("dangling.json"))))
            == 0);
    const OutputFile::Result result = OutputFile::write(path(name), "{}", protectedFiles());
    QCOMPARE(result.status, OutputFile::Result::Status::Refused);
    QVERIFY(result.message.contains(QStringLiteral("open database")));
    QVERIFY(!QFileInfo::exists(database() + QStringLiteral("-wal")));
    QVERIFY(!QFileInfo::exists(database() + QStringLiteral("-shm")));
    // Without protection the same names are ordinary new files.
    QVERIFY(OutputFile::write(path(QStringLiteral("games.sqlite-journal")), "{}", protectedFiles())
                .ok());
}

void TestOutputFile::foldersRefused()
{
    const QString folder = path(QStringLiteral("sub"));
    for (const QString &target : QStringList {folder, folder + QLatin1Char('/')}) {
        const OutputFile::Result result = OutputFile::write(target, "{}", {});
        QCOMPARE(result.status, OutputFile::Result::Status::Refused);
        QVERIFY2(result.message.contains(QDir::toNativeSeparators(target)),
                 qPrintable(result.message));
        QVERIFY(result.message.contains(QStringLiteral("is a folder")));
        QVERIFY(QFileInfo(folder).isDir());
    }
    const QString missing = path(QStringLiteral("missing/game.json"));
    OutputFile::Result result = OutputFile::write(missing, "{}", {});
    QCOMPARE(result.status, OutputFile::Result::Status::Refused);
    QVERIFY(result.message.contains(QStringLiteral("missing")));
    result = OutputFile::write(path(QStringLiteral("new/")), "{}", {});
    QCOMPARE(result.status, OutputFile::Result::Status::Refused);
    QCOMPARE(OutputFile::write(QString(), "{}", {}).status, OutputFile::Result::Status::Refused);
}

void TestOutputFile::socketRefused()
{
    const QString target = path(QStringLiteral("socket"));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    QVERIFY(fd >= 0);
    sockaddr_un address = {};
    address.sun_family = AF_UNIX;
    const QByteArray encoded = QFile::encodeName(target);
    if (size_t(encoded.size()) >= sizeof(address.sun_path)) {
        ::close(fd);
        QSKIP("the temporary folder's path is too long for a socket");
    }
    qstrcpy(address.sun_path, encoded.constData());
    QVERIFY(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0);
    const OutputFile::Result result = OutputFile::write(target, "{}", {});
    ::close(fd);
    QCOMPARE(result.status, OutputFile::Result::Status::Refused);
    QVERIFY(result.message.contains(QStringLiteral("not a regular file")));
    QCOMPARE(typeOf(target), mode_t(S_IFSOCK));
}

void TestOutputFile::fifoWrittenAsStream()
{
    const QString fifo = path(QStringLiteral("fifo"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    // The reader is there before the write; the bytes wait in the pipe (far below its size).
    const int reader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY(reader >= 0);
    const QByteArray bytes = QByteArray("{\"format\": \"pinaculo-game\"}\n").repeated(100);
    const OutputFile::Result result = OutputFile::write(fifo, bytes, protectedFiles());
    QByteArray received;
    char buffer[4096];
    for (ssize_t n; (n = ::read(reader, buffer, sizeof buffer)) > 0;)
        received.append(buffer, n);
    ::close(reader);
    QVERIFY2(result.ok(), qPrintable(result.message));
    QCOMPARE(received, bytes);
    QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
}

void TestOutputFile::fifoWithoutReaderRefusedAtOnce()
{
    const QString fifo = path(QStringLiteral("fifo"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    QElapsedTimer timer;
    timer.start();
    const OutputFile::Result result = OutputFile::write(fifo, "{}", {});
    QVERIFY(timer.elapsed() < 5000);
    QCOMPARE(result.status, OutputFile::Result::Status::Refused);
    QVERIFY(result.message.contains(QDir::toNativeSeparators(fifo)));
    QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
}

void TestOutputFile::characterDeviceWrittenAsStream()
{
    // A private null device first, where the system allows making one, so a mistake could only
    // ever replace that one.
    const QString own = path(QStringLiteral("null"));
    if (::mknod(QFile::encodeName(own).constData(), S_IFCHR | 0600, makedev(1, 3)) == 0) {
        const FileIdentity before = FileIdentity::of(own);
        const OutputFile::Result result = OutputFile::write(own, "discarded", {});
        QVERIFY2(result.ok(), qPrintable(result.message));
        QCOMPARE(typeOf(own), mode_t(S_IFCHR));
        QCOMPARE(FileIdentity::of(own), before);
    }
    const QString null = QStringLiteral("/dev/null");
    QCOMPARE(typeOf(null), mode_t(S_IFCHR));
    const FileIdentity before = FileIdentity::of(null);
    const OutputFile::Result result = OutputFile::write(null, "discarded", {});
    QVERIFY2(result.ok(), qPrintable(result.message));
    QCOMPARE(typeOf(null), mode_t(S_IFCHR));
    QCOMPARE(FileIdentity::of(null), before);
    // A device is refused like any file when it is protected.
    QCOMPARE(OutputFile::write(null, "x", {null}).status, OutputFile::Result::Status::Refused);
}

QTEST_GUILESS_MAIN(TestOutputFile)
#include "tst_outputfile.moc"
