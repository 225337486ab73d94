#include "startupbench.h"

#include "benchreport.h"
#include "processprobe.h"
#include "samples.h"

#include <QFileInfo>

namespace pinaculo {

StartupBench::StartupBench(int runs)
    : m_runs(runs)
    // No display is needed and none of the runs is favoured by a window manager.
    , m_environment {QStringLiteral("QT_QPA_PLATFORM=offscreen"),
                     QStringLiteral("XDG_CONFIG_HOME=%1").arg(m_settings.path())}
{
}

StartupBench::Figures StartupBench::measure(const QString &program, const QStringList &arguments)
{
    Figures figures;
    // One run first, so every measured run finds the libraries in the page cache.
    ProcessProbe::Run warm = ProcessProbe::run(program, arguments, m_environment);
    if (!warm.ok) {
        figures.error = warm.error;
        return figures;
    }
    Samples ms;
    Samples rss;
    for (int i = 0; i < m_runs; ++i) {
        const ProcessProbe::Run run = ProcessProbe::run(program, arguments, m_environment);
        if (!run.ok) {
            figures.error = run.error;
            return figures;
        }
        ms.add(run.wallMs);
        rss.add(run.peakRssMib);
    }
    figures.ok = true;
    figures.ms = ms.median();
    figures.rssMib = rss.median();
    return figures;
}

void StartupBench::measureBare(BenchReport &report, const QString &barePath)
{
    const QString ms = QStringLiteral("bare_startup_ms");
    const QString rss = QStringLiteral("bare_peak_rss_mib");
    const QString replica = QStringLiteral("bare_start_page_ms");
    if (!QFileInfo(barePath).isExecutable()) {
        const QString why = QStringLiteral("no bare-window executable at %1").arg(barePath);
        for (const QString &metric : {ms, rss, replica})
            report.setMissing(metric, why);
        return;
    }
    const Figures bare = measure(barePath, {});
    if (bare.ok) {
        report.set(ms, bare.ms, 1);
        report.set(rss, bare.rssMib, 1);
    } else {
        report.setMissing(ms, bare.error);
        report.setMissing(rss, bare.error);
    }
    const Figures startPage = measure(barePath, {QStringLiteral("--start-page")});
    if (startPage.ok)
        report.set(replica, startPage.ms, 1);
    else
        report.setMissing(replica, startPage.error);
}

void StartupBench::measureApplication(BenchReport &report, const QString &appPath,
                                      const QString &emptyDb, const QString &fullDb)
{
    const QString empty = QStringLiteral("startup_empty_ms");
    const QString full = QStringLiteral("startup_2000_games_ms");
    const QString rss = QStringLiteral("peak_rss_mib");
    if (!QFileInfo(appPath).isExecutable()) {
        const QString why = QStringLiteral("no application executable at %1").arg(appPath);
        for (const QString &metric : {empty, full, rss})
            report.setMissing(metric, why);
        return;
    }
    const QStringList quit {QStringLiteral("--quit-after-startup"), QStringLiteral("--db")};
    const Figures e = measure(appPath, quit + QStringList {emptyDb});
    if (e.ok)
        report.set(empty, e.ms, 1);
    else
        report.setMissing(empty, e.error);
    if (fullDb.isEmpty()) {
        const QString why = QStringLiteral("no database of 2,000 games could be built");
        report.setMissing(full, why);
        report.setMissing(rss, why);
        return;
    }
    const Figures f = measure(appPath, quit + QStringList {fullDb});
    if (f.ok) {
        report.set(full, f.ms, 1);
        report.set(rss, f.rssMib, 1);
    } else {
        report.setMissing(full, f.error);
        report.setMissing(rss, f.error);
    }
}

} // namespace pinaculo
