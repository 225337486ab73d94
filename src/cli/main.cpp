#include "cliapplication.h"

#include <QCoreApplication>

#include <memory>

int main(int argc, char *argv[])
{
    const std::unique_ptr<QCoreApplication> app = pinaculo::CliApplication::createApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("pinaculo-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Pinaculo"));
    return pinaculo::CliApplication::run(QCoreApplication::arguments());
}
