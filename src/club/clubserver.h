#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace pinaculo {

// Where the club's database is and who reaches it. A host is a name or an address, reached over
// TLS that by default verifies the server's certificate and name against the club's certificate
// authority (`verify-full`); a weaker mode is used only when it is chosen. A host that is a
// folder (it starts with "/") is the unix socket of a server on this machine, which never
// leaves it: PostgreSQL uses no TLS there.
struct ClubServer
{
    enum class Tls { VerifyFull, VerifyCa, Require, Disable };

    QString host = QStringLiteral("localhost");
    // The address to connect to instead of looking the host up (libpq's hostaddr), for a room
    // whose network names nothing: the certificate is still checked against `host`.
    QString address;
    int port = 5432;
    QString database = QStringLiteral("pinaculo_club");
    QString user;
    // Empty: libpq finds it (PGPASSWORD, ~/.pgpass), as the command line leaves it.
    QString password;
    Tls tls = Tls::VerifyFull;
    // How this machine is named to the server (libpq's application_name): what another laptop
    // is told when this one holds its table.
    QString applicationName = QStringLiteral("pinaculo");
    QString certificateAuthority; // the club's CA certificate; empty: libpq's default file

    bool isLocalSocket() const { return host.startsWith(u'/'); }

    // The libpq connection options Qt SQL passes on: the TLS mode, the club's CA, and a bound
    // on how long connecting may take.
    QString connectOptions() const;

    // The TLS modes by their libpq names (verify-full, verify-ca, require, disable).
    static QString tlsId(Tls tls);
    // Every mode's name, the default first.
    static QStringList tlsIds();
    static std::optional<Tls> tlsFromId(const QString &id);

    // Seconds a connection attempt may take before it is given up.
    static constexpr int ConnectTimeoutSeconds = 10;
};

} // namespace pinaculo
