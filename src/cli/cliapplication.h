#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace pinaculo {

// Dispatches pinaculo-cli's commands and sets the language before any text is printed.
class CliApplication
{
    Q_DECLARE_TR_FUNCTIONS(CliApplication)

public:
    // `argv` as main() was given it, for the summary's own program (SummaryProcess), in a build
    // that has one.
    static int run(const QStringList &arguments, char **argv);
    // The language --lang names, or the system's; false, with the error written, for one
    // unknown.
    static bool installLanguage(const QStringList &arguments, QTextStream &err);
    // --lang, which every command lists in its help and accepts; run() has read it already.
    static QCommandLineOption languageOption();
};

} // namespace pinaculo
