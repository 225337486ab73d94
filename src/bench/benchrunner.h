#pragma once

#include <QStringList>

namespace pinaculo {

class BenchReport;

// pinaculo-bench [--quick] [--app PATH] [--bare PATH] [--cli PATH] [--keep DIR]
//                [--entry-games DIR]... [--entry-language es|it|en]
// Runs every measurement it can and prints one JSON object. The application, the bare window and
// the command-line tool default to the executables beside the bench; --keep leaves the databases
// (the club's of 2,000 and 20,000 games among them, about 280 MiB) and the game files in DIR. --entry-games measures only the entry figures (EntryBench),
// over the game files of DIR; the full run measures them over the project's test games and the
// shared cases beside the checkout, when there. --entry-language: the window language the hands
// are typed in (Spanish unless told).
class BenchRunner
{
public:
    explicit BenchRunner(const QStringList &arguments);
    int run();

private:
    // The entry figures over the game files of these folders.
    void measureEntry(BenchReport &report, const QStringList &folders) const;

    bool m_quick = false;
    bool m_longGameOnly = false;
    bool m_usage = false;
    QString m_app;
    QString m_bare;
    QString m_cli;
    QString m_keep;
    QStringList m_entryGames;
    QString m_entryLanguage = QStringLiteral("es");
};

} // namespace pinaculo
