#include "cliapplication.h"

#include "clicommand.h"
#include "clubcommand.h"
#include "clihelp.h"
#include "exportcommand.h"
#include "importcommand.h"
#include "listcommand.h"
#include "meldcommand.h"
#include "scorecommand.h"
#include "summaryprocess.h"
#include "tournamentcommand.h"
#include "coretext.h"
#include "languages.h"
#include "translations.h"

#include <QLocale>
#include <QTextStream>

namespace pinaculo {

namespace {

// --lang wins over the system's language; it is read before the command parses its options so
// that even usage errors come out in the chosen language.
QString languageFrom(const QStringList &arguments)
{
    for (int i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == u"--lang" && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(u"--lang="))
            return arguments[i].mid(7);
    }
    return Translations::languageFor(QLocale::system());
}

} // namespace

QCommandLineOption CliApplication::languageOption()
{
    return QCommandLineOption(QStringLiteral("lang"),
                              //: The description of --lang: the languages it takes, "es, it or en".
                              tr("%1.").arg(CoreText::alternatives(Languages::codes())),
                              tr("language"));
}

bool CliApplication::installLanguage(const QStringList &arguments, QTextStream &err)
{
    const QString language = languageFrom(arguments);
    if (Translations::install(language))
        return true;
    Translations::install(Languages::fallback());
    err << tr("pinaculo-cli: unknown language \"%1\"; use %2")
               .arg(language, CoreText::alternatives(Languages::codes()))
        << '\n';
    return false;
}

int CliApplication::run(const QStringList &arguments, [[maybe_unused]] char **argv)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (!installLanguage(arguments, err))
        return ExitUsage;
    const QString command = arguments.value(1);
    CliContext context {arguments.mid(2), out, err};
    if (command == u"meld")
        return MeldCommand::run(context);
    if (command == u"score")
        return ScoreCommand::run(context);
    if (command == u"import")
        return ImportCommand::run(context);
    if (command == u"export")
        return ExportCommand::run(context);
    if (command == u"list")
        return ListCommand::run(context);
    if (command == u"tournament")
        return TournamentCommand::run(context);
    if (command == u"club")
        return ClubCommand::run(context);
#ifdef PINACULO_CLI_SUMMARY
    if (command == u"summary")
        return SummaryProcess::run(argv, err);
#endif
    if (command == u"--version" || command == u"-v") {
        out << CliHelp::version() << '\n';
        return ExitOk;
    }
    if (command == u"--help" || command == u"-h" || command == u"help") {
        const QString languages = Languages::codes().join(u'|');
        out << tr("Usage:") << '\n'
            << "  pinaculo-cli meld --variant V [--laid L] [--rescued CARDS] [--json] CARDS...\n"
            << "  pinaculo-cli score [--json | --csv] [--lang " << languages << "] FILE\n"
            << "  pinaculo-cli import FILE [--db PATH] [--name NAME]\n"
            << "  pinaculo-cli export ID [--db PATH] -o FILE\n"
            << "  pinaculo-cli list [--db PATH] [--json] [--player NAME] [--variant V]\n"
            << "  pinaculo-cli tournament vp [--scale SCALE] [--more-sides METHOD] MP...\n"
            << "  pinaculo-cli tournament pair --movement mitchell|round-robin --entries N "
               "[--step K] [--rounds R]\n"
            << "  pinaculo-cli tournament pair FILE\n"
            << "  pinaculo-cli tournament score [--json | --csv] FILE\n"
            << "  pinaculo-cli tournament check FILE\n"
            << "  pinaculo-cli club init-db [--host HOST] [--dbname NAME] [--tables N] ...\n";
        out << "  pinaculo-cli summary FILE -o OUT.pdf [--lang " << languages
            << "] [--paper a4|letter] [--date YYYY-MM-DD] [--place PLACE]\n"
            << "  pinaculo-cli summary --db PATH ID -o OUT.pdf [--lang " << languages << "]\n"
            << "  pinaculo-cli --version\n";
        out << '\n'
            << tr("Each command lists its options with --help, for example: %1")
                   .arg(QStringLiteral("pinaculo-cli meld --help"))
            << '\n';
        return ExitOk;
    }
    err << (command.isEmpty()
                ? tr("pinaculo-cli: give a command: meld, score, summary, import, export, list, "
                     "tournament or club")
                : tr("pinaculo-cli: unknown command \"%1\"; use meld, score, summary, import, "
                     "export, list, tournament or club")
                      .arg(command))
        << '\n';
    return ExitUsage;
}

} // namespace pinaculo
