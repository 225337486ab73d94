#include "clidatabase.h"

namespace pinaculo {

QCommandLineOption CliDatabase::option()
{
    return QCommandLineOption(QStringLiteral("db"),
                              tr("The database file (default: the application's database)."),
                              tr("path"));
}

bool CliDatabase::open(Database &database, const QString &path, const QString &command, QTextStream &err)
{
    const Database::OpenResult result =
        database.open(path.isEmpty() ? Database::defaultPath() : path, Database::Access::Shared);
    for (const QString &notice : result.notices)
        err << tr("pinaculo-cli %1: %2").arg(command, notice) << '\n';
    if (result.ok())
        return true;
    err << tr("pinaculo-cli %1: %2").arg(command, result.message) << '\n';
    if (result.status == Database::Status::Damaged || result.status == Database::Status::NotDatabase)
        err << tr("pinaculo-cli %1: the file was left untouched; the application offers to set it aside "
                  "and start a fresh database").arg(command)
            << '\n';
    return false;
}

} // namespace pinaculo
