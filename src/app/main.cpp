#include "appinfo.h"
#include "window/applicationstyle.h"
#include "window/appoptions.h"
#include "database.h"
#include "window/databaseopener.h"
#include "window/fontdatabasewarmer.h"
#include "window/gamefilepreread.h"
#include "gameautosaver.h"
#include "gamedocument.h" // the autosaver holds a guarded pointer to it
#include "headlessplatform.h"
#include "liveboardserver.h"
#include "sharing/liveboardsharing.h"
#include "window/mainwindow.h"
#include "terminationsignals.h"
#include "translations.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <optional>
#include <vector>

namespace {

int runWindow(pinaculo::Database &database, const pinaculo::AppOptions &options,
              pinaculo::GameFilePreread &preread)
{
    pinaculo::MainWindow window;
    window.setAutosaver(new pinaculo::GameAutosaver(database.storage(), &window), &database);
    // The full check reads the file on another thread meanwhile; a failure is shown over the
    // window, and refuses every write from then on.
    pinaculo::DatabaseOpener::watch(database, &window);
    // Closed as the window goes, not after: a check still running is stopped, and the lock is
    // released before the window disappears, so a start right after finds the database free.
    QObject::connect(&window, &pinaculo::MainWindow::closing, &window, [&window, &database] {
        // The autosaver lets go of the game first: one left without a hand is deleted now,
        // while the database is still open.
        if (pinaculo::GameAutosaver *saver = window.autosaver())
            saver->attach(nullptr);
        database.close();
    });

    window.show();
    window.applyOptions(options, &preread);
    if (options.liveBoardPort >= 0) {
        const QHostAddress address = options.liveBoardAddress.isEmpty()
            ? QHostAddress(QHostAddress::Any)
            : QHostAddress(options.liveBoardAddress);
        QString error;
        if (!window.liveBoard()->start(quint16(options.liveBoardPort), address, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        // One line a script can read the address from; the prefix is never translated.
        std::fprintf(stdout, "Live board: %s\n",
                     qPrintable(window.liveBoard()->server()->url().toString()));
        std::fflush(stdout);
    }
    if (options.quitAfterStartup) {
        // Once the window has painted. The line marks the moment, so that a script can time the
        // start-up and the closing apart; it is never translated.
        QObject::connect(&window, &pinaculo::MainWindow::firstPainted, qApp, [] {
            std::fputs("Closing\n", stdout);
            std::fflush(stdout);
            QCoreApplication::exit(0);
        });
    }
    return QApplication::exec();
}

// Who the application is, for its settings, its database folder and the desktop.
void nameApplication()
{
    QApplication::setOrganizationName(QStringLiteral("Pinaculo"));
    QApplication::setApplicationName(QStringLiteral("Pinaculo"));
    QApplication::setApplicationDisplayName(QStringLiteral("Pináculo"));
    QApplication::setApplicationVersion(QString::fromLatin1(pinaculo::AppInfo::version));
    QApplication::setDesktopFileName(QString::fromLatin1(pinaculo::AppInfo::id));
}

// Reads the command line the application object left (Qt's own options taken off it) into
// `options`. --help, --version and a mistake are answered here: their exit code is returned.
std::optional<int> readCommandLine(pinaculo::AppOptions &options)
{
    // The language is installed first, so that the help and the errors come out in the one
    // --lang names (or the stored or system's one).
    const QStringList arguments = QCoreApplication::arguments();
    pinaculo::AppOptions startup;
    startup.language = pinaculo::AppOptions::requestedLanguage(arguments);
    pinaculo::Translations::install(pinaculo::MainWindow::startupLanguage(startup));
    options = pinaculo::AppOptions::parse(arguments);
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
    return std::nullopt;
}

// Where no display is set (over ssh, in CI) and no -platform is given, the command line is read
// first on the offscreen platform, so that --help, --version and a mistake answer as anywhere. A
// command line that wants the window then meets Qt's own report that no display can be opened.
std::optional<int> answerWithoutDisplay(int argc, char *argv[])
{
    if (pinaculo::HeadlessPlatform::hasDisplay())
        return std::nullopt;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "-platform") == 0 || std::strcmp(argv[i], "--platform") == 0)
            return std::nullopt;
    }
    // QApplication takes its options off the argument list it is given: a copy, so the real
    // application gets them all.
    std::vector<char *> arguments(argv, argv + argc);
    arguments.push_back(nullptr);
    int count = argc;
    pinaculo::HeadlessPlatform::prepare();
    std::optional<int> answered;
    {
        QApplication probe(count, arguments.data());
        nameApplication();
        pinaculo::AppOptions options;
        answered = readCommandLine(options);
    }
    qunsetenv("QT_QPA_PLATFORM");
    return answered;
}

} // namespace

int main(int argc, char *argv[])
{
    if (const std::optional<int> answered = answerWithoutDisplay(argc, argv))
        return *answered;
    pinaculo::HeadlessPlatform::ensureRuntimeDirectory();

    // Everything that holds the database lives in this block; a signal is re-raised after it.
    int code = 0;
    {
        // Takes Qt's own options (-style, -platform, -reverse, …) off the command line.
        QApplication app(argc, argv);
        nameApplication();
        pinaculo::AppOptions options;
        if (const std::optional<int> answered = readCommandLine(options))
            return *answered;

        // Before any widget exists, since each takes the style it is made with: the platform's
        // style (or the one asked for with -style), with the changes that shorten the first paint.
        QApplication::setStyle(new pinaculo::ApplicationStyle(QApplication::style()->name()));
        // The system's fonts are read on a second thread while the database is opened here,
        // which needs no font.
        const pinaculo::FontDatabaseWarmer fonts;
        // The game file named on the command line is read meanwhile as well.
        pinaculo::GameFilePreread preread(options.gameFile);

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
            code = runWindow(database, options, preread);
    }
    pinaculo::TerminationSignals::finish();
    return code;
}
