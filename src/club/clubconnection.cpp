#include "clubconnection.h"

#include "clubrefusal.h"

#include <QAtomicInteger>
#include <QSqlError>
#include <QSqlQuery>

namespace pinaculo {

namespace {

QString nextConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("club-%1").arg(++counter);
}

} // namespace

ClubConnection::ClubConnection(const ClubServer &server)
    : m_server(server)
    , m_name(nextConnectionName())
{
}

ClubConnection::~ClubConnection()
{
    if (QSqlDatabase::contains(m_name)) {
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }
}

bool ClubConnection::open()
{
    if (!driverAvailable()) {
        m_error = driverMissingText();
        return false;
    }
    QSqlDatabase db = QSqlDatabase::contains(m_name)
        ? QSqlDatabase::database(m_name, false)
        : QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
    // Opened again after the server went away: the dead connection is let go first.
    if (db.isOpen())
        db.close();
    db.setHostName(m_server.host);
    db.setPort(m_server.port);
    db.setDatabaseName(m_server.database);
    db.setUserName(m_server.user);
    db.setPassword(m_server.password);
    db.setConnectOptions(m_server.connectOptions());
    if (!db.open()) {
        m_error = ClubRefusal::text(db.lastError(), m_server);
        return false;
    }
    // The server's notices ("already exists, skipping") are for its log, not the user's
    // terminal; warnings and errors still come.
    QSqlQuery quiet(db);
    if (!quiet.exec(QStringLiteral("SET client_min_messages TO warning"))) {
        m_error = ClubRefusal::text(quiet.lastError());
        db.close();
        return false;
    }
    m_error.clear();
    return true;
}

QSqlDatabase ClubConnection::database() const
{
    return QSqlDatabase::database(m_name, false);
}

bool ClubConnection::isAlive() const
{
    QSqlDatabase db = database();
    if (!db.isOpen())
        return false;
    QSqlQuery query(db);
    return query.exec(QStringLiteral("SELECT 1")) && query.next();
}

bool ClubConnection::driverAvailable()
{
    return QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"));
}

QString ClubConnection::driverMissingText()
{
    return tr("Qt SQL's PostgreSQL driver is not installed: install the package %1")
        .arg(QStringLiteral("libqt6sql6-psql"));
}

} // namespace pinaculo
