#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace pinaculo {

// The command line of the desktop application:
//   pinaculo [--db PATH] [--lang es|it|en] [--quit-after-startup] [FILE.json]
// Parsed in the library, so main() stays thin and the parsing is testable.
struct AppOptions
{
    Q_DECLARE_TR_FUNCTIONS(AppOptions)

public:
    QString databasePath; // kept for the storage layer; empty: its default place
    QString language; // empty: the stored choice or the system's
    bool quitAfterStartup = false;
    QString gameFile;

    bool ok = true;
    bool helpRequested = false;
    QString error; // translated, when !ok

    // `arguments` includes the program name first, as QCoreApplication::arguments() does.
    static AppOptions parse(const QStringList &arguments);
    static QString usage();
};

} // namespace pinaculo
