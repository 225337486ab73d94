#include "storagebench.h"

#include "benchreport.h"

#if PINACULO_BENCH_STORAGE
#include "clubdatabase.h"
#include "database.h"
#include "gameautosaver.h"
#include "gamecatalog.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "history/historymodel.h"
#include "randomgame.h"
#include "samples.h"
#include "scoresheet/scoreboardmodel.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <chrono>
#endif

namespace pinaculo {

#if !PINACULO_BENCH_STORAGE

void StorageBench::run(BenchReport &report, const QString &)
{
    const QString why = QStringLiteral("built without the storage library (src/storage) and the "
                                       "window library (src/ui)");
    for (const char *metric : {"record_hand_p50_ms", "record_hand_p99_ms", "history_open_ms"})
        report.setMissing(QString::fromLatin1(metric), why);
}

bool StorageBench::buildDatabase(const QString &, QString *)
{
    return false;
}
void StorageBench::measureHistory(BenchReport &, const QString &)
{
}
void StorageBench::measureRecordHand(BenchReport &, const QString &)
{
}

#else

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start)
{
    return double(
               std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start).count())
        / 1000.0;
}

const QStringList metrics
    = {QStringLiteral("record_hand_p50_ms"), QStringLiteral("record_hand_p99_ms"),
       QStringLiteral("history_open_ms")};

} // namespace

void StorageBench::run(BenchReport &report, const QString &workDir)
{
    const QString path = QDir(workDir).filePath(QStringLiteral("games-2000.sqlite"));
    const QString copy = QDir(workDir).filePath(QStringLiteral("record.sqlite"));
    // A kept folder of an earlier run: start from nothing, or the counts would add up.
    for (const QString &file : {path, copy}) {
        for (const char *suffix : {"", "-wal", "-shm"})
            QFile::remove(file + QLatin1StringView(suffix));
    }
    QString error;
    const auto start = Clock::now();
    if (!buildDatabase(path, &error)) {
        for (const QString &metric : metrics)
            report.setMissing(metric,
                              QStringLiteral("could not build the database: %1").arg(error));
        return;
    }
    report.note(
        QStringLiteral("database"),
        QStringLiteral("%1 games of 15 hands (all variants, 2–6 players; ClubDatabase), %2 MiB, "
                       "built in %3 s")
            .arg(gameCount())
            .arg(double(QFileInfo(path).size()) / 1048576.0, 0, 'f', 1)
            .arg(msSince(start) / 1000.0, 0, 'f', 1));
    m_fullDatabase = path;
    measureHistory(report, path);
    // Recording changes the database: it works on a copy, so the start-up runs see 2,000 games
    // of 15 hands exactly.
    if (!QFile::copy(path, copy)) {
        report.setMissing(metrics[0], QStringLiteral("could not copy the database"));
        report.setMissing(metrics[1], QStringLiteral("could not copy the database"));
        return;
    }
    measureRecordHand(report, copy);
}

bool StorageBench::buildDatabase(const QString &path, QString *error)
{
    // The club's games (ClubDatabase): 200 dealt and stored, the rest copied by SQL.
    const ClubDatabase::Built built = ClubDatabase::build(
        path, gameCount(), QFileInfo(path).dir().filePath(QStringLiteral("games-2000-files")));
    *error = built.error;
    return built.ok;
}

void StorageBench::measureHistory(BenchReport &report, const QString &path)
{
    Samples ms;
    const int runs = m_quick ? 3 : 7;
    for (int run = 0; run <= runs; ++run) {
        const auto start = Clock::now();
        Database db(QStringLiteral("bench-history-%1").arg(run));
        const Database::OpenResult opened = db.open(path, Database::Access::Shared);
        if (!opened.ok()) {
            report.setMissing(metrics[2], opened.message);
            return;
        }
        HistoryModel model;
        model.setGames(GameCatalog(db.storage()).games());
        // What a view shows at once: the first screenful of rows, every column.
        for (int row = 0; row < std::min(40, model.rowCount()); ++row) {
            for (int column = 0; column < model.columnCount(); ++column)
                model.data(model.index(row, column));
        }
        if (model.rowCount() != gameCount()) {
            report.setMissing(metrics[2],
                              QStringLiteral("the history lists %1 games, not %2")
                                  .arg(model.rowCount())
                                  .arg(gameCount()));
            return;
        }
        if (run > 0) // the first run only warms the page cache
            ms.add(msSince(start));
    }
    report.set(metrics[2], ms.median());
}

void StorageBench::measureRecordHand(BenchReport &report, const QString &path)
{
    Database db(QStringLiteral("bench-record"));
    const Database::OpenResult opened = db.open(path, Database::Access::Shared);
    if (!opened.ok()) {
        report.setMissing(metrics[0], opened.message);
        report.setMissing(metrics[1], opened.message);
        return;
    }
    GameAutosaver saver(db.storage());
    const QList<GameSummary> games = GameCatalog(db.storage()).games();
    RandomGame random(15);
    Samples ms;
    const int gamesUsed = m_quick ? 5 : 15;
    const int handsPerGame = 20; // each game goes from 15 to 35 hands
    QString failure;
    for (int g = 0; g < gamesUsed && failure.isEmpty(); ++g) {
        QString error;
        const std::optional<Game> game = saver.loadForOpening(games.value(g).id, &error);
        if (!game) {
            failure = error;
            break;
        }
        GameDocument document(*game);
        ScoreboardModel scoreboard(&document);
        saver.attach(&document);
        for (int h = 0; h < handsPerGame; ++h) {
            const HandRecord hand = random.hand(document.setup(), document.nextHandBarbele());
            const auto start = Clock::now();
            // As the hand-entry dialog does: check the hand (validate, score), then record what
            // was checked (one transaction, models).
            const HandCheck verdict = GameEdits::check(&document, document.handCount(), hand);
            if (!verdict.recordable() || !GameEdits::recordHand(&document, hand, verdict)
                || !saver.isSaved()) {
                failure = saver.lastError().isEmpty() ? QStringLiteral("the hand was refused")
                                                      : saver.lastError();
                break;
            }
            // What the score sheet repaints: the new row.
            const int row = scoreboard.rowCount() - 1;
            for (int column = 0; column < scoreboard.columnCount(); ++column)
                scoreboard.data(scoreboard.index(row, column));
            ms.add(msSince(start));
        }
        saver.attach(nullptr);
    }
    if (!failure.isEmpty()) {
        report.setMissing(metrics[0], failure);
        report.setMissing(metrics[1], failure);
        return;
    }
    report.set(metrics[0], ms.median(), 3);
    report.set(metrics[1], ms.percentile(99), 3);
    report.note(QStringLiteral("record_hand"),
                QStringLiteral("%1 hands recorded into %2 stored games (15 to 35 hands each): "
                               "validated, scored, written in one transaction, score sheet model "
                               "updated")
                    .arg(ms.size())
                    .arg(gamesUsed));
}

#endif

} // namespace pinaculo
