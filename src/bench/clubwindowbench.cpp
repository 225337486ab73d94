#include "clubwindowbench.h"

#include "database.h"
#include "eventloopstall.h"
#include "gameautosaver.h"
#include "gamecatalog.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "gamestore.h"
#include "history/historydialog.h"
#include "history/historymodel.h"
#include "history/statisticsdialog.h"
#include "randomgame.h"
#include "samples.h"
#include "window/appoptions.h"
#include "window/databaseopener.h"
#include "window/mainwindow.h"

#include <memory>

namespace pinaculo {

namespace {

using Figure = ClubWindowBench::Figure;

Figure failed(const QString &error)
{
    Figure figure;
    figure.error = error;
    return figure;
}

// Makes and shows a dialog over the store, until the loop is idle; false when its model stays
// empty.
template<typename Dialog>
Figure openDialog(const QString &path, int runs, bool (*filled)(const Dialog &))
{
    Database db(QStringLiteral("bench-club-dialog"));
    const Database::OpenResult opened = db.open(path, Database::Access::Shared);
    if (!opened.ok())
        return failed(opened.message);
    const GameStore store(db.storage());
    Samples ms;
    bool empty = false;
    for (int run = 0; run <= runs && !empty; ++run) {
        std::unique_ptr<Dialog> dialog;
        const EventLoopStall::Figures stall = EventLoopStall::measure([&] {
            dialog = std::make_unique<Dialog>(store);
            dialog->show();
        });
        empty = !filled(*dialog);
        if (run > 0) // the first run only warms the page cache
            ms.add(stall.untilIdleMs);
    }
    if (empty)
        return failed(QStringLiteral("the dialog showed nothing"));
    Figure figure;
    figure.ok = true;
    figure.ms = ms.median();
    return figure;
}

// The window as the application builds it on an open database (src/app/main.cpp).
struct Window
{
    explicit Window(Database &db)
    {
        window.setAutosaver(new GameAutosaver(db.storage(), &window), &db);
        DatabaseOpener::watch(db, &window);
        window.show();
    }
    MainWindow window;
};

// A random hand recorded into the window's game as the hand dialog records it; false with
// `error` set when it was refused or not saved.
bool recordOne(MainWindow &window, RandomGame &random, QString *error)
{
    GameDocument *document = window.document();
    const HandRecord hand = random.hand(document->setup(), document->nextHandBarbele());
    const HandCheck verdict = GameEdits::check(document, document->handCount(), hand);
    if (verdict.recordable() && GameEdits::recordHand(document, hand, verdict)
        && window.autosaver()->isSaved())
        return true;
    *error = window.autosaver()->lastError().isEmpty() ? QStringLiteral("the hand was refused")
                                                       : window.autosaver()->lastError();
    return false;
}

} // namespace

Figure ClubWindowBench::historyOpen(const QString &path, int runs)
{
    return openDialog<HistoryDialog>(
        path, runs, [](const HistoryDialog &dialog) { return dialog.model()->rowCount() > 0; });
}

Figure ClubWindowBench::statisticsOpen(const QString &path, int runs)
{
    return openDialog<StatisticsDialog>(
        path, runs, [](const StatisticsDialog &dialog) { return !dialog.statistics().isEmpty(); });
}

Figure ClubWindowBench::firstHandAfterStart(const QString &path, int runs)
{
    Samples first;
    Samples later;
    RandomGame random(23);
    QString error;
    for (int run = 0; run < runs; ++run) {
        Database db(QStringLiteral("bench-club-first-hand"));
        const Database::OpenResult opened = db.open(path, Database::Access::Exclusive);
        if (!opened.ok())
            return failed(opened.message);
        {
            Window shown(db);
            MainWindow &window = shown.window;
            window.applyOptions(AppOptions {}); // reopens the unfinished game played last
            if (!window.document()
                && !window.openStoredGame(GameCatalog(db.storage()).latestGameId()))
                return failed(QStringLiteral("no stored game opened"));
            bool ok = true;
            first.add(
                EventLoopStall::measure([&] { ok = recordOne(window, random, &error); }).longestMs);
            for (int hand = 0; hand < 5 && ok; ++hand)
                later.add(EventLoopStall::measure([&] {
                              ok = recordOne(window, random, &error);
                          }).longestMs);
            if (!ok)
                return failed(error);
        }
        db.close();
    }
    Figure figure;
    figure.ok = true;
    figure.ms = first.median();
    figure.baselineMs = later.median();
    return figure;
}

Figure ClubWindowBench::recordHand(const QString &path, qint64 gameId, int hands)
{
    Database db(QStringLiteral("bench-club-record"));
    const Database::OpenResult opened = db.open(path, Database::Access::Exclusive);
    if (!opened.ok())
        return failed(opened.message);
    Samples ms;
    QString error;
    {
        Window shown(db);
        MainWindow &window = shown.window;
        if (!window.openStoredGame(gameId))
            return failed(QStringLiteral("stored game %1 did not open").arg(gameId));
        EventLoopStall::measure([] {}); // the game's page laid out and painted first
        RandomGame random {quint32(gameId)};
        bool ok = true;
        for (int hand = 0; hand < hands && ok; ++hand)
            ms.add(EventLoopStall::measure([&] {
                       ok = recordOne(window, random, &error);
                   }).untilIdleMs);
        if (!ok)
            return failed(error);
    }
    db.close();
    Figure figure;
    figure.ok = true;
    figure.ms = ms.median();
    return figure;
}

Figure ClubWindowBench::openGameFile(const QString &path, const QString &gameFile)
{
    Database db(QStringLiteral("bench-club-open-file"));
    const Database::OpenResult opened = db.open(path, Database::Access::Exclusive);
    if (!opened.ok())
        return failed(opened.message);
    Figure figure;
    {
        Window shown(db);
        EventLoopStall::measure([] {}); // the start page laid out and painted first
        bool ok = false;
        const EventLoopStall::Figures stall
            = EventLoopStall::measure([&] { ok = shown.window.openGameFile(gameFile); });
        if (!ok)
            return failed(QStringLiteral("the window did not open %1").arg(gameFile));
        figure.ok = true;
        figure.ms = stall.untilIdleMs;
        figure.baselineMs = stall.longestMs;
    }
    db.close();
    return figure;
}

} // namespace pinaculo
