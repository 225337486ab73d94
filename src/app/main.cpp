#include "appoptions.h"
#include "mainwindow.h"
#include "translations.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    // The command line is read before the display is opened, so --help and a mistyped option
    // answer even where no display is available.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    const pinaculo::AppOptions options = pinaculo::AppOptions::parse(arguments);
    if (options.helpRequested || !options.ok) {
        if (!options.ok)
            std::fprintf(stderr, "%s\n", qPrintable(options.error));
        std::fprintf(options.ok ? stdout : stderr, "%s\n", qPrintable(pinaculo::AppOptions::usage()));
        return options.ok ? 0 : 2;
    }

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Pinaculo"));
    QApplication::setApplicationName(QStringLiteral("Pinaculo"));
    QApplication::setApplicationDisplayName(QStringLiteral("Pináculo"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("pinaculo"));

    pinaculo::Translations::install(pinaculo::MainWindow::startupLanguage(options));

    pinaculo::MainWindow window;
    window.show();
    window.applyOptions(options);
    if (options.quitAfterStartup) {
        // Queued behind the first paint of the shown window.
        QTimer::singleShot(0, &app, [] { QCoreApplication::exit(0); });
    }
    return QApplication::exec();
}
