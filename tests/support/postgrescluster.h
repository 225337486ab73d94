#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QStringList>

#include <algorithm>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <signal.h>
#include <unistd.h>

// A throwaway PostgreSQL cluster for one suite: initdb into a temporary folder, the server on a
// unix socket inside it (no TCP port at all), every login by password (scram-sha-256), stopped
// and removed when the suite ends. With Tls::Required it listens on 127.0.0.1 too, on a free
// port, with a certificate for 127.0.0.1 and club.test from a certificate authority made for the
// suite (openssl), and refuses every TCP connection without TLS. A cluster left by a suite that crashed is found by the next
// one (its folder names the process that made it) and stopped then. As root, the server runs
// as the postgres user, since initdb refuses root. A machine without the server's programs
// gives a failure naming the package, never a skip: CI installs them.
namespace pgtest {

class PostgresCluster
{
public:
    static constexpr const char *Superuser = "postgres";
    enum class Tls { None, Required };
    // The names the server's certificate is for.
    static constexpr const char *CertifiedName = "club.test";
    static constexpr const char *Loopback = "127.0.0.1";

    explicit PostgresCluster(Tls tls = Tls::None)
        : m_tls(tls)
    {
        stopAbandoned();
        m_bin = binDir();
        if (m_bin.isEmpty()) {
            m_failure = QStringLiteral("initdb and pg_ctl not found: install the Debian package "
                                       "postgresql");
            return;
        }
        m_root = QDir::temp().filePath(QStringLiteral("pinaculo-pg-%1-%2")
                                           .arg(::getpid())
                                           .arg(QRandomGenerator::global()->generate()));
        if (!QDir().mkpath(m_root)) {
            m_failure = QStringLiteral("cannot make %1").arg(m_root);
            return;
        }
        m_password = QString::number(QRandomGenerator::global()->generate64(), 36);
        const QString pwfile = m_root + QStringLiteral("/pwfile");
        QFile pw(pwfile);
        if (!pw.open(QIODevice::WriteOnly) || pw.write(m_password.toUtf8() + '\n') < 0) {
            m_failure = QStringLiteral("cannot write %1").arg(pwfile);
            return;
        }
        pw.close();
        if (!handOver(m_root) || !handOver(pwfile))
            return;
        if (!run(QStringLiteral("initdb"),
                 {QStringLiteral("-D"), dataDir(), QStringLiteral("-U"),
                  QString::fromLatin1(Superuser), QStringLiteral("--auth-local=scram-sha-256"),
                  QStringLiteral("--auth-host=scram-sha-256"), QStringLiteral("--pwfile"), pwfile,
                  QStringLiteral("-E"), QStringLiteral("UTF8"), QStringLiteral("--locale=C.UTF-8"),
                  QStringLiteral("-N")}))
            return;
        QFile::remove(pwfile);
        if (m_tls == Tls::Required && !prepareTls())
            return;
        start();
    }

    ~PostgresCluster()
    {
        if (m_running)
            run(QStringLiteral("pg_ctl"),
                {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("fast"),
                 QStringLiteral("-w"), QStringLiteral("stop")});
        if (!m_root.isEmpty())
            QDir(m_root).removeRecursively();
    }

    PostgresCluster(const PostgresCluster &) = delete;
    PostgresCluster &operator=(const PostgresCluster &) = delete;

    // Empty when the server runs; otherwise what went wrong, with initdb's or pg_ctl's words.
    QString failure() const { return m_failure; }
    // The folder of the server's unix socket: the host a client names.
    QString socketDir() const { return m_root; }
    QString superuserPassword() const { return m_password; }
    // What the server has logged so far, every statement included.
    QByteArray serverLog() const
    {
        QFile log(m_root + QStringLiteral("/server.log"));
        return log.open(QIODevice::ReadOnly) ? log.readAll() : QByteArray();
    }
    // With Tls::Required: the TCP port on 127.0.0.1, the suite's certificate authority, and
    // another authority that certified nothing of this server.
    int port() const { return m_port; }
    QString certificateAuthority() const { return m_root + QStringLiteral("/ca.crt"); }
    QString otherCertificateAuthority() const { return m_root + QStringLiteral("/other-ca.crt"); }

    // Stops the server (a power cut at the club's server, when `immediate`) and starts it again.
    bool stop(bool immediate = false)
    {
        m_running = !run(QStringLiteral("pg_ctl"),
                         {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"),
                          immediate ? QStringLiteral("immediate") : QStringLiteral("fast"),
                          QStringLiteral("-w"), QStringLiteral("stop")});
        return !m_running;
    }
    bool start()
    {
        // Every statement is logged, so a suite can tell what reached the server.
        QString options = QStringLiteral("-c unix_socket_directories=%1 -c fsync=off "
                                         "-c max_connections=40 -c log_statement=all")
                              .arg(m_root);
        if (m_tls == Tls::Required)
            options
                += QStringLiteral(" -c listen_addresses=%1 -c port=%2 -c ssl=on "
                                  "-c ssl_cert_file=%3/server.crt -c ssl_key_file=%3/server.key")
                       .arg(QLatin1String(Loopback))
                       .arg(m_port)
                       .arg(m_root);
        else
            options += QStringLiteral(" -c listen_addresses=''");
        m_running = run(QStringLiteral("pg_ctl"),
                        {QStringLiteral("-D"), dataDir(), QStringLiteral("-w"),
                         QStringLiteral("-l"), m_root + QStringLiteral("/server.log"),
                         QStringLiteral("-o"), options, QStringLiteral("start")});
        return m_running;
    }

private:
    // The suite's certificate authority and the server's certificate from it, a second
    // authority for the refusals, a free port on 127.0.0.1, and TCP allowed with TLS only.
    bool prepareTls()
    {
        const auto openssl = [this](const QStringList &arguments) {
            QProcess process;
            process.setProcessChannelMode(QProcess::MergedChannels);
            process.setWorkingDirectory(m_root);
            process.start(QStringLiteral("openssl"), arguments);
            if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit
                || process.exitCode() != 0) {
                m_failure = QStringLiteral("openssl %1 failed (install the Debian package "
                                           "openssl): %2")
                                .arg(arguments.value(0),
                                     QString::fromLocal8Bit(process.readAll()).trimmed());
                return false;
            }
            return true;
        };
        const QStringList key {
            QStringLiteral("-newkey"), QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
            QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes")};
        for (const QString &ca : {QStringLiteral("ca"), QStringLiteral("other-ca")}) {
            if (!openssl(QStringList {QStringLiteral("req"), QStringLiteral("-x509")} + key
                         + QStringList {QStringLiteral("-keyout"), ca + QStringLiteral(".key"),
                                        QStringLiteral("-out"), ca + QStringLiteral(".crt"),
                                        QStringLiteral("-days"), QStringLiteral("2"),
                                        QStringLiteral("-subj"),
                                        QStringLiteral("/CN=Pinaculo test ") + ca}))
                return false;
        }
        if (!write(m_root + QStringLiteral("/server.ext"),
                   QStringLiteral("subjectAltName=IP:%1,DNS:%2\n")
                       .arg(QLatin1String(Loopback), QLatin1String(CertifiedName))))
            return false;
        if (!openssl(QStringList {QStringLiteral("req")} + key
                     + QStringList {QStringLiteral("-keyout"), QStringLiteral("server.key"),
                                    QStringLiteral("-out"), QStringLiteral("server.csr"),
                                    QStringLiteral("-subj"),
                                    QStringLiteral("/CN=%1").arg(QLatin1String(Loopback))})
            || !openssl({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
                         QStringLiteral("server.csr"), QStringLiteral("-CA"),
                         QStringLiteral("ca.crt"), QStringLiteral("-CAkey"),
                         QStringLiteral("ca.key"), QStringLiteral("-CAcreateserial"),
                         QStringLiteral("-out"), QStringLiteral("server.crt"),
                         QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-extfile"),
                         QStringLiteral("server.ext")}))
            return false;
        // The server takes a key only its own user can read.
        const QString serverKey = m_root + QStringLiteral("/server.key");
        if (!QFile::setPermissions(serverKey, QFile::ReadOwner | QFile::WriteOwner)
            || !handOver(serverKey) || !handOver(m_root + QStringLiteral("/server.crt")))
            return false;
        if (!write(dataDir() + QStringLiteral("/pg_hba.conf"),
                   QStringLiteral("local all all scram-sha-256\n"
                                  "hostssl all all %1/32 scram-sha-256\n"
                                  "hostnossl all all %1/32 reject\n")
                       .arg(QLatin1String(Loopback))))
            return false;
        m_port = freePort();
        if (m_port <= 0) {
            m_failure = QStringLiteral("no free port on %1").arg(QLatin1String(Loopback));
            return false;
        }
        return true;
    }

    bool write(const QString &path, const QString &text)
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || file.write(text.toUtf8()) < 0) {
            m_failure = QStringLiteral("cannot write %1").arg(path);
            return false;
        }
        return true;
    }

    // A port nothing listens on at 127.0.0.1 now, as the system hands one out.
    static int freePort()
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        if (fd < 0)
            return -1;
        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = 0;
        socklen_t length = sizeof address;
        int port = -1;
        if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
            && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
            port = ntohs(address.sin_port);
        ::close(fd);
        return port;
    }

    QString dataDir() const { return m_root + QStringLiteral("/data"); }

    static QString binDir()
    {
        // Debian keeps each major version's server programs apart; the newest is taken.
        QDir versions(QStringLiteral("/usr/lib/postgresql"));
        QStringList found = versions.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        std::sort(found.begin(), found.end(),
                  [](const QString &a, const QString &b) { return a.toInt() > b.toInt(); });
        for (const QString &version : std::as_const(found)) {
            const QString bin = versions.filePath(version + QStringLiteral("/bin"));
            if (QFileInfo(bin + QStringLiteral("/initdb")).isExecutable())
                return bin;
        }
        return {};
    }

    // As root the server's files belong to the postgres user, who runs it.
    bool handOver(const QString &path)
    {
        if (::geteuid() != 0)
            return true;
        const passwd *user = ::getpwnam(Superuser);
        if (!user
            || ::chown(QFile::encodeName(path).constData(), user->pw_uid, user->pw_gid) != 0) {
            m_failure = QStringLiteral("cannot give %1 to the postgres user").arg(path);
            return false;
        }
        return true;
    }

    bool run(const QString &program, const QStringList &arguments)
    {
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        const QString path = m_bin + u'/' + program;
        if (::geteuid() == 0)
            process.start(QStringLiteral("runuser"),
                          QStringList {QStringLiteral("-u"), QString::fromLatin1(Superuser),
                                       QStringLiteral("--"), path}
                              + arguments);
        else
            process.start(path, arguments);
        if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit
            || process.exitCode() != 0) {
            m_failure = QStringLiteral("%1 failed: %2")
                            .arg(program, QString::fromLocal8Bit(process.readAll()).trimmed());
            return false;
        }
        return true;
    }

    // A process that is there and not a zombie: a suite killed a moment ago may not yet be
    // reaped.
    static bool isRunning(qint64 pid)
    {
        if (::kill(pid_t(pid), 0) != 0)
            return false;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            return true;
        const QByteArray line = stat.readAll();
        const qsizetype end = line.lastIndexOf(')');
        return end < 0 || line.mid(end + 2, 1) != "Z";
    }

    // A cluster whose suite died before stopping it: its server is stopped, its folder removed.
    void stopAbandoned()
    {
        const QString bin = binDir();
        const QDir temp = QDir::temp();
        for (const QString &name : temp.entryList({QStringLiteral("pinaculo-pg-*")}, QDir::Dirs)) {
            const qint64 pid = name.section(u'-', 2, 2).toLongLong();
            if (pid <= 0 || pid == ::getpid() || isRunning(pid))
                continue; // its suite still runs
            m_bin = bin;
            run(QStringLiteral("pg_ctl"),
                {QStringLiteral("-D"), temp.filePath(name + QStringLiteral("/data")),
                 QStringLiteral("-m"), QStringLiteral("immediate"), QStringLiteral("-w"),
                 QStringLiteral("stop")});
            QDir(temp.filePath(name)).removeRecursively();
        }
        m_failure.clear();
    }

    Tls m_tls = Tls::None;
    int m_port = 0;
    QString m_bin;
    QString m_root;
    QString m_password;
    QString m_failure;
    bool m_running = false;
};

} // namespace pgtest
