#include "clubrefusal.h"

namespace pinaculo {

namespace {

QString serverWords(const QSqlError &error)
{
    const QString words = error.databaseText().trimmed();
    return words.isEmpty() ? error.driverText().trimmed() : words;
}

} // namespace

QString ClubRefusal::text(const QSqlError &error, const ClubServer &server)
{
    const QString where = server.isLocalSocket()
        ? server.host
        : QStringLiteral("%1:%2").arg(server.host).arg(server.port);
    return tr("cannot reach the club's database %1 at %2 as %3 (%4)")
        .arg(server.database, where, server.user, serverWords(error));
}

QString ClubRefusal::text(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    const QString words = serverWords(error);
    if (code == u"42501" && words.contains(QStringLiteral("row-level security")))
        return tr("the club refused the write: a table's login sends only its own table's match, "
                  "and only while it is being played (%1)")
            .arg(words);
    if (code == u"42501")
        return tr("the club refused the write: this login may not make it (%1)").arg(words);
    if (code == u"23505")
        return tr("the club has this already (%1)").arg(words);
    if (code == u"53300")
        return tr("this login is already connected as many times as it may be (%1)").arg(words);
    if (code.startsWith(QStringLiteral("08")) || code == u"57P01")
        return tr("the connection to the club's database was lost (%1)").arg(words);
    return tr("the club's database refused: %1").arg(words);
}

bool ClubRefusal::isForbidden(const QSqlError &error)
{
    return error.nativeErrorCode() == u"42501";
}

} // namespace pinaculo
