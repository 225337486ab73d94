#include "cliapplication.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("pinaculo-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Pinaculo"));
    return pinaculo::CliApplication::run(QCoreApplication::arguments());
}
