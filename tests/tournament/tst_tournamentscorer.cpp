#include "matchesexport.h"
#include "nextroundpairing.h"
#include "pairwisevictorypoints.h"
#include "support/randomtournament.h"
#include "tournamentfilereader.h"
#include "tournamentfilewriter.h"
#include "tournamentgamefiles.h"
#include "tournamentscorer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// The standings a tournament file gives, worked out from its results every time: typed MP, game
// files, forfeits, byes, adjustments of both kinds and corrections; and the next round's seating
// from them.
class TestTournamentScorer : public QObject
{
    Q_OBJECT

private slots:
    void roundOfAnEvening();
    void correctionOfSwappedSides();
    void byeAndItsAdjustment();
    void everyEntrysVpIsTheSumOfItsMatches();
    void gameFilesGiveTheMp();
    void nextMitchellRound();
    void nextDanishRound();
    void nextRoundRefusals();
    void tableOfThreeByMeanOrPlacement();
    void matchesAsCsv();
};

namespace {

Tournament evening()
{
    Tournament t;
    t.name = QStringLiteral("Serata");
    t.roundPlan = {RoundMovement::Mitchell, RoundMovement::Mitchell, RoundMovement::Mitchell,
                   RoundMovement::Danish};
    for (int e = 1; e <= 8; ++e)
        t.entries.append({e, QStringLiteral("Coppia %1").arg(e), 0});
    TournamentRound round;
    round.number = 1;
    round.movement = RoundMovement::Mitchell;
    round.status = TournamentRound::Status::Closed;
    auto accepted = [](int table, int a, int b, QList<int> mp) {
        TournamentMatch m;
        m.table = table;
        m.sides = {a, b};
        m.status = TournamentMatch::Status::Accepted;
        m.mp = mp;
        return m;
    };
    round.matches = {accepted(1, 1, 5, {820, 455}), accepted(2, 2, 6, {300, 1300}),
                     accepted(3, 3, 7, {600, 600}), accepted(4, 4, 8, {})};
    round.matches[3].absent = 8;
    EntryAdjustment late;
    late.entry = 2;
    late.adjustment.amount = -100;
    late.adjustment.reason = QStringLiteral("7 minuti di ritardo");
    late.adjustment.author = QStringLiteral("Marta");
    round.adjustments = {late};
    t.rounds = {round};
    return t;
}

double vpOf(const TournamentScorer::Result &scored, int entry)
{
    for (const StandingRow &row : scored.standings) {
        if (row.entry == entry)
            return row.vp;
    }
    return -1000;
}

QList<int> order(const TournamentScorer::Result &scored)
{
    QList<int> entries;
    for (const StandingRow &row : scored.standings)
        entries.append(row.entry);
    return entries;
}

// Closes round `number` of `t` with the seating given and every table's MP.
void addRound(Tournament *t, const RoundSeating &seating, const QList<QList<int>> &mp)
{
    TournamentRound round;
    round.number = int(t->rounds.size()) + 1;
    round.movement = t->roundPlan[round.number - 1];
    round.status = TournamentRound::Status::Closed;
    for (qsizetype i = 0; i < seating.tables.size(); ++i) {
        TournamentMatch m;
        m.table = seating.tables[i].table;
        m.sides = {seating.tables[i].northSouth, seating.tables[i].eastWest};
        m.status = TournamentMatch::Status::Accepted;
        m.mp = mp[i];
        round.matches.append(m);
    }
    round.resting = seating.resting;
    t->rounds.append(round);
}

} // namespace

void TestTournamentScorer::roundOfAnEvening()
{
    const TournamentScorer::Result scored = TournamentScorer::score(evening());
    QVERIFY2(scored.ok(), qPrintable(scored.error));
    QCOMPARE(scored.roundsClosed, 1);
    QVERIFY(!scored.final);
    // 820–455: 365 → 14–6. 300 − 100 late against 1300: 1100 → 18–2. 600–600 → 10–10. The
    // forfeit: 70 % of 20 to the pair present, 6 to the absent one.
    QCOMPARE(vpOf(scored, 1), 14.0);
    QCOMPARE(vpOf(scored, 5), 6.0);
    QCOMPARE(vpOf(scored, 2), 2.0);
    QCOMPARE(vpOf(scored, 6), 18.0);
    QCOMPARE(vpOf(scored, 3), 10.0);
    QCOMPARE(vpOf(scored, 4), 14.0);
    QCOMPARE(vpOf(scored, 8), 6.0);
    // 3 and 7 are level on everything but the draw from the seed.
    QList<int> ranking = order(scored);
    QCOMPARE(QSet<int>({ranking[3], ranking[4]}), QSet<int>({3, 7}));
    ranking.remove(3, 2);
    QCOMPARE(ranking, (QList<int> {6, 1, 4, 8, 5, 2}));
    QCOMPARE(scored.standings[1].mpFor, 820);
    QCOMPARE(scored.standings[2].mpFor, 355); // the forfeit's MP
}

void TestTournamentScorer::correctionOfSwappedSides()
{
    Tournament t = evening();
    MatchCorrection swapped;
    swapped.kind = MatchCorrection::Kind::WrongSides;
    swapped.was = {820, 455};
    swapped.mp = {455, 820};
    swapped.reason = QStringLiteral("righe scambiate");
    swapped.author = QStringLiteral("Marta");
    t.rounds[0].matches[0].corrections = {swapped};
    const TournamentScorer::Result scored = TournamentScorer::score(t);
    QVERIFY2(scored.ok(), qPrintable(scored.error));
    QCOMPARE(vpOf(scored, 1), 6.0);
    QCOMPARE(vpOf(scored, 5), 14.0);

    // A correction must start from the MP the match stands at.
    t.rounds[0].matches[0].corrections[0].was = {800, 455};
    const TournamentScorer::Result refused = TournamentScorer::score(t);
    QCOMPARE(refused.error,
             QStringLiteral("round 1, table 1: correction 1 says the MP were 800 "
                            "455, but they were 820 455"));
    QVERIFY(refused.standings.isEmpty());
}

void TestTournamentScorer::byeAndItsAdjustment()
{
    Tournament t = evening();
    t.entries.append({9, QStringLiteral("Coppia 9"), 0});
    t.rounds[0].resting = {9};
    EntryAdjustment conduct;
    conduct.entry = 9;
    conduct.adjustment.kind = MatchAdjustment::Kind::VictoryPoints;
    conduct.adjustment.amount = -2;
    t.rounds[0].adjustments.append(conduct);
    const TournamentScorer::Result scored = TournamentScorer::score(t);
    QVERIFY2(scored.ok(), qPrintable(scored.error));
    QCOMPARE(vpOf(scored, 9), 12.0); // 14 for the bye, −2 after it
    QCOMPARE(scored.standings.size(), 9);
}

// The property: whatever the tournament, an entry's VP are those of its matches by the scale,
// its byes and its adjustments, added up here without the scorer.
void TestTournamentScorer::everyEntrysVpIsTheSumOfItsMatches()
{
    for (quint32 seed = 1; seed <= 400; ++seed) {
        const Tournament t = testing::randomTournament(seed);
        const TournamentScorer::Result scored = TournamentScorer::score(t);
        QVERIFY2(scored.ok(), qPrintable(scored.error));
        QHash<int, double> expected;
        for (const TournamentRound &round : t.rounds) {
            auto adjusted = [&round](int entry, MatchAdjustment::Kind kind) {
                double sum = 0;
                for (const EntryAdjustment &a : round.adjustments) {
                    if (a.entry == entry && a.adjustment.kind == kind)
                        sum += a.adjustment.amount;
                }
                return sum;
            };
            for (int entry : round.resting)
                expected[entry]
                    += t.awards.byeVp + adjusted(entry, MatchAdjustment::Kind::VictoryPoints);
            for (const TournamentMatch &m : round.matches) {
                if (!m.counts())
                    continue;
                QList<double> vp;
                if (m.isForfeit()) {
                    const double present = t.awards.forfeitVpShare * t.scale.maximum();
                    const double total = t.scale.aheadBeyond() + t.scale.behindBeyond();
                    vp = {m.absent == m.sides[0] ? total - present : present,
                          m.absent == m.sides[1] ? total - present : present};
                } else {
                    QList<int> mp = m.corrections.isEmpty() ? m.mp : m.corrections.last().mp;
                    for (int s = 0; s < 2; ++s)
                        mp[s] += int(adjusted(m.sides[s], MatchAdjustment::Kind::MatchPoints));
                    const VictoryPointScale::Shares shares = t.scale.shares(mp[0], mp[1]);
                    vp = {shares.first, shares.second};
                }
                for (int s = 0; s < 2; ++s)
                    expected[m.sides[s]]
                        += vp[s] + adjusted(m.sides[s], MatchAdjustment::Kind::VictoryPoints);
            }
        }
        QCOMPARE(scored.standings.size(), t.entries.size());
        for (const StandingRow &row : scored.standings)
            QVERIFY2(qAbs(row.vp - expected.value(row.entry)) < 1e-9,
                     qPrintable(QStringLiteral("seed %1, entry %2: %3, not %4")
                                    .arg(seed)
                                    .arg(row.entry)
                                    .arg(row.vp)
                                    .arg(expected.value(row.entry))));
        for (qsizetype i = 1; i < scored.standings.size(); ++i)
            QVERIFY(scored.standings[i - 1].vp >= scored.standings[i].vp);
    }
}

void TestTournamentScorer::gameFilesGiveTheMp()
{
    QTemporaryDir dir;
    QFile game(dir.filePath(QStringLiteral("r1-t1.pinaculo.json")));
    QVERIFY(game.open(QIODevice::WriteOnly));
    // Two pairs, three hands entered as points: 400 + 240 + 200 − 20 − 45 − 10 = 765 against
    // 230 − 40 + 340 − 15 + 90 − 80 = 525.
    game.write(R"({"format":"pinaculo-game","version":1,"variant":"pinnacola",
 "rules":{"hand_limit":3,"target":0},"players":["Ada","Lia","Bea","Mario"],
 "teams":[{"name":"A","players":["Ada","Bea"]},{"name":"B","players":["Lia","Mario"]}],
 "hands":[
  {"results":{"Ada":{"meld_points":300,"hand_points":0,"out":"yes"},"Bea":{"meld_points":100,"hand_points":20},"Lia":{"meld_points":150,"hand_points":30},"Mario":{"meld_points":80,"hand_points":10}}},
  {"results":{"Ada":{"meld_points":100,"hand_points":40},"Bea":{"meld_points":60,"hand_points":5},"Lia":{"meld_points":250,"hand_points":0,"out":"yes"},"Mario":{"meld_points":90,"hand_points":15}}},
  {"results":{"Ada":{"meld_points":200,"hand_points":0,"out":"yes"},"Bea":{"meld_points":120,"hand_points":10},"Lia":{"meld_points":50,"hand_points":60},"Mario":{"meld_points":40,"hand_points":20}}}
 ]})");
    game.close();
    Tournament t = evening();
    t.rounds[0].matches[0].mp.clear();
    t.rounds[0].matches[0].gameFile = QStringLiteral("r1-t1.pinaculo.json");

    const TournamentScorer::Result unread = TournamentScorer::score(t);
    QVERIFY(
        unread.error.contains(QStringLiteral("its game file r1-t1.pinaculo.json was not read")));

    const TournamentGameFiles::Result games = TournamentGameFiles::read(t, dir.path());
    QVERIFY2(games.ok(), qPrintable(games.error));
    const QList<int> totals = games.totals.value({1, 1});
    QCOMPARE(totals.size(), 2);
    QVERIFY(totals[0] > totals[1]);
    const TournamentScorer::Result scored = TournamentScorer::score(t, games.totals);
    QVERIFY2(scored.ok(), qPrintable(scored.error));
    QCOMPARE(scored.standings[order(scored).indexOf(1)].mpFor, totals[0]);
    QCOMPARE(vpOf(scored, 1), t.scale.shares(totals[0], totals[1]).first);

    // Typed MP that disagree with the game file are refused.
    t.rounds[0].matches[0].mp = {totals[0] + 5, totals[1]};
    QVERIFY(TournamentScorer::score(t, games.totals)
                .error.contains(QStringLiteral("but the game file's totals are")));

    // A game of another variant, or of a table of other sides, is refused with its place.
    t.variant = Variant::Pinaculo;
    QCOMPARE(TournamentGameFiles::read(t, dir.path()).error,
             QStringLiteral("round 1, table 1, r1-t1.pinaculo.json: the game is of the variant "
                            "pinnacola, the tournament of pinaculo"));
    t.rounds[0].matches[0].gameFile = QStringLiteral("missing.json");
    QVERIFY(TournamentGameFiles::read(t, dir.path())
                .error.startsWith(QStringLiteral("round 1, table 1, missing.json: cannot open")));
}

void TestTournamentScorer::nextMitchellRound()
{
    const Tournament t = evening();
    const NextRoundPairing::Result next
        = NextRoundPairing::pair(t, TournamentScorer::score(t).standings);
    QVERIFY2(next.ok(), qPrintable(next.error));
    QCOMPARE(next.round, 2);
    QCOMPARE(next.movement, RoundMovement::Mitchell);
    // East-West pairs move one table up: EW 4 (entry 8) comes to table 1, EW 1 (entry 5) to 2.
    QCOMPARE(next.seating.tables.first(), (TableSeating {1, 1, 8}));
    QCOMPARE(next.seating.tables[1], (TableSeating {2, 2, 5}));
}

void TestTournamentScorer::nextDanishRound()
{
    Tournament t = evening();
    NextRoundPairing::Result next = NextRoundPairing::pair(t, TournamentScorer::score(t).standings);
    addRound(&t, next.seating, {{700, 600}, {500, 900}, {650, 655}, {1000, 200}});
    next = NextRoundPairing::pair(t, TournamentScorer::score(t).standings);
    QCOMPARE(next.round, 3);
    addRound(&t, next.seating, {{400, 410}, {900, 100}, {300, 300}, {555, 650}});
    const TournamentScorer::Result scored = TournamentScorer::score(t);
    next = NextRoundPairing::pair(t, scored.standings);
    QVERIFY2(next.ok(), qPrintable(next.error));
    QCOMPARE(next.round, 4);
    QCOMPARE(next.movement, RoundMovement::Danish);
    QCOMPARE(next.seating.tables.size(), 4);
    // The last round: modified Danish lets the leaders meet even if they met in round 3.
    const QList<int> ranking = order(scored);
    QCOMPARE(next.seating.tables.first(), (TableSeating {1, ranking[0], ranking[1]}));
    // The same standings give the same pairing.
    QCOMPARE(NextRoundPairing::pair(t, scored.standings).seating, next.seating);
}

// Pináculo for three: one table of three players; the tournament's more_sides chooses the mean
// of the pairwise VP or placement points, and the file keeps the choice.
void TestTournamentScorer::tableOfThreeByMeanOrPlacement()
{
    Tournament t;
    t.name = QStringLiteral("Individual");
    t.variant = Variant::Pinaculo;
    t.roundPlan = {RoundMovement::Director};
    for (int e = 1; e <= 3; ++e)
        t.entries.append({e, QStringLiteral("Player %1").arg(e), 0});
    TournamentRound round;
    round.number = 1;
    round.movement = RoundMovement::Director;
    round.status = TournamentRound::Status::Closed;
    TournamentMatch m;
    m.table = 1;
    m.sides = {1, 2, 3};
    m.status = TournamentMatch::Status::Accepted;
    m.mp = {900, 600, 600};
    round.matches = {m};
    t.rounds = {round};

    const TournamentScorer::Result mean = TournamentScorer::score(t);
    QVERIFY2(mean.ok(), qPrintable(mean.error));
    QCOMPARE(vpOf(mean, 1), 13.0);
    QCOMPARE(vpOf(mean, 2), 8.5);
    t.moreSides = PairwiseVictoryPoints::Method::Placement;
    const TournamentScorer::Result placement = TournamentScorer::score(t);
    QVERIFY2(placement.ok(), qPrintable(placement.error));
    QCOMPARE(vpOf(placement, 1), 20.0);
    QCOMPARE(vpOf(placement, 2), 5.0);
    QCOMPARE(vpOf(placement, 3), 5.0);

    const TournamentFileReader::Result read
        = TournamentFileReader::read(TournamentFileWriter::toJson(t));
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    QCOMPARE(read.tournament.moreSides, PairwiseVictoryPoints::Method::Placement);
    QVERIFY(read.tournament == t);
    QByteArray wrong = TournamentFileWriter::toJson(t);
    wrong.replace("\"placement\"", "\"median\"");
    const TournamentFileReader::Result refused = TournamentFileReader::read(wrong);
    QVERIFY(!refused.ok());
    QVERIFY2(
        refused.error.text().contains(QStringLiteral("\"more_sides\" must be mean or placement")),
        qPrintable(refused.error.text()));
}

// Every side of every match, as the standings count it, with the forfeit told apart.
void TestTournamentScorer::matchesAsCsv()
{
    const Tournament t = evening();
    const TournamentScorer::Result scored = TournamentScorer::score(t);
    const QStringList lines
        = MatchesExport::csv(t, scored).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), QStringLiteral("round,table,entry,name,opponents,kind,status,mp,vp"));
    QCOMPARE(lines.size(), 1 + 8);
    QCOMPARE(lines[1], QStringLiteral("1,1,1,Coppia 1,5,played,accepted,820,14"));
    QCOMPARE(lines[2], QStringLiteral("1,1,5,Coppia 5,1,played,accepted,455,6"));
    // 300 less the 100 of the late arrival.
    QCOMPARE(lines[3], QStringLiteral("1,2,2,Coppia 2,6,played,accepted,200,2"));
    QCOMPARE(lines[7], QStringLiteral("1,4,4,Coppia 4,8,forfeit_present,accepted,355,14"));
    QCOMPARE(lines[8], QStringLiteral("1,4,8,Coppia 8,4,forfeit_absent,accepted,0,6"));
}

void TestTournamentScorer::nextRoundRefusals()
{
    Tournament t = evening();
    t.rounds[0].status = TournamentRound::Status::Published;
    QCOMPARE(NextRoundPairing::pair(t, {}).error,
             QStringLiteral("round 1 is still in play: close it before seating the next"));

    t = evening();
    t.entries[1].withdrawnAfterRound = 1;
    QVERIFY(NextRoundPairing::pair(t, TournamentScorer::score(t).standings)
                .error.startsWith(QStringLiteral("a Mitchell movement seats every entry")));

    t = evening();
    t.roundPlan[1] = RoundMovement::Director;
    QCOMPARE(NextRoundPairing::pair(t, {}).error,
             QStringLiteral("round 2 is seated by the director"));

    t = evening();
    t.roundPlan = {RoundMovement::Mitchell};
    QCOMPARE(NextRoundPairing::pair(t, {}).error,
             QStringLiteral("every round of the plan (1) is already seated"));
}

QTEST_GUILESS_MAIN(TestTournamentScorer)
#include "tst_tournamentscorer.moc"
