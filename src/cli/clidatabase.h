#pragma once

#include "database.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QTextStream>

namespace pinaculo {

// Exit code of the storage commands when the database itself cannot be used.
inline constexpr int ExitDatabase = 3;

// The --db option shared by import, export and list, and the opening of that database with the
// reason printed when it fails, and a line on stderr for what the user should know about an open
// that succeeded (a write-ahead log set aside, a database that can only be read). The CLI never
// holds the application's lock: it writes in short transactions that wait for the application's
// (busy_timeout).
class CliDatabase
{
    Q_DECLARE_TR_FUNCTIONS(CliDatabase)

public:
    static QCommandLineOption option();
    // The database the --db value names: itself, or the application's when empty.
    static QString path(const QString &option);
    // `access`: Read for the commands that only read (list, export, summary), so they work on a
    // full disk or a read-only medium.
    static bool open(Database &database, const QString &path, const QString &command,
                     QTextStream &err, Database::Access access = Database::Access::Shared);
};

} // namespace pinaculo
