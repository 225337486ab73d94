#include "appoptions.h"

#include "translations.h"

#include <QHostAddress>

namespace pinaculo {

AppOptions AppOptions::parse(const QStringList &arguments)
{
    AppOptions options;
    auto fail = [&options](const QString &message) {
        options.ok = false;
        options.error = message;
        return options;
    };
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        // Both "--db PATH" and "--db=PATH".
        QString name = argument;
        QString value;
        bool inlineValue = false;
        if (argument.startsWith(u"--") && argument.contains(u'=')) {
            name = argument.section(u'=', 0, 0);
            value = argument.section(u'=', 1);
            inlineValue = true;
        }
        auto takeValue = [&]() -> bool {
            if (inlineValue)
                return true;
            if (i + 1 >= arguments.size())
                return false;
            value = arguments.at(++i);
            return true;
        };
        if (name == u"--db") {
            if (!takeValue() || value.isEmpty())
                return fail(tr("--db needs the path of a database file"));
            options.databasePath = value;
        } else if (name == u"--lang") {
            if (!takeValue() || !Translations::languages().contains(value))
                return fail(tr("--lang needs one of: %1")
                                .arg(Translations::languages().join(QStringLiteral(", "))));
            options.language = value;
        } else if (name == u"--live-board") {
            bool number = false;
            const int port = takeValue() ? value.toInt(&number) : -1;
            if (!number || port < 0 || port > 65535)
                return fail(tr("--live-board needs a port number from 0 to 65535 (0: any free "
                               "port)"));
            options.liveBoardPort = port;
        } else if (name == u"--live-board-address") {
            if (!takeValue() || QHostAddress(value).isNull())
                return fail(tr("--live-board-address needs an IP address of this machine, such "
                               "as 192.168.1.20"));
            options.liveBoardAddress = value;
        } else if (name == u"--quit-after-startup" && !inlineValue) {
            options.quitAfterStartup = true;
        } else if ((name == u"--help" || name == u"-h") && !inlineValue) {
            options.helpRequested = true;
        } else if (argument.startsWith(u'-') && argument != u"-") {
            return fail(tr("unknown option %1").arg(argument));
        } else if (!options.gameFile.isEmpty()) {
            return fail(tr("only one game file can be opened, not also %1").arg(argument));
        } else {
            options.gameFile = argument;
        }
    }
    if (!options.liveBoardAddress.isEmpty() && options.liveBoardPort < 0)
        return fail(tr("--live-board-address needs --live-board PORT"));
    return options;
}

QString AppOptions::usage()
{
    return tr("Usage: pinaculo [--db PATH] [--lang es|it|en] [--quit-after-startup] "
              "[--live-board PORT [--live-board-address ADDRESS]] [FILE.json]");
}

} // namespace pinaculo
