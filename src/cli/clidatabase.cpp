#include "clidatabase.h"

#include "clitext.h"
#include "terminationsignals.h"

namespace pinaculo {

QCommandLineOption CliDatabase::option()
{
    return QCommandLineOption(QStringLiteral("db"),
                              tr("The database file (default: the application's database)."),
                              tr("path"));
}

QString CliDatabase::path(const QString &option)
{
    return option.isEmpty() ? Database::defaultPath() : option;
}

bool CliDatabase::open(Database &database, const QString &path, const QString &command,
                       QTextStream &err, Database::Access access)
{
    // From here on SIGTERM and SIGINT wait for the command, which is short, to close the database
    // (main() then ends as the signal asked). Before, they end the program at once: reading a
    // game file from a pipe may wait for ever.
    TerminationSignals::instance();
    const Database::OpenResult result = database.open(CliDatabase::path(path), access);
    for (const QString &notice : result.notices)
        err << tr("pinaculo-cli %1: %2").arg(command, notice) << '\n';
    if (result.ok())
        return true;
    err << CliText::safe(tr("pinaculo-cli %1: %2").arg(command, result.message)) << '\n';
    if (result.status == Database::Status::Damaged
        || result.status == Database::Status::NotDatabase)
        err << tr("pinaculo-cli %1: the file was left untouched; the application offers to set it aside "
                  "and start a fresh database")
                   .arg(command)
            << '\n';
    return false;
}

} // namespace pinaculo
