#include "support/sqliteundertest.h"
#include "tournamentdocument.h"
#include "tournamentedits.h"
#include "tournamentfilereader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace pinaculo;

// The director's tournament as the window drives it: every change checked whole and saved before
// it is taken, undone and redone as whole states that are saved too, refused changes leaving
// nothing behind, and the tournament taken in from its file and given back as one.
class TestTournamentDocument : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void anEveningRecordedAndReopened();
    void undoAndRedoAreSaved();
    void refusedChangesLeaveNothing();
    void gamesTakenInGiveTheMp();
    void exportedAndImportedAgain();
    void lateEntryTakesTheEmptySeat();
    void lateEntryRestsWhenNoSeatIsEmpty();
    void lateArrivalsAsTheRuleGives();
    void aResultConfirmedBySides();

private:
    std::unique_ptr<TournamentDocument> newEvening();

    QTemporaryDir m_dir;
    std::unique_ptr<storagetest::StorageUnderTest> m_db;
};

namespace {

QByteArray gameJson(const char *variant = "pinnacola")
{
    // Two pairs, three hands entered as points.
    return QByteArray(R"({"format":"pinaculo-game","version":1,"variant":")") + variant
        + QByteArray(R"(","rules":{"hand_limit":3,"target":0},"players":["Ada","Lia","Bea","Mario"],
 "teams":[{"name":"A","players":["Ada","Bea"]},{"name":"B","players":["Lia","Mario"]}],
 "hands":[
  {"results":{"Ada":{"meld_points":300,"hand_points":0,"out":"yes"},"Bea":{"meld_points":100,"hand_points":20},"Lia":{"meld_points":150,"hand_points":30},"Mario":{"meld_points":80,"hand_points":10}}},
  {"results":{"Ada":{"meld_points":100,"hand_points":40},"Bea":{"meld_points":60,"hand_points":5},"Lia":{"meld_points":250,"hand_points":0,"out":"yes"},"Mario":{"meld_points":90,"hand_points":15}}},
  {"results":{"Ada":{"meld_points":200,"hand_points":0,"out":"yes"},"Bea":{"meld_points":120,"hand_points":10},"Lia":{"meld_points":50,"hand_points":60},"Mario":{"meld_points":40,"hand_points":20}}}
 ]})");
}

double vpOf(const TournamentDocument &document, int entry)
{
    for (const StandingRow &row : document.standings().standings) {
        if (row.entry == entry)
            return row.vp;
    }
    return -1000;
}

} // namespace

void TestTournamentDocument::init()
{
    m_db.reset();
    QFile::remove(m_dir.filePath(QStringLiteral("games.sqlite")));
    m_db = std::make_unique<storagetest::SqliteUnderTest>(m_dir.path());
    QVERIFY2(m_db->failure().isEmpty(), qPrintable(m_db->failure()));
}

std::unique_ptr<TournamentDocument> TestTournamentDocument::newEvening()
{
    Tournament t;
    t.name = QStringLiteral("Serata");
    t.roundPlan = {RoundMovement::Mitchell, RoundMovement::Mitchell, RoundMovement::Danish};
    for (int e = 1; e <= 4; ++e)
        t.entries.append({e, QStringLiteral("Coppia %1").arg(e), 0});
    QString error;
    std::unique_ptr<TournamentDocument> document
        = TournamentDocument::create(m_db->storage(), t, &error);
    if (!document)
        qWarning("%s", qPrintable(error));
    return document;
}

void TestTournamentDocument::anEveningRecordedAndReopened()
{
    std::unique_ptr<TournamentDocument> document = newEvening();
    QVERIFY(document);
    TournamentEdits edits(document.get(), QStringLiteral("Marta"));
    QString error;
    QVERIFY2(edits.seatNextRound(&error), qPrintable(error));
    QCOMPARE(document->tournament().rounds.size(), 1);
    QCOMPARE(document->tournament().rounds[0].matches[0].sides, (QList<int> {1, 3}));
    QVERIFY2(edits.recordMp(1, 1, {820, 455}, &error), qPrintable(error));
    QVERIFY2(edits.forfeit(1, 2, 4, &error), qPrintable(error));
    QVERIFY2(edits.adjust(1, 1, MatchAdjustment::Kind::VictoryPoints, -2,
                          QStringLiteral("condotta"), &error),
             qPrintable(error));
    QVERIFY2(edits.closeRound(1, &error), qPrintable(error));
    QCOMPARE(vpOf(*document, 1), 12.0); // 14 for 365, −2 for conduct
    QCOMPARE(vpOf(*document, 2), 14.0); // the forfeit: 70 % of 20
    QCOMPARE(document->tournament().rounds[0].adjustments[0].adjustment.author,
             QStringLiteral("Marta"));

    const std::unique_ptr<TournamentDocument> reopened
        = TournamentDocument::open(m_db->storage(), document->id(), &error);
    QVERIFY2(reopened, qPrintable(error));
    QVERIFY(reopened->tournament() == document->tournament());
    QCOMPARE(vpOf(*reopened, 1), 12.0);
}

void TestTournamentDocument::undoAndRedoAreSaved()
{
    std::unique_ptr<TournamentDocument> document = newEvening();
    TournamentEdits edits(document.get(), QStringLiteral("Marta"));
    QString error;
    QVERIFY(edits.seatNextRound(&error));
    QVERIFY(edits.recordMp(1, 1, {820, 455}, &error));
    QCOMPARE(document->undoStack()->count(), 2);
    QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Result of round 1, table 1"));
    document->undoStack()->undo();
    QVERIFY(document->tournament().rounds[0].matches[0].mp.isEmpty());
    QVERIFY(TournamentDocument::open(m_db->storage(), document->id(), &error)
                ->tournament()
                .rounds[0]
                .matches[0]
                .mp.isEmpty());
    document->undoStack()->redo();
    QCOMPARE(TournamentDocument::open(m_db->storage(), document->id(), &error)
                 ->tournament()
                 .rounds[0]
                 .matches[0]
                 .mp,
             (QList<int> {820, 455}));
}

void TestTournamentDocument::refusedChangesLeaveNothing()
{
    std::unique_ptr<TournamentDocument> document = newEvening();
    TournamentEdits edits(document.get(), QStringLiteral("Marta"));
    QString error;
    QVERIFY(edits.seatNextRound(&error));
    const Tournament before = document->tournament();
    QVERIFY(!edits.recordMp(1, 1, {820}, &error));
    QCOMPARE(error, QStringLiteral("round 1, table 1: \"mp\" gives 1 numbers for 2 sides"));
    QVERIFY(!edits.closeRound(1, &error));
    QCOMPARE(error, QStringLiteral("table 1 has no result yet"));
    QVERIFY(!edits.seatNextRound(&error));
    QCOMPARE(error, QStringLiteral("round 1 is still in play: close it before seating the next"));
    QVERIFY(!edits.approve(&error));
    QVERIFY(!edits.recordMp(1, 9, {1, 2}, &error));
    QCOMPARE(error, QStringLiteral("round 1 has no table 9"));
    QVERIFY(document->tournament() == before);
    QCOMPARE(document->undoStack()->count(), 1);
}

void TestTournamentDocument::gamesTakenInGiveTheMp()
{
    std::unique_ptr<TournamentDocument> document = newEvening();
    TournamentEdits edits(document.get(), QStringLiteral("Marta"));
    QString error;
    QVERIFY(edits.seatNextRound(&error));
    QVERIFY(!edits.takeGame(1, 1, gameJson("pinacle"), &error));
    QCOMPARE(error,
             QStringLiteral("the game is of the variant pinacle, the tournament of pinnacola"));
    QVERIFY(!edits.takeGame(1, 1, "{", &error));
    QVERIFY2(edits.takeGame(1, 1, gameJson(), &error), qPrintable(error));
    const QList<int> mp = edits.currentMp(1, 1);
    QCOMPARE(mp.size(), 2);
    QVERIFY(mp[0] > mp[1]);
    QCOMPARE(document->tournament().rounds[0].matches[0].status,
             TournamentMatch::Status::Submitted);
    QVERIFY(edits.recordMp(1, 2, {500, 500}, &error));
    QVERIFY(edits.closeRound(1, &error));
    // A sum error, then the sides swapped: each from the MP the one before left.
    QVERIFY2(edits.correct(1, 1, MatchCorrection::Kind::SumError, {mp[0] + 10, mp[1]},
                           QStringLiteral("somma"), &error),
             qPrintable(error));
    QVERIFY2(
        edits.correct(1, 1, MatchCorrection::Kind::WrongSides, {}, QStringLiteral("righe"), &error),
        qPrintable(error));
    QCOMPARE(edits.currentMp(1, 1), (QList<int> {mp[1], mp[0] + 10}));
    const std::unique_ptr<TournamentDocument> reopened
        = TournamentDocument::open(m_db->storage(), document->id(), &error);
    QVERIFY2(reopened, qPrintable(error));
    QCOMPARE(reopened->state().totals, document->state().totals);
}

void TestTournamentDocument::lateEntryTakesTheEmptySeat()
{
    Tournament t;
    t.name = QStringLiteral("Serata");
    t.roundPlan = {RoundMovement::Mitchell, RoundMovement::Mitchell, RoundMovement::Mitchell};
    for (int e = 1; e <= 5; ++e)
        t.entries.append({e, QStringLiteral("Coppia %1").arg(e), 0});
    QString error;
    std::unique_ptr<TournamentDocument> document
        = TournamentDocument::create(m_db->storage(), t, &error);
    QVERIFY2(document, qPrintable(error));
    TournamentEdits edits(document.get(), QStringLiteral("Marta"));
    QVERIFY2(edits.seatNextRound(&error), qPrintable(error));
    QCOMPARE(document->tournament().rounds[0].resting.size(), 1);
    const int resting = document->tournament().rounds[0].resting.first();
    QString warning;
    QVERIFY(!edits.addLateEntry(QStringLiteral("  "), &error, &warning));
    QVERIFY2(edits.addLateEntry(QStringLiteral("Coppia 6"), &error, &warning), qPrintable(error));
    QVERIFY(warning.isEmpty());
    const TournamentRound &first = document->tournament().rounds[0];
    QVERIFY(first.resting.isEmpty());
    QCOMPARE(first.matches.size(), 3);
    QCOMPARE(first.matches.last().table, 3);
    QCOMPARE(first.matches.last().sides, (QList<int> {6, resting}));
    QCOMPARE(document->tournament().entry(6)->name, QStringLiteral("Coppia 6"));

    // Every round after goes on from it: everyone at a table, no opponent met twice.
    QSet<QPair<int, int>> met;
    for (int round = 1; round <= 3; ++round) {
        if (round > 1)
            QVERIFY2(edits.seatNextRound(&error), qPrintable(error));
        const TournamentRound &r = document->tournament().rounds[round - 1];
        QVERIFY(r.resting.isEmpty());
        QCOMPARE(r.matches.size(), 3);
        for (const TournamentMatch &m : r.matches) {
            const QPair<int, int> pair {std::min(m.sides[0], m.sides[1]),
                                        std::max(m.sides[0], m.sides[1])};
            QVERIFY2(!met.contains(pair),
                     qPrintable(QStringLiteral("round %1: %2 v %3 again")
                                    .arg(round)
                                    .arg(pair.first)
                                    .arg(pair.second)));
            met.insert(pair);
            QVERIFY2(edits.recordMp(round, m.table, {500, 400}, &error), qPrintable(error));
        }
        if (round == 1) {
            QVERIFY(edits.closeRound(1, &error));
            // Too late once round 1 is closed.
            QVERIFY(!edits.addLateEntry(QStringLiteral("Coppia 7"), &error));
            QVERIFY2(error.contains(QStringLiteral("round 1")), qPrintable(error));
        } else {
            QVERIFY2(edits.closeRound(round, &error), qPrintable(error));
        }
    }
    const std::unique_ptr<TournamentDocument> reopened
        = TournamentDocument::open(m_db->storage(), document->id(), &error);
    QVERIFY2(reopened, qPrintable(error));
    QVERIFY(reopened->tournament() == document->tournament());
}

void TestTournamentDocument::lateEntryRestsWhenNoSeatIsEmpty()
{
    std::unique_ptr<TournamentDocument> document = newEvening();
    QVERIFY(document);
    TournamentEdits edits(document.get(), QStringLiteral("Marta"));
    QString error;
    QString warning;
    QVERIFY(!edits.addLateEntry(QStringLiteral("Coppia 5"), &error)); // no round in play yet
    QVERIFY2(edits.seatNextRound(&error), qPrintable(error));
    QVERIFY2(edits.addLateEntry(QStringLiteral("Coppia 5"), &error, &warning), qPrintable(error));
    QCOMPARE(document->tournament().rounds[0].resting, QList<int> {5});
    QVERIFY2(warning.contains(QStringLiteral("bye")), qPrintable(warning));
    QCOMPARE(vpOf(*document, 5), 14.0); // the bye award of rounds of 3 hands
    document->undoStack()->undo();
    QCOMPARE(document->tournament().entries.size(), 4);
}

void TestTournamentDocument::lateArrivalsAsTheRuleGives()
{
    std::unique_ptr<TournamentDocument> document = newEvening();
    QVERIFY(document);
    TournamentEdits edits(document.get(), QStringLiteral("Marta"));
    QString error;
    QVERIFY2(edits.seatNextRound(&error), qPrintable(error));
    const int steps = document->undoStack()->count();
    LateArrival::Ruling ruling = LateArrival::Ruling::Forfeit;

    // Five minutes: a warning, and nothing in the file.
    QVERIFY2(edits.lateArrival(1, 1, 3, 5, &error, &ruling), qPrintable(error));
    QCOMPARE(ruling, LateArrival::Ruling::Warning);
    QCOMPARE(document->undoStack()->count(), steps);
    QVERIFY(document->tournament().rounds[0].adjustments.isEmpty());

    // Seven: 100 MP off before the VP lookup, signed and with its reason.
    QVERIFY2(edits.lateArrival(1, 1, 3, 7, &error, &ruling), qPrintable(error));
    QCOMPARE(ruling, LateArrival::Ruling::MatchPointPenalty);
    const QList<EntryAdjustment> adjustments = document->tournament().rounds[0].adjustments;
    QCOMPARE(adjustments.size(), 1);
    QCOMPARE(adjustments[0].entry, 3);
    QCOMPARE(adjustments[0].adjustment.kind, MatchAdjustment::Kind::MatchPoints);
    QCOMPARE(adjustments[0].adjustment.amount, -100.0);
    QCOMPARE(adjustments[0].adjustment.author, QStringLiteral("Marta"));
    QVERIFY(adjustments[0].adjustment.reason.contains(QStringLiteral("7")));
    // 820 against 455 − 100: a difference of 465, 14–6 on the 3-hand table.
    QVERIFY2(edits.recordMp(1, 1, {820, 455}, &error), qPrintable(error));
    QCOMPARE(vpOf(*document, 1), 14.0);

    // Eleven: the match is forfeited by the late entry.
    QVERIFY2(edits.lateArrival(1, 2, 4, 11, &error, &ruling), qPrintable(error));
    QCOMPARE(ruling, LateArrival::Ruling::Forfeit);
    QCOMPARE(document->tournament().rounds[0].matches[1].absent, 4);
    QCOMPARE(vpOf(*document, 2), 14.0);

    // An entry not at the table is refused, and nothing changes.
    const int before = document->undoStack()->count();
    QVERIFY(!edits.lateArrival(1, 2, 1, 20, &error));
    QVERIFY2(error.contains(QStringLiteral("entry 1")), qPrintable(error));
    QCOMPARE(document->undoStack()->count(), before);
}

// Submitted → confirmed by the sides → accepted: a confirmation is of a result, a new result
// waits for the sides again, and an accepted table is never taken back to confirmed.
void TestTournamentDocument::aResultConfirmedBySides()
{
    std::unique_ptr<TournamentDocument> document = newEvening();
    TournamentEdits edits(document.get(), QStringLiteral("Marta"));
    QString error;
    QVERIFY(edits.seatNextRound(&error));
    const auto status = [&document] { return document->tournament().rounds[0].matches[0].status; };
    QVERIFY(!edits.setStatus(1, 1, TournamentMatch::Status::Confirmed, &error));
    QCOMPARE(error, QStringLiteral("table 1 has no result to confirm yet"));
    QCOMPARE(status(), TournamentMatch::Status::Playing);

    QVERIFY2(edits.recordMp(1, 1, {820, 455}, &error), qPrintable(error));
    QVERIFY2(edits.setStatus(1, 1, TournamentMatch::Status::Confirmed, &error), qPrintable(error));
    QCOMPARE(status(), TournamentMatch::Status::Confirmed);
    QVERIFY2(edits.takeGame(1, 1, gameJson(), &error), qPrintable(error));
    QCOMPARE(status(), TournamentMatch::Status::Submitted); // the sides confirmed other MP
    QVERIFY(edits.setStatus(1, 1, TournamentMatch::Status::Confirmed, &error));
    QVERIFY(edits.setStatus(1, 1, TournamentMatch::Status::Accepted, &error));
    QVERIFY(!edits.setStatus(1, 1, TournamentMatch::Status::Confirmed, &error));
    QCOMPARE(error, QStringLiteral("table 1 is accepted: correct it instead"));
    QCOMPARE(status(), TournamentMatch::Status::Accepted);
}

void TestTournamentDocument::exportedAndImportedAgain()
{
    std::unique_ptr<TournamentDocument> document = newEvening();
    TournamentEdits edits(document.get(), QStringLiteral("Marta"));
    QString error;
    QVERIFY(edits.seatNextRound(&error));
    QVERIFY(edits.takeGame(1, 1, gameJson(), &error));
    QVERIFY(edits.recordMp(1, 2, {300, 1300}, &error));
    QVERIFY(edits.closeRound(1, &error));
    QTemporaryDir out;
    const QString path = out.filePath(QStringLiteral("serata.tournament.json"));
    QVERIFY2(document->exportFile(path, &error), qPrintable(error));
    QVERIFY(QFile::exists(out.filePath(QStringLiteral("r1-t1.pinaculo.json"))));
    QVERIFY(TournamentFileReader::readFile(path).tournament == document->tournament());
    const std::unique_ptr<TournamentDocument> imported
        = TournamentDocument::importFile(m_db->storage(), path, &error);
    QVERIFY2(imported, qPrintable(error));
    QVERIFY(imported->id() != document->id());
    QVERIFY(imported->tournament() == document->tournament());
    QCOMPARE(imported->state().games, document->state().games);
    QCOMPARE(imported->standings().standings.size(), 4);
    for (int e = 1; e <= 4; ++e)
        QCOMPARE(vpOf(*imported, e), vpOf(*document, e));
}

QTEST_GUILESS_MAIN(TestTournamentDocument)
#include "tst_tournamentdocument.moc"
