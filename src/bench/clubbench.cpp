#include "clubbench.h"

#include "benchreport.h"
#include "clubdatabase.h"
#include "clubwindowbench.h"
#include "database.h"
#include "processprobe.h"
#include "samples.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace pinaculo {

namespace {

constexpr int Small = 2000;
constexpr int Large = 20000;

QString figure(const char *what, int games, const char *unit = "_ms")
{
    return QStringLiteral("%1_%2_games%3")
        .arg(QLatin1StringView(what))
        .arg(games)
        .arg(QLatin1StringView(unit));
}

bool copyDatabase(const QString &from, const QString &to)
{
    for (const char *suffix : {"", "-wal", "-shm", ".verified"})
        QFile::remove(to + QLatin1StringView(suffix));
    if (!QFile::copy(from, to))
        return false;
    // Opened and closed once, so its first measured open finds the note of a clean close, as
    // the original's does.
    Database db(QStringLiteral("bench-club-copy-warm"));
    const bool ok = db.open(to, Database::Access::Shared).ok();
    db.close();
    return ok;
}

} // namespace

ClubBench::ClubBench(bool quick, const QString &appPath, const QString &cliPath)
    : m_quick(quick)
    , m_runs(quick ? 2 : 3)
    , m_app(appPath)
    , m_cli(cliPath)
    , m_environment {QStringLiteral("QT_QPA_PLATFORM=offscreen"),
                     QStringLiteral("XDG_CONFIG_HOME=%1").arg(m_settings.path())}
{
}

QString ClubBench::catalogueSql()
{
    return QStringLiteral(
        "SELECT id, name, variant, created_at, updated_at, hand_count, over, winner_side"
        " FROM games ORDER BY updated_at DESC, id DESC;"
        " SELECT game_id, name FROM players ORDER BY game_id, seat;"
        " SELECT game_id, name, total FROM sides ORDER BY game_id, side;");
}

QString ClubBench::listSql()
{
    return QStringLiteral(
        "SELECT id, name, variant, created_ms, updated_ms, hand_count, over, winner_side"
        " FROM games ORDER BY updated_ms DESC, id DESC;"
        " SELECT g.id, p.name FROM games g CROSS JOIN players p WHERE p.game_id = g.id"
        " ORDER BY g.updated_ms DESC, g.id DESC, p.seat;"
        " SELECT g.id, s.name, s.total FROM games g CROSS JOIN sides s WHERE s.game_id = g.id"
        " ORDER BY g.updated_ms DESC, g.id DESC, s.side;");
}

QString ClubBench::statisticsSql()
{
    return QStringLiteral(
        "SELECT p.name, COUNT(*), SUM(g.over),"
        " SUM(CASE WHEN g.over = 1 AND g.winner_side = p.side THEN 1 ELSE 0 END)"
        " FROM players p JOIN games g ON g.id = p.game_id"
        " GROUP BY p.name, p.name_key ORDER BY p.name_key, p.name;"
        " SELECT p.name, COUNT(*), AVG(r.points), MAX(r.points), SUM(r.premiums),"
        " SUM(r.went_out), SUM(r.penalties), SUM(r.penalty_points)"
        " FROM hand_results r JOIN players p ON p.game_id = r.game_id AND p.seat = r.seat"
        " JOIN games g ON g.id = r.game_id GROUP BY p.name;"
        " SELECT a.name, b.name, COUNT(*), SUM(g.over),"
        " SUM(CASE WHEN g.over = 1 AND g.winner_side = a.side THEN 1 ELSE 0 END)"
        " FROM players a JOIN players b ON b.game_id = a.game_id AND b.side = a.side"
        " AND a.name < b.name JOIN games g ON g.id = a.game_id"
        " GROUP BY a.name, a.name_key, b.name, b.name_key ORDER BY COUNT(*) DESC;");
}

QString ClubBench::sqlite3Path()
{
    return QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
}

std::optional<double> ClubBench::median(const QString &program, const QStringList &arguments,
                                        QString *error) const
{
    Samples ms;
    // The first run only brings the program, its libraries and the file into the page cache.
    for (int run = 0; run <= m_runs; ++run) {
        const ProcessProbe::Run probe = ProcessProbe::run(program, arguments, m_environment);
        if (!probe.ok) {
            *error = probe.error;
            return std::nullopt;
        }
        if (run > 0)
            ms.add(probe.wallMs);
    }
    return ms.median();
}

std::optional<double> ClubBench::medianAfterFirstLine(const QString &program,
                                                      const QStringList &arguments,
                                                      QString *error) const
{
    Samples ms;
    for (int run = 0; run <= m_runs; ++run) {
        const ProcessProbe::Run probe = ProcessProbe::run(program, arguments, m_environment);
        if (!probe.ok || probe.firstLineMs < 0) {
            *error = probe.ok ? QStringLiteral("%1 printed no line").arg(program) : probe.error;
            return std::nullopt;
        }
        if (run > 0)
            ms.add(probe.wallMs - probe.firstLineMs);
    }
    return ms.median();
}

void ClubBench::run(BenchReport &report, const QString &workDir)
{
    const QDir work(workDir);
    const QString empty = work.filePath(QStringLiteral("club-empty.sqlite"));
    for (const char *suffix : {"", "-wal", "-shm", ".verified"})
        QFile::remove(empty + QLatin1StringView(suffix));
    {
        Database db(QStringLiteral("bench-club-empty"));
        db.open(empty, Database::Access::Shared);
        db.close();
    }
    const QList<int> sizes = m_quick ? QList<int> {Small} : QList<int> {Small, Large};
    for (const int games : sizes) {
        const QString path = work.filePath(QStringLiteral("club-%1.sqlite").arg(games));
        const QString files = work.filePath(QStringLiteral("club-%1-files").arg(games));
        const ClubDatabase::Built built = ClubDatabase::build(path, games, files);
        if (!built.ok) {
            for (const char *what : {"close_after_start", "first_hand_after_start", "import",
                                     "history_open", "statistics_open"})
                report.setMissingAgainst(figure(what, games),
                                         QStringLiteral("could not build the database of %1 "
                                                        "games: %2")
                                             .arg(games)
                                             .arg(built.error));
            continue;
        }
        report.note(figure("database", games, ""),
                    QStringLiteral("%1 games of 15 hands (all variants, 2–6 players, %2 distinct "
                                   "players; %3 distinct games, the rest copied by SQL), "
                                   "%4 MiB, built in %5 s")
                        .arg(games)
                        .arg(ClubDatabase::Players)
                        .arg(ClubDatabase::DistinctGames)
                        .arg(double(built.bytes) / 1048576.0, 0, 'f', 1)
                        .arg(built.seconds, 0, 'f', 1));
        if (games == Large || m_quick)
            report.set(QStringLiteral("database_size_ratio_json"),
                       double(built.bytes) / double(built.gameFileBytes), 2);
        if (games == Large || m_quick)
            report.set(QStringLiteral("database_size_ratio_compact_json"),
                       double(built.bytes) / double(built.compactJsonBytes), 2);
        measureSize(report, games, path, empty, built.sampleGameFile, workDir);
    }
    if (m_quick) {
        for (const char *what : {"close_after_start", "first_hand_after_start", "import",
                                 "history_open", "statistics_open"})
            report.setMissingAgainst(figure(what, Large),
                                     QStringLiteral("--quick builds 2,000 games only"));
        report.setMissing(QStringLiteral("list_20000_games_ratio_sqlite3"),
                          QStringLiteral("--quick builds 2,000 games only"));
        return;
    }
    measureGrowth(report);
}

void ClubBench::measureSize(BenchReport &report, int games, const QString &path,
                            const QString &empty, const QString &gameFile, const QString &workDir)
{
    const QDir work(workDir);
    QString error;
    const bool app = QFileInfo(m_app).isExecutable();
    const bool cli = QFileInfo(m_cli).isExecutable();
    const QString sqlite3 = sqlite3Path();

    // Started and closed as soon as the window shows: from the line it prints as it begins to
    // close to the end of the process, when a second start finds the database free.
    const QString close = figure("close_after_start", games);
    const QStringList quit {QStringLiteral("--quit-after-startup"), QStringLiteral("--db")};
    if (!app) {
        report.setMissingAgainst(close, QStringLiteral("no application at %1").arg(m_app));
    } else if (const auto full = medianAfterFirstLine(m_app, quit + QStringList {path}, &error);
               !full) {
        report.setMissingAgainst(close, error);
    } else if (const auto bare = medianAfterFirstLine(m_app, quit + QStringList {empty}, &error);
               !bare) {
        report.setMissingAgainst(close, error);
    } else {
        report.setAgainst(close, *full, *bare);
    }

    // The first hand recorded in the window right after it showed.
    const QString firstHand = figure("first_hand_after_start", games);
    const QString windowCopy = work.filePath(QStringLiteral("club-window.sqlite"));
    if (!copyDatabase(path, windowCopy)) {
        report.setMissingAgainst(firstHand, QStringLiteral("could not copy the database"));
    } else if (const auto f = ClubWindowBench::firstHandAfterStart(windowCopy, m_quick ? 1 : 3);
               !f.ok) {
        report.setMissingAgainst(firstHand, f.error);
    } else {
        report.setAgainst(firstHand, f.ms, f.baselineMs);
    }

    // One game file imported by the command-line tool, into a copy (each run adds its game).
    const QString import = figure("import", games);
    const QString importCopy = work.filePath(QStringLiteral("club-import.sqlite"));
    const QString importEmpty = work.filePath(QStringLiteral("club-import-empty.sqlite"));
    const QStringList importArguments {QStringLiteral("import"), gameFile, QStringLiteral("--db")};
    if (!cli) {
        report.setMissingAgainst(import, QStringLiteral("no pinaculo-cli at %1").arg(m_cli));
    } else if (!copyDatabase(path, importCopy) || !copyDatabase(empty, importEmpty)) {
        report.setMissingAgainst(import, QStringLiteral("could not copy the database"));
    } else if (const auto full = median(m_cli, importArguments + QStringList {importCopy}, &error);
               !full) {
        report.setMissingAgainst(import, error);
    } else if (const auto bare = median(m_cli, importArguments + QStringList {importEmpty}, &error);
               !bare) {
        report.setMissingAgainst(import, error);
    } else {
        report.setAgainst(import, *full, *bare);
    }

    // The dialogs, beside the sqlite3 shell running their SQL.
    const ClubWindowBench::Figure history = ClubWindowBench::historyOpen(path, m_runs);
    const ClubWindowBench::Figure statistics = ClubWindowBench::statisticsOpen(path, m_runs);
    const std::optional<double> catalogueShell
        = sqlite3.isEmpty() ? std::nullopt : median(sqlite3, {path, catalogueSql()}, &error);
    const QString catalogueError = sqlite3.isEmpty() ? QStringLiteral("no sqlite3 shell") : error;
    const double catalogueShellMs = catalogueShell.value_or(0.0);
    const std::optional<double> statisticsShell
        = sqlite3.isEmpty() ? std::nullopt : median(sqlite3, {path, statisticsSql()}, &error);
    const QString statisticsError = sqlite3.isEmpty() ? QStringLiteral("no sqlite3 shell") : error;
    const QString historyOpen = figure("history_open", games);
    if (!history.ok)
        report.setMissingAgainst(historyOpen, history.error);
    else if (!catalogueShell)
        report.setMissingAgainst(historyOpen, catalogueError);
    else
        report.setAgainst(historyOpen, history.ms, catalogueShellMs);
    const QString statisticsOpen = figure("statistics_open", games);
    if (!statistics.ok)
        report.setMissingAgainst(statisticsOpen, statistics.error);
    else if (!statisticsShell)
        report.setMissingAgainst(statisticsOpen, statisticsError);
    else
        report.setAgainst(statisticsOpen, statistics.ms, *statisticsShell);

    // `pinaculo-cli list`, and `list --json`, over the shell's time for the same SQL.
    const QString ratio = figure("list", games, "_ratio_sqlite3");
    const QStringList list {QStringLiteral("list"), QStringLiteral("--db"), path};
    const std::optional<double> listShell
        = sqlite3.isEmpty() ? std::nullopt : median(sqlite3, {path, listSql()}, &error);
    const QString listShellError = sqlite3.isEmpty() ? QStringLiteral("no sqlite3 shell") : error;
    const double listShellMs = listShell.value_or(0.0);
    if (!cli || !listShell) {
        report.setMissing(ratio, cli ? listShellError : QStringLiteral("no pinaculo-cli"));
    } else if (const auto plain = median(m_cli, list, &error); !plain) {
        report.setMissing(ratio, error);
    } else {
        report.set(figure("list", games), *plain, 1);
        report.set(figure("list_sqlite3", games), listShellMs, 1);
        report.set(ratio, *plain / listShellMs, 2);
        if (const auto json = median(m_cli, list + QStringList {QStringLiteral("--json")}, &error))
            report.set(figure("list_json", games), *json, 1);
        else
            report.setMissing(figure("list_json", games), error);
    }
}

void ClubBench::measureGrowth(BenchReport &report) const
{
    for (const char *what : {"close_after_start", "first_hand_after_start", "import",
                             "history_open", "statistics_open", "list", "list_json"}) {
        const QString large = figure(what, Large);
        const QString small = figure(what, Small);
        const QString growth
            = QStringLiteral("%1_growth_2000_to_20000_games").arg(QLatin1StringView(what));
        if (report.has(large) && report.has(small) && report.value(small) > 0)
            report.set(growth, report.value(large) / report.value(small), 2);
        else
            report.setMissing(growth, QStringLiteral("a figure of either size is missing"));
    }
}

} // namespace pinaculo
