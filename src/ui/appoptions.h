#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace pinaculo {

// The command line of the desktop application:
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
    int liveBoardPort = -1; // -1: not shared at start; 0: any free port
    QString liveBoardAddress; // empty: every address of the machine

    bool ok = true;
    bool helpRequested = false;
    QString error; // translated, when !ok

    // `arguments` includes the program name first, as QCoreApplication::arguments() does.
    static AppOptions parse(const QStringList &arguments);
    static QString usage();
};

} // namespace pinaculo
