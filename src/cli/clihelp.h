#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QTextStream>

namespace pinaculo {

// --help on every command: each command's parser lists its own options, and the usage line
// names the command ("pinaculo-cli meld [options] cards").
class CliHelp
{
    Q_DECLARE_TR_FUNCTIONS(CliHelp)

public:
    // Adds -h, --help to a command's parser.
    static void addTo(QCommandLineParser &parser);
    // When the parsed command line asks for help, prints it to `out` and returns true.
    static bool answer(const QCommandLineParser &parser, const QString &command, QTextStream &out);
    // The command's help text.
    static QString text(const QCommandLineParser &parser, const QString &command);
    // What pinaculo-cli --version prints.
    static QString version();
};

} // namespace pinaculo
