#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace pinaculo {

// One laptop per table: the laptop that plays as a table holds the table's advisory lock on the
// club's server for as long as its connection lives (the server lets it go when the connection
// ends, a crash or a dropped network included). A second laptop logged in as the same table is
// refused the lock and told which laptop holds it: its name (ClubServer::applicationName), its
// address and since when.
class ClubTableLock
{
    Q_DECLARE_TR_FUNCTIONS(ClubTableLock)

public:
    enum class Outcome { Held, HeldElsewhere, Failed };

    // Takes table `table`'s lock on `db`'s connection. HeldElsewhere and Failed come with the
    // words in `message`.
    static Outcome take(const QSqlDatabase &db, int table, QString *message);
    static bool release(const QSqlDatabase &db, int table);

    // The two keys of a table's lock: the club's space, then the table.
    static constexpr int LockSpace = 0x50494e41; // "PINA"
};

} // namespace pinaculo
