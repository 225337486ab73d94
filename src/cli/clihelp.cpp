#include "clihelp.h"

#include "appinfo.h"

namespace pinaculo {

void CliHelp::addTo(QCommandLineParser &parser)
{
    // Not addHelpOption(): its description is missing from some of Qt's catalogues, and its
    // --help-all lists options of a GUI application that no command takes.
    parser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                        tr("Show this help and quit.")));
}

bool CliHelp::answer(const QCommandLineParser &parser, const QString &command, QTextStream &out)
{
    if (!parser.isSet(QStringLiteral("help")))
        return false;
    out << text(parser, command);
    return true;
}

QString CliHelp::text(const QCommandLineParser &parser, const QString &command)
{
    // Qt's usage line names the program as it was started; the command follows it.
    QString help = parser.helpText();
    const QString program = QCoreApplication::arguments().value(0);
    const qsizetype lineEnd = help.indexOf(u'\n');
    const qsizetype at = program.isEmpty() ? -1 : help.indexOf(program);
    if (at >= 0 && (lineEnd < 0 || at < lineEnd))
        help.replace(at, program.size(), QStringLiteral("pinaculo-cli ") + command);
    return help;
}

QString CliHelp::version()
{
    return QStringLiteral("pinaculo-cli %1").arg(QLatin1StringView(AppInfo::version));
}

} // namespace pinaculo
