#pragma once

#include "clubserver.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace pinaculo {

// One connection to the club's database, under a name of its own, closed and removed with the
// object. Opening blocks until the server answers or ClubServer::ConnectTimeoutSeconds pass, so
// it is never done on the window's thread. Every failure is said in words (ClubRefusal).
class ClubConnection
{
    Q_DECLARE_TR_FUNCTIONS(ClubConnection)

public:
    explicit ClubConnection(const ClubServer &server);
    ~ClubConnection();
    ClubConnection(const ClubConnection &) = delete;
    ClubConnection &operator=(const ClubConnection &) = delete;

    // False, with error() saying why, when the driver is missing or the server refuses.
    bool open();
    QString error() const { return m_error; }
    QSqlDatabase database() const;
    // Whether the server still answers: after a server restart an idle connection still says
    // it is open, and only a query tells.
    bool isAlive() const;
    const ClubServer &server() const { return m_server; }

    // Whether Qt SQL's PostgreSQL driver is installed, and what to install when it is not.
    static bool driverAvailable();
    static QString driverMissingText();

private:
    ClubServer m_server;
    QString m_name;
    QString m_error;
};

} // namespace pinaculo
