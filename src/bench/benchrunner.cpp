#include "benchrunner.h"

#include "benchreport.h"
#include "clibench.h"
#if PINACULO_BENCH_STORAGE
#include "clubbench.h"
#include "longgamebench.h"
#endif
#include "corebench.h"
#if PINACULO_BENCH_ENTRY
#include "entrybench.h"
#include "recordcheckbench.h"
#endif
#include "languages.h"
#include "liveboardbench.h"
#include "startupbench.h"
#include "storagebench.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThread>
#include <cstdio>

namespace pinaculo {

BenchRunner::BenchRunner(const QStringList &arguments)
{
    const QString dir = QCoreApplication::applicationDirPath();
    m_app = QDir(dir).filePath(QStringLiteral("pinaculo"));
    m_bare = QDir(dir).filePath(QStringLiteral("pinaculo-bare-window"));
    m_cli = QDir(dir).filePath(QStringLiteral("pinaculo-cli"));
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (a == u"--quick")
            m_quick = true;
        else if (a == u"--long-game")
            m_longGameOnly = true;
        else if (a == u"--app" && i + 1 < arguments.size())
            m_app = arguments[++i];
        else if (a == u"--bare" && i + 1 < arguments.size())
            m_bare = arguments[++i];
        else if (a == u"--cli" && i + 1 < arguments.size())
            m_cli = arguments[++i];
        else if (a == u"--keep" && i + 1 < arguments.size())
            m_keep = arguments[++i];
        else if (a == u"--entry-games" && i + 1 < arguments.size())
            m_entryGames.append(arguments[++i]);
        else if (a == u"--entry-language" && i + 1 < arguments.size()
                 && Languages::find(arguments[i + 1]))
            m_entryLanguage = arguments[++i];
        else
            m_usage = true;
    }
}

int BenchRunner::run()
{
    if (m_usage) {
        std::fputs(
            "usage: pinaculo-bench [--quick] [--long-game] [--app PATH] [--bare PATH] [--cli PATH] "
            "[--keep DIR]\n"
            "                      [--entry-games DIR]... [--entry-language es|it|en]\n",
            stderr);
        return 2;
    }
    BenchReport report;
    report.note(QStringLiteral("machine"),
                QStringLiteral("%1 logical cores").arg(QThread::idealThreadCount()));
    // Other work on a shared machine slows every figure; say how busy it was.
    QFile loadAverage(QStringLiteral("/proc/loadavg"));
    if (loadAverage.open(QIODevice::ReadOnly))
        report.note(QStringLiteral("load_average"),
                    QString::fromLatin1(loadAverage.readAll().split(' ').mid(0, 3).join(' ')));

    if (!m_entryGames.isEmpty()) {
        measureEntry(report, m_entryGames);
        std::fputs(report.toJson().constData(), stdout);
        return 0;
    }

    QTemporaryDir temporary;
    if (!m_keep.isEmpty())
        QDir().mkpath(m_keep);
    const QDir work(m_keep.isEmpty() ? temporary.path() : m_keep);

#if PINACULO_BENCH_STORAGE
    // The 10,000-hand game's figures alone, for a change to how a long game opens or records.
    if (m_longGameOnly) {
        LongGameBench(m_quick, m_app, m_bare).run(report, work.path());
        std::fputs(report.toJson().constData(), stdout);
        return 0;
    }
#endif

    CoreBench core(m_quick);
    core.setWorkFolder(work.path());
    core.run(report);
    CliBench(m_quick ? 3 : 11).measureScoreJson(report, m_cli, core.scoreGamePath());
    StorageBench storage(m_quick);
    storage.run(report, work.path());

#if PINACULO_BENCH_STORAGE
    ClubBench(m_quick, m_app, m_cli).run(report, work.path());
    LongGameBench(m_quick, m_app, m_bare).run(report, work.path());
#else
    for (const char *metric :
         {"close_after_start_20000_games_ms", "first_hand_after_start_20000_games_ms",
          "import_20000_games_ms", "history_open_20000_games_ms", "statistics_open_20000_games_ms",
          "list_20000_games_ratio_sqlite3", "record_hand_10000_hands_ms",
          "first_paint_10000_hands_ms", "peak_rss_10000_hands_ratio_bare",
          "database_size_ratio_json"})
        report.setMissing(QLatin1StringView(metric),
                          QStringLiteral("built without the storage and window libraries"));
#endif

    LiveBoardBench(m_quick).run(report);
#if PINACULO_BENCH_ENTRY
    RecordCheckBench().run(report);
#else
    for (const char *metric : {"record_hand_checks", "record_hand_scorings", "correct_hand_checks",
                               "correct_hand_scorings"})
        report.setMissing(QLatin1StringView(metric),
                          QStringLiteral("built without the window or Qt Test"));
#endif

    StartupBench startup(m_quick ? 3 : 7);
    startup.measureBare(report, m_bare);
    startup.measureApplication(report, m_app, work.filePath(QStringLiteral("empty.sqlite")),
                               storage.fullDatabase());

    // The project's own test games, and the shared cases when they sit beside the checkout.
    QStringList entryFolders {QStringLiteral(PINACULO_SOURCE_DIR "/tests/data")};
    const QString cases = QDir::cleanPath(QStringLiteral(PINACULO_SOURCE_DIR "/../shared/cases"));
    if (QFileInfo(cases).isDir())
        entryFolders.append(cases);
    measureEntry(report, entryFolders);

    std::fputs(report.toJson().constData(), stdout);
    return 0;
}

void BenchRunner::measureEntry(BenchReport &report, const QStringList &folders) const
{
#if PINACULO_BENCH_ENTRY
    EntryBench entry(m_entryLanguage);
    for (const QString &folder : folders)
        entry.typeFolder(folder);
    entry.report(report);
#else
    Q_UNUSED(folders);
    for (const char *metric :
         {"entry_seconds_median", "entry_seconds_worst", "entry_seconds_median_plain",
          "entry_seconds_worst_plain", "entry_hands", "entry_mismatches"})
        report.setMissing(QLatin1StringView(metric),
                          QStringLiteral("built without the window or Qt Test"));
#endif
}

} // namespace pinaculo
