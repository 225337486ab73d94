#include "appinfo.h"
#include "applicationstyle.h"
#include "appoptions.h"
#include "database.h"
#include "databaseopener.h"
#include "fontdatabasewarmer.h"
#include "gameautosaver.h"
#include "gamedocument.h" // the autosaver holds a guarded pointer to it
#include "headlessplatform.h"
#include "mainwindow.h"
#include "terminationsignals.h"
#include "translations.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>

namespace {

int runWindow(pinaculo::Database &database, const pinaculo::AppOptions &options)
{
    pinaculo::MainWindow window;
    window.setStorage(new pinaculo::GameAutosaver(database.connection(), &window));
    // The full check reads the file on another thread meanwhile; a failure is shown over the
    // window, and refuses every write from then on.
    pinaculo::DatabaseOpener::watch(database, &window);

    window.show();
    window.applyOptions(options);
    if (options.quitAfterStartup) {
        // Queued behind the first paint of the shown window.
        QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(0); });
    }
    return QApplication::exec();
}

} // namespace

int main(int argc, char *argv[])
{
    // --help and --version answer even where no display is available.
    if (pinaculo::AppOptions::onlyAsksForText(argc, argv))
        pinaculo::HeadlessPlatform::prepare();
    else
        pinaculo::HeadlessPlatform::ensureRuntimeDirectory();

    // Everything that holds the database lives in this block; a signal is re-raised after it.
    int code = 0;
    {
        // Takes Qt's own options (-style, -platform, -reverse, …) off the command line.
        QApplication app(argc, argv);
        QApplication::setOrganizationName(QStringLiteral("Pinaculo"));
        QApplication::setApplicationName(QStringLiteral("Pinaculo"));
        QApplication::setApplicationDisplayName(QStringLiteral("Pináculo"));
        QApplication::setApplicationVersion(QString::fromLatin1(pinaculo::AppInfo::version));
        QApplication::setDesktopFileName(QString::fromLatin1(pinaculo::AppInfo::id));

        // The language is installed before the command line is read, so that its help and its
        // errors come out in the language --lang names (or the stored or system's one).
        const QStringList arguments = QCoreApplication::arguments();
        pinaculo::AppOptions startup;
        startup.language = pinaculo::AppOptions::requestedLanguage(arguments);
        pinaculo::Translations::install(pinaculo::MainWindow::startupLanguage(startup));
        const pinaculo::AppOptions options = pinaculo::AppOptions::parse(arguments);
        if (options.helpAllRequested)
            pinaculo::AppOptions::showHelpAll();
        if (options.helpRequested) {
            std::fputs(qPrintable(pinaculo::AppOptions::helpText()), stdout);
            return 0;
        }
        if (options.versionRequested) {
            std::printf("%s\n", qPrintable(pinaculo::AppOptions::versionText()));
            return 0;
        }
        if (!options.ok) {
            std::fprintf(stderr, "pinaculo: %s\n%s\n", qPrintable(options.error),
                         qPrintable(pinaculo::AppOptions::helpHint()));
            return 2;
        }

        // Before any widget exists, since each takes the style it is made with: the platform's
        // style (or the one asked for with -style), with the changes that shorten the first paint.
        QApplication::setStyle(new pinaculo::ApplicationStyle(QApplication::style()->name()));
        // The system's fonts are read on a second thread while the database is opened here,
        // which needs no font.
        const pinaculo::FontDatabaseWarmer fonts;

        // SIGTERM and SIGINT leave the event loop; the window and the database then close as on
        // any quit, the database last (checkpointed, its lock released).
        QObject::connect(pinaculo::TerminationSignals::instance(),
                         &pinaculo::TerminationSignals::terminationRequested, &app,
                         [] { QCoreApplication::exit(0); });

        // Declared before the window, so it outlives it: the window's autosaver writes to it to the
        // end, and its lock file is released when this block ends, however start-up ended.
        pinaculo::Database database;
        const QString databasePath = options.databasePath.isEmpty()
            ? pinaculo::Database::defaultPath()
            : options.databasePath;
        // --quit-after-startup runs unattended: a message box about the database (another instance
        // holds it, say) is closed by ending its event loop instead of waiting for a click.
        QTimer unattended;
        if (options.quitAfterStartup) {
            unattended.setSingleShot(true);
            QObject::connect(&unattended, &QTimer::timeout, &app,
                             [] { QCoreApplication::exit(1); });
            unattended.start(0);
        }
        // Locked by another instance, too new, or damaged and not replaced: the user has been told.
        // Opened before the window is built, while the fonts are still being read; no window is on
        // screen yet to be a message box's parent.
        const bool opened = pinaculo::DatabaseOpener::open(database, databasePath, nullptr);
        unattended.stop();
        if (!opened)
            code = 1;
        else if (pinaculo::TerminationSignals::received() == 0)
            code = runWindow(database, options);
    }
    pinaculo::TerminationSignals::finish();
    return code;
}
