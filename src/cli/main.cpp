#include "cliapplication.h"
#include "terminationsignals.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    int code = 0;
    {
        const QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("pinaculo-cli"));
        QCoreApplication::setOrganizationName(QStringLiteral("Pinaculo"));
        code = pinaculo::CliApplication::run(QCoreApplication::arguments(), argv);
    }
    // SIGTERM or SIGINT while a database was open waited for the command to close it; the
    // process now ends as the signal asked.
    pinaculo::TerminationSignals::finish();
    return code;
}
