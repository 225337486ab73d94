#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QStringList>

#include <memory>

namespace pinaculo {

// Dispatches pinaculo-cli's commands and sets the language before any text is printed.
class CliApplication
{
    Q_DECLARE_TR_FUNCTIONS(CliApplication)

public:
    static int run(const QStringList &arguments);
    // The application object the command needs: a console one, or a GUI one for painting.
    static std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv);
    // --lang, which every command lists in its help and accepts; run() has read it already.
    static QCommandLineOption languageOption();
};

} // namespace pinaculo
