#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace pinaculo {

class BenchReport;

// Start-up time and peak memory of whole processes, the median of several runs, against the
// baseline of a bare Qt Widgets window.
class StartupBench
{
public:
    explicit StartupBench(int runs);

    // bare_startup_ms, bare_peak_rss_mib; bare_start_page_ms, the start page rebuilt from plain
    // Qt widgets (a reference, not a target)
    void measureBare(BenchReport &report, const QString &barePath);
    // startup_empty_ms, startup_2000_games_ms, peak_rss_mib (of the 2,000-game start-up)
    void measureApplication(BenchReport &report, const QString &appPath, const QString &emptyDb,
                            const QString &fullDb);

private:
    struct Figures
    {
        bool ok = false;
        double ms = 0;
        double rssMib = 0;
        QString error;
    };
    Figures measure(const QString &program, const QStringList &arguments);

    int m_runs = 7;
    // An empty settings folder for every run: the user's window size, recent files or language
    // neither change the figures nor are changed by them.
    QTemporaryDir m_settings;
    QStringList m_environment;
};

} // namespace pinaculo
