#include "longgamebench.h"

#include "benchreport.h"
#include "clubwindowbench.h"
#include "database.h"
#include "gamecatalog.h"
#include "gamefilewriter.h"
#include "gamerepository.h"
#include "gamescorer.h"
#include "inputlimits.h"
#include "processprobe.h"
#include "randomgame.h"
#include "samples.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace pinaculo {

namespace {

// Four players, as at most tables; a target no game of this length reaches.
Game longGame(int hands)
{
    RandomGame random(10000);
    GameSetup setup = RandomGame::setup(Variant::Pinaculo, 4, false);
    setup.rules.target = 1000000; // the most a file may name; 10,000 hands reach about 70,000
    return random.game(setup, hands);
}

void removeDatabase(const QString &path)
{
    for (const char *suffix : {"", "-wal", "-shm", ".verified"})
        QFile::remove(path + QLatin1StringView(suffix));
}

} // namespace

LongGameBench::LongGameBench(bool quick, const QString &appPath, const QString &barePath)
    : m_quick(quick)
    , m_runs(quick ? 2 : 5)
    , m_hands(quick ? 1000 : 10000)
    , m_app(appPath)
    , m_bare(barePath)
    , m_environment {QStringLiteral("QT_QPA_PLATFORM=offscreen"),
                     QStringLiteral("XDG_CONFIG_HOME=%1").arg(m_settings.path())}
{
}

void LongGameBench::run(BenchReport &report, const QString &workDir)
{
    const QString gameFile
        = QDir(workDir).filePath(QStringLiteral("game-%1.pinaculo.json").arg(m_hands));
    const Game game = longGame(m_hands);
    QString error;
    if (game.hands.size() != m_hands
        || !GameFileWriter::writeFile(game, GameScorer::score(game), gameFile, &error)) {
        report.setMissingAgainst(QStringLiteral("first_paint_10000_hands_ms"),
                                 QStringLiteral("could not write the long game: %1").arg(error));
        report.setMissing(QStringLiteral("peak_rss_10000_hands_ratio_bare"),
                          QStringLiteral("could not write the long game: %1").arg(error));
    } else {
        report.note(QStringLiteral("long_game"),
                    QStringLiteral("a pinaculo game of 4 players and %1 hands, %2 MiB as a file")
                        .arg(m_hands)
                        .arg(double(QFileInfo(gameFile).size()) / 1048576.0, 0, 'f', 1));
        measureFirstPaint(report, gameFile, workDir);
    }
    measureRecordHand(report, workDir);
}

void LongGameBench::measureFirstPaint(BenchReport &report, const QString &gameFile,
                                      const QString &workDir)
{
    const QString paint = QStringLiteral("first_paint_10000_hands_ms");
    const QString rss = QStringLiteral("peak_rss_10000_hands_ratio_bare");
    auto missing = [&](const QString &why) {
        report.setMissingAgainst(paint, why);
        report.setMissing(rss, why);
    };
    if (!QFileInfo(m_app).isExecutable() || !QFileInfo(m_bare).isExecutable())
        return missing(
            QStringLiteral("no application or bare window at %1, %2").arg(m_app, m_bare));
    Samples bareMs;
    Samples bareRss;
    Samples ms;
    Samples peak;
    // Each run first after one warm-up; the game is opened into an empty database of its own,
    // since the window stores the game it opens.
    const QString db = QDir(workDir).filePath(QStringLiteral("long-paint.sqlite"));
    for (int run = 0; run <= m_runs; ++run) {
        const ProcessProbe::Run bare = ProcessProbe::run(m_bare, {}, m_environment);
        removeDatabase(db);
        const ProcessProbe::Run app = ProcessProbe::run(
            m_app, {QStringLiteral("--quit-after-startup"), QStringLiteral("--db"), db, gameFile},
            m_environment);
        if (!bare.ok || !app.ok)
            return missing(bare.ok ? app.error : bare.error);
        if (run == 0) {
            // The window stores the game it opened: proof that it read the file, not refused it.
            Database opened(QStringLiteral("bench-long-paint-check"));
            const int hands = opened.open(db, Database::Access::Read).ok()
                ? GameCatalog(opened.storage()).games().value(0).handCount
                : 0;
            if (hands != m_hands)
                return missing(QStringLiteral("the application did not open the game file"));
            continue;
        }
        if (bare.firstLineMs < 0 || app.firstLineMs < 0)
            return missing(QStringLiteral("a window did not say when it had painted"));
        // Until the line each prints once its first paint is delivered: the storing the
        // application may leave for later, and the closing, are not the first paint.
        bareMs.add(bare.firstLineMs);
        bareRss.add(bare.peakRssMib);
        ms.add(app.firstLineMs);
        peak.add(app.peakRssMib);
    }
    removeDatabase(db);
    report.setAgainst(paint, ms.median(), bareMs.median());
    report.set(QStringLiteral("peak_rss_10000_hands_mib"), peak.median(), 1);
    report.set(QStringLiteral("peak_rss_10000_hands_bare_mib"), bareRss.median(), 1);
    report.set(rss, peak.median() / bareRss.median(), 2);

    // The same file opened in the window in this process, where the moment it is idle is seen.
    Samples window;
    Samples freeze;
    for (int run = 0; run <= m_runs; ++run) {
        removeDatabase(db);
        const ClubWindowBench::Figure opened = ClubWindowBench::openGameFile(db, gameFile);
        if (!opened.ok) {
            report.setMissing(QStringLiteral("open_file_10000_hands_window_ms"), opened.error);
            report.setMissing(QStringLiteral("open_file_10000_hands_longest_freeze_ms"),
                              opened.error);
            return;
        }
        if (run > 0) {
            window.add(opened.ms);
            freeze.add(opened.baselineMs);
        }
    }
    removeDatabase(db);
    report.set(QStringLiteral("open_file_10000_hands_window_ms"), window.median(), 1);
    report.set(QStringLiteral("open_file_10000_hands_longest_freeze_ms"), freeze.median(), 1);
}

void LongGameBench::measureRecordHand(BenchReport &report, const QString &workDir)
{
    const QString record = QStringLiteral("record_hand_10000_hands_ms");
    const QString middle = QStringLiteral("record_hand_500_hands_ms");
    const QString path = QDir(workDir).filePath(QStringLiteral("long-record.sqlite"));
    removeDatabase(path);
    // The long game stored a few hands short of the file's limit, so that the hands recorded
    // keep it within it. Fifteen hands each, for a median that one slow turn of a shared
    // machine does not move.
    const int recorded = m_quick ? m_runs : 15;
    const QList<int> lengths {15, 500, std::min(m_hands, InputLimits::Hands - recorded)};
    QList<qint64> ids;
    {
        Database db(QStringLiteral("bench-long-build"));
        const Database::OpenResult opened = db.open(path, Database::Access::Shared);
        if (!opened.ok()) {
            report.setMissingAgainst(record, opened.message);
            report.setMissing(middle, opened.message);
            return;
        }
        GameRepository repository(db.storage());
        const Game whole = longGame(lengths.last());
        for (const int hands : lengths) {
            Game game = whole;
            game.hands = whole.hands.mid(0, hands);
            QString error;
            ids.append(repository.createGame(game, GameScorer::score(game), {}, &error));
            if (ids.last() < 0) {
                report.setMissingAgainst(record, error);
                report.setMissing(middle, error);
                return;
            }
        }
    } // the database closes after the repository that holds its connection
    QList<ClubWindowBench::Figure> figures;
    for (const qint64 id : ids)
        figures.append(ClubWindowBench::recordHand(path, id, recorded));
    for (const ClubWindowBench::Figure &f : figures) {
        if (!f.ok) {
            report.setMissingAgainst(record, f.error);
            report.setMissing(middle, f.error);
            return;
        }
    }
    report.setAgainst(record, figures[2].ms, figures[0].ms, 2);
    report.set(middle, figures[1].ms, 2);
    report.note(QStringLiteral("record_hand_10000_hands"),
                QStringLiteral("%1 hands recorded in the window into a stored game of %2 hands "
                               "(the baseline: of 15; record_hand_500_hands_ms: of 500), each "
                               "until the event loop is idle, the median")
                    .arg(recorded)
                    .arg(lengths.last()));
}

} // namespace pinaculo
