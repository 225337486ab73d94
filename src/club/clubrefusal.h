#pragma once

#include "clubserver.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QString>

namespace pinaculo {

// The club server's refusals in words. A statement's refusal is told by its SQLSTATE, the code
// PostgreSQL gives whatever its language: a write a role or a row-level policy forbids, a row
// the club has already, a login at its limit of connections, a connection lost. The server's
// own words follow in brackets, for whoever runs it.
class ClubRefusal
{
    Q_DECLARE_TR_FUNCTIONS(ClubRefusal)

public:
    // Why `server` could not be reached.
    static QString text(const QSqlError &error, const ClubServer &server);
    // Why a statement was refused.
    static QString text(const QSqlError &error);

    // A write the login may not make: its role lacks the right, or a row-level policy
    // (another table's match, a match no longer being played) refuses the row.
    static bool isForbidden(const QSqlError &error);
};

} // namespace pinaculo
