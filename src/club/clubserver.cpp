#include "clubserver.h"

#include <QStringList>

namespace pinaculo {

namespace {

// Every TLS mode, the default first.
constexpr ClubServer::Tls AllTls[] = {ClubServer::Tls::VerifyFull, ClubServer::Tls::VerifyCa,
                                      ClubServer::Tls::Require, ClubServer::Tls::Disable};

// A value of a libpq option, quoted as libpq reads it: 'a b\'c'.
QString quotedOption(const QString &value)
{
    QString quoted = value;
    quoted.replace(u'\\', QStringLiteral("\\\\"));
    quoted.replace(u'\'', QStringLiteral("\\'"));
    return u'\'' + quoted + u'\'';
}

} // namespace

QString ClubServer::connectOptions() const
{
    QStringList options {QStringLiteral("connect_timeout=%1").arg(ConnectTimeoutSeconds),
                         QStringLiteral("sslmode=%1").arg(tlsId(tls))};
    if (!applicationName.isEmpty())
        options.append(QStringLiteral("application_name=") + quotedOption(applicationName));
    if (!address.isEmpty())
        options.append(QStringLiteral("hostaddr=") + quotedOption(address));
    if (!certificateAuthority.isEmpty())
        options.append(QStringLiteral("sslrootcert=") + quotedOption(certificateAuthority));
    // Qt SQL separates its options with semicolons.
    return options.join(u';');
}

QString ClubServer::tlsId(Tls tls)
{
    switch (tls) {
    case Tls::VerifyFull:
        return QStringLiteral("verify-full");
    case Tls::VerifyCa:
        return QStringLiteral("verify-ca");
    case Tls::Require:
        return QStringLiteral("require");
    case Tls::Disable:
        return QStringLiteral("disable");
    }
    return QStringLiteral("verify-full");
}

QStringList ClubServer::tlsIds()
{
    QStringList ids;
    for (Tls tls : AllTls)
        ids.append(tlsId(tls));
    return ids;
}

std::optional<ClubServer::Tls> ClubServer::tlsFromId(const QString &id)
{
    for (Tls tls : AllTls) {
        if (tlsId(tls) == id)
            return tls;
    }
    return std::nullopt;
}

} // namespace pinaculo
