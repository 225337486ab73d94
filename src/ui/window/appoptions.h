#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace pinaculo {

// The command line of the desktop application, read with QCommandLineParser once the
// application object exists and has taken Qt's own options (-style, -platform, -reverse, …):
//   pinaculo [--db PATH] [--lang es|it|en] [--quit-after-startup]
//            [--live-board PORT [--live-board-address ADDRESS]] [FILE.json]
// Parsed in the library, so main() stays thin and the parsing is testable.
struct AppOptions
{
    Q_DECLARE_TR_FUNCTIONS(AppOptions)

public:
    QString databasePath; // kept for the storage layer; empty: its default place
    QString language; // empty: the stored choice or the system's
    bool quitAfterStartup = false;
    QString gameFile;
    // The read-only live board of the game on the local network: its TCP port (0 lets the system
    // choose one), -1 when it is off; the address it listens on, empty for the default.
    int liveBoardPort = -1;
    QString liveBoardAddress;

    bool ok = true;
    bool helpRequested = false;
    bool helpAllRequested = false; // --help-all: Qt's own options as well
    bool versionRequested = false;
    QString error; // translated, when !ok

    // `arguments` includes the program name first, as QCoreApplication::arguments() does.
    static AppOptions parse(const QStringList &arguments);
    // What --help prints, in the installed language.
    static QString helpText();
    // The line after an error: where to read the options.
    static QString helpHint();
    // What --version prints.
    static QString versionText();
    // Prints the help with Qt's own options and ends the program, as Qt does for --help-all.
    [[noreturn]] static void showHelpAll();
    // The language --lang names, read before the translations are installed so that the help
    // and the errors of the command line come out in it; empty when none (or none known) is given.
    static QString requestedLanguage(const QStringList &arguments);
};

} // namespace pinaculo
