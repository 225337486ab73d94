// pinaculo-cli-summary: `pinaculo-cli summary`, which pinaculo-cli runs (SummaryProcess) with
// its own command line, "summary" included, so that only this program loads the painting
// libraries.
#include "cliapplication.h"
#include "clicommand.h"
#include "summarycommand.h"
#include "terminationsignals.h"

#include <QCoreApplication>

#include <memory>

int main(int argc, char *argv[])
{
    int code = 0;
    {
        const std::unique_ptr<QCoreApplication> app
            = pinaculo::SummaryCommand::createApplication(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("pinaculo-cli"));
        QCoreApplication::setOrganizationName(QStringLiteral("Pinaculo"));
        QTextStream out(stdout);
        QTextStream err(stderr);
        const QStringList arguments = QCoreApplication::arguments();
        if (!pinaculo::CliApplication::installLanguage(arguments, err)) {
            code = pinaculo::ExitUsage;
        } else {
            pinaculo::CliContext context {arguments.mid(2), out, err};
            code = pinaculo::SummaryCommand::run(context);
        }
    }
    pinaculo::TerminationSignals::finish();
    return code;
}
