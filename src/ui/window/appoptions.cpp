#include "window/appoptions.h"

#include "appinfo.h"
#include "coretext.h"
#include "languages.h"

#include <QCommandLineParser>
#include <QHostAddress>

#include <cstdlib>

namespace pinaculo {

namespace {

// The options, declared once for parsing and for the help.
struct Declared
{
    QCommandLineOption help;
    QCommandLineOption version;
    QCommandLineOption database;
    QCommandLineOption language;
    QCommandLineOption quitAfterStartup;
    QCommandLineOption liveBoard;
    QCommandLineOption liveBoardAddress;
};

// Help and version are declared here rather than by addHelpOption() and addVersionOption(), so
// that their descriptions come from the application's catalogues (Qt's lack some of them). Only
// Qt's own --help-all lists Qt's options (`qtHelp`, for showHelpAll()).
Declared declare(QCommandLineParser &parser, bool qtHelp = false)
{
    parser.setApplicationDescription(
        AppOptions::tr("Score keeper and referee for Pináculo, Pinacle and Pinnacola."));
    Declared d {
        QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                           AppOptions::tr("Show this help and quit.")),
        QCommandLineOption({QStringLiteral("v"), QStringLiteral("version")},
                           AppOptions::tr("Show the version and quit.")),
        QCommandLineOption(QStringLiteral("db"),
                           AppOptions::tr("The database file (default: in the user's application "
                                          "data folder)."),
                           AppOptions::tr("path")),
        QCommandLineOption(QStringLiteral("lang"),
                           AppOptions::tr("The language of the window: %1 (default: the one "
                                          "chosen last, or the system's).")
                               .arg(CoreText::alternatives(Languages::codes())),
                           AppOptions::tr("language")),
        QCommandLineOption(QStringLiteral("quit-after-startup"),
                           AppOptions::tr("Quit once the window is shown (for tests).")),
        QCommandLineOption(QStringLiteral("live-board"),
                           AppOptions::tr("Serve a read-only live board of the game on the local "
                                          "network, on this TCP port (0-65535; 0: any free port)."),
                           AppOptions::tr("port")),
        QCommandLineOption(QStringLiteral("live-board-address"),
                           AppOptions::tr("The address the live board listens on, for example "
                                          "127.0.0.1 (only with --live-board)."),
                           AppOptions::tr("address")),
    };
    if (qtHelp) {
        parser.addHelpOption();
        parser.addVersionOption();
    } else {
        parser.addOptions({d.help, d.version});
        parser.addOption(
            QCommandLineOption(QStringLiteral("help-all"),
                               AppOptions::tr("Show this help with Qt's own options and quit.")));
    }
    parser.addOptions(
        {d.database, d.language, d.quitAfterStartup, d.liveBoard, d.liveBoardAddress});
    parser.addPositionalArgument(AppOptions::tr("file"), AppOptions::tr("A game file to open."),
                                 AppOptions::tr("[file]"));
    return d;
}

} // namespace

AppOptions AppOptions::parse(const QStringList &arguments)
{
    AppOptions options;
    auto fail = [&options](const QString &message) {
        options.ok = false;
        options.error = message;
        return options;
    };
    QCommandLineParser parser;
    const Declared d = declare(parser);
    // Qt's messages for an unknown option or a missing value come translated by Qt's catalogue.
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(d.help) || parser.isSet(QStringLiteral("help-all"))) {
        options.helpRequested = true;
        options.helpAllRequested = parser.isSet(QStringLiteral("help-all"));
        return options;
    }
    if (parser.isSet(d.version)) {
        options.versionRequested = true;
        return options;
    }

    if (parser.isSet(d.database)) {
        options.databasePath = parser.value(d.database);
        if (options.databasePath.isEmpty())
            return fail(tr("--db needs the path of a database file"));
    }
    if (parser.isSet(d.language)) {
        options.language = parser.value(d.language);
        if (!Languages::find(options.language))
            return fail(
                tr("--lang needs one of: %1").arg(Languages::codes().join(QStringLiteral(", "))));
    }
    options.quitAfterStartup = parser.isSet(d.quitAfterStartup);

    if (parser.isSet(d.liveBoard)) {
        const QString text = parser.value(d.liveBoard);
        bool isNumber = false;
        const int port = text.toInt(&isNumber);
        if (!isNumber || port < 0 || port > 65535)
            return fail(
                tr("--live-board needs a port number from 0 to 65535, not \"%1\"").arg(text));
        options.liveBoardPort = port;
    }
    if (parser.isSet(d.liveBoardAddress)) {
        const QString text = parser.value(d.liveBoardAddress);
        if (!parser.isSet(d.liveBoard))
            return fail(tr("--live-board-address is only used with --live-board PORT"));
        if (QHostAddress(text).isNull())
            return fail(
                tr("--live-board-address needs an IP address such as 127.0.0.1 or ::1, not \"%1\"")
                    .arg(text));
        options.liveBoardAddress = text;
    }

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return fail(tr("only one game file can be opened, not also %1").arg(files.at(1)));
    options.gameFile = files.value(0);
    return options;
}

QString AppOptions::helpText()
{
    QCommandLineParser parser;
    declare(parser);
    // Qt's usage line names the program as it was started (./pinaculo, /usr/bin/pinaculo).
    QString help = parser.helpText();
    const QString program = QCoreApplication::arguments().value(0);
    const qsizetype at = program.isEmpty() ? -1 : help.indexOf(program);
    if (at >= 0 && at < help.indexOf(u'\n'))
        help.replace(at, program.size(), QStringLiteral("pinaculo"));
    return help;
}

QString AppOptions::helpHint()
{
    return tr("Try pinaculo --help.");
}

QString AppOptions::versionText()
{
    return QStringLiteral("pinaculo %1").arg(QLatin1StringView(AppInfo::version));
}

void AppOptions::showHelpAll()
{
    // Only QCommandLineParser::process() lists Qt's options, for its own --help-all; it prints
    // them and ends the program.
    QCommandLineParser parser;
    declare(parser, true);
    parser.process(
        QStringList {QCoreApplication::arguments().value(0), QStringLiteral("--help-all")});
    std::exit(0);
}

QString AppOptions::requestedLanguage(const QStringList &arguments)
{
    QString language;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == u"--")
            break;
        if (argument == u"--lang" && i + 1 < arguments.size())
            language = arguments.at(++i);
        else if (argument.startsWith(u"--lang="))
            language = argument.mid(7);
    }
    return Languages::find(language) ? language : QString();
}

} // namespace pinaculo
