#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <optional>

namespace pinaculo {

class BenchReport;

// A club's history at 2,000 and 20,000 games (ClubDatabase), each figure beside its baseline
// measured in the same run, and how it grows from the one size to the other:
// close_after_start_N_games_ms (the real application started on the database and closed as
// soon as its window shows, until the process ends; against an empty database),
// first_hand_after_start_N_games_ms (ClubWindowBench), import_N_games_ms (pinaculo-cli import
// of one game file; against an empty database), history_open_N_games_ms and
// statistics_open_N_games_ms (ClubWindowBench), list_N_games_ms against the sqlite3 shell
// running the same SQL (list_N_games_ratio_sqlite3), and database_size_ratio_json. --quick
// builds 2,000 games only.
class ClubBench
{
public:
    ClubBench(bool quick, const QString &appPath, const QString &cliPath);

    void run(BenchReport &report, const QString &workDir);

    // The SQL of the history list, unfiltered, for the sqlite3 shell.
    static QString catalogueSql();
    // The statements `pinaculo-cli list` runs (CatalogStatements' gamesPage, playersListed and
    // sidesListed), unfiltered: the games by their numeric dates and each game's seats and sides
    // along the list, in its order.
    static QString listSql();
    // The SQL of the statistics dialog (per player, per hand, partnerships), unfiltered.
    static QString statisticsSql();
    // The sqlite3 shell, or empty when it is not installed.
    static QString sqlite3Path();

private:
    void measureSize(BenchReport &report, int games, const QString &path, const QString &empty,
                     const QString &gameFile, const QString &workDir);
    void measureGrowth(BenchReport &report) const;
    // The median wall time of `runs` runs after one warm-up; empty with `error` set on failure.
    std::optional<double> median(const QString &program, const QStringList &arguments,
                                 QString *error) const;
    // The same for the time from the program's first line of output to its end.
    std::optional<double> medianAfterFirstLine(const QString &program, const QStringList &arguments,
                                               QString *error) const;

    bool m_quick = false;
    int m_runs = 5;
    QString m_app;
    QString m_cli;
    QTemporaryDir m_settings;
    QStringList m_environment;
};

} // namespace pinaculo
