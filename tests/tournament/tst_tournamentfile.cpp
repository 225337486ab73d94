#include "support/randomtournament.h"
#include "tournamentfilereader.h"
#include "tournamentfilewriter.h"

#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// The tournament file a director keeps and sends: read strictly, every refusal naming what is
// wrong and where, and written back to the same tournament and the same bytes.
class TestTournamentFile : public QObject
{
    Q_OBJECT

private slots:
    void readsAnEvening();
    void writtenAndReadBackIsTheSame();
    void refusals_data();
    void refusals();
    void refusesWhatIsNotAnOrdinaryFile();
    void customScaleIsChecked();
};

namespace {

// Round 1 of an evening of eight pairs, with a late pair and a forfeit.
QByteArray evening(const QByteArray &round1Extra = {}, const QByteArray &topExtra = {})
{
    return R"({
  "format": "pinaculo-tournament",
  "version": 1,
  "name": "Serata del giovedì",
  "variant": "pinnacola",
  "hands_per_round": 3,
  "vp_scale": "fibur-3",
  "seed": 7,
  "round_plan": ["mitchell", "mitchell", "mitchell", "danish"],)"
        + topExtra + R"(
  "entries": [
    {"number": 1, "name": "Ada e Bea"}, {"number": 2, "name": "Carlo e Dino"},
    {"number": 3, "name": "Elsa e Fabio"}, {"number": 4, "name": "Gino e Ida"},
    {"number": 5, "name": "Lia e Mario"}, {"number": 6, "name": "Nina e Olga"},
    {"number": 7, "name": "Pia e Rino"}, {"number": 8, "name": "Sara e Tino"}
  ],
  "rounds": [
    {"number": 1, "movement": "mitchell", "status": "closed", "tables": [
      {"table": 1, "sides": [1, 5], "status": "accepted", "mp": [820, 455]},
      {"table": 2, "sides": [2, 6], "status": "accepted", "mp": [300, 1300]},
      {"table": 3, "sides": [3, 7], "status": "accepted", "mp": [600, 600]},
      {"table": 4, "sides": [4, 8], "status": "accepted", "absent": 8})"
        + round1Extra + R"(
    ], "adjustments": [
      {"entry": 2, "kind": "mp", "amount": -100, "reason": "7 minuti di ritardo",
       "author": "Marta", "at": "2026-12-03T21:10:00+01:00"}
    ]}
  ]
})";
}

} // namespace

void TestTournamentFile::readsAnEvening()
{
    const TournamentFileReader::Result read = TournamentFileReader::read(evening());
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    const Tournament &t = read.tournament;
    QCOMPARE(t.name, QStringLiteral("Serata del giovedì"));
    QCOMPARE(t.variant, Variant::Pinnacola);
    QCOMPARE(t.scaleId, QStringLiteral("fibur-3"));
    QCOMPARE(t.awards, UnplayedAwards::forRounds(3));
    QCOMPARE(t.tieBreaks, TieBreaks::defaults());
    QCOMPARE(t.timeCalledHand, TimeCalledHand::Rule::Finish); // left out: the hand is finished
    QCOMPARE(t.roundPlan.size(), 4);
    QCOMPARE(t.roundPlan.last(), RoundMovement::Danish);
    QCOMPARE(t.entries.size(), 8);
    QCOMPARE(t.rounds.size(), 1);
    const TournamentRound &round = t.rounds.first();
    QCOMPARE(round.matches.size(), 4);
    QCOMPARE(round.matches[0].mp, (QList<int> {820, 455}));
    QCOMPARE(round.matches[3].absent, 8);
    QCOMPARE(round.adjustments.size(), 1);
    QCOMPARE(round.adjustments[0].adjustment.amount, -100.0);
    QCOMPARE(round.adjustments[0].adjustment.at.offsetFromUtc(), 3600);
}

void TestTournamentFile::writtenAndReadBackIsTheSame()
{
    for (quint32 seed = 1; seed <= 300; ++seed) {
        const Tournament t = testing::randomTournament(seed);
        const QByteArray json = TournamentFileWriter::toJson(t);
        const TournamentFileReader::Result read = TournamentFileReader::read(json);
        QVERIFY2(read.ok(),
                 qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(read.error.text())));
        QVERIFY2(read.tournament == t, qPrintable(QStringLiteral("seed %1").arg(seed)));
        QCOMPARE(TournamentFileWriter::toJson(read.tournament), json);
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("evening.tournament.json"));
    const Tournament t = testing::randomTournament(42);
    QString error;
    QVERIFY2(TournamentFileWriter::writeFile(t, path, &error), qPrintable(error));
    const TournamentFileReader::Result read = TournamentFileReader::readFile(path);
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    QVERIFY(read.tournament == t);
}

void TestTournamentFile::refusals_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("refusal");
    auto swap = [](const char *from, const char *to) {
        QByteArray json = evening();
        const qsizetype at = json.indexOf(from);
        Q_ASSERT(at >= 0);
        return json.replace(at, qsizetype(qstrlen(from)), to);
    };
    QTest::newRow("not JSON") << QByteArray("{\"format\": ")
                              << QStringLiteral("line 1, column 11: not valid JSON");
    QTest::newRow("a list") << QByteArray("[]")
                            << QStringLiteral("a tournament file is one JSON object");
    QTest::newRow("byte-order mark")
        << QByteArray("\xEF\xBB\xBF{}") << QStringLiteral("byte-order mark");
    QTest::newRow("a game file") << QByteArray(R"({"format": "pinaculo-game", "version": 1})")
                                 << QStringLiteral("this is not a tournament file");
    QTest::newRow("later version")
        << swap("\"version\": 1", "\"version\": 2") << QStringLiteral("\"version\" must be 1");
    QTest::newRow("unknown key, with its line")
        << swap("\"seed\": 7", "\"seed\": 7, \"colour\": 1")
        << QStringLiteral("unknown key \"colour\" in the tournament (line 8)");
    QTest::newRow("time called: an unknown rule")
        << swap("\"seed\": 7", "\"seed\": 7, \"time_called_hand\": \"abandon\"")
        << QStringLiteral("\"time_called_hand\" must be finish or cards_in_hand, not \"abandon\"");
    QTest::newRow("key twice") << swap("\"seed\": 7", "\"seed\": 7, \"seed\": 8")
                               << QStringLiteral(
                                      "line 8, column 14: the key \"seed\" is given twice");
    QTest::newRow("missing name") << swap("\"name\": \"Serata del giovedì\",", "")
                                  << QStringLiteral("\"name\" is missing");
    QTest::newRow("unknown variant")
        << swap("\"pinnacola\"", "\"burraco\"")
        << QStringLiteral("\"variant\" must be pinaculo, pinacle, pinnacola, not \"burraco\"");
    QTest::newRow("hands as text") << swap("\"hands_per_round\": 3", "\"hands_per_round\": \"3\"")
                                   << QStringLiteral("\"hands_per_round\" must be a whole number");
    QTest::newRow("unknown scale")
        << swap("\"fibur-3\"", "\"fibur-5\"")
        << QStringLiteral(
               "\"vp_scale\" must be fibur-3, fibur-4, win-draw-loss or a scale of its own");
    QTest::newRow("unknown movement")
        << swap("\"danish\"]", "\"swiss\"]")
        << QStringLiteral(
               "\"round_plan\" must be mitchell, danish, round_robin, director, not \"swiss\"");
    QTest::newRow("entry twice") << swap("\"number\": 2,", "\"number\": 1,")
                                 << QStringLiteral("entry 1 is listed twice");
    QTest::newRow("unknown entry at a table")
        << swap("[2, 6]", "[2, 9]")
        << QStringLiteral("round 1, table 2: entry 9 is not an entry of the tournament");
    QTest::newRow("entry at two tables")
        << swap("[2, 6]", "[2, 5]") << QStringLiteral("round 1, table 2: entry 5 is seated twice");
    QTest::newRow("table twice") << swap("\"table\": 2,", "\"table\": 1,")
                                 << QStringLiteral("round 1: table 1 is listed twice");
    QTest::newRow("no result") << swap("\"mp\": [300, 1300]", "\"game_file\": \"\"")
                               << QStringLiteral("round 1, table 2: \"game_file\" must be a text");
    QTest::newRow("accepted without a result")
        << swap(", \"mp\": [300, 1300]", "")
        << QStringLiteral(
               "round 1, table 2: a table that is accepted needs its \"mp\", its \"game_file\" or \"absent\"");
    QTest::newRow("three numbers for two sides")
        << swap("[300, 1300]", "[300, 1300, 5]")
        << QStringLiteral("round 1, table 2: \"mp\" gives 3 numbers for 2 sides");
    QTest::newRow("a forfeit with MP")
        << swap("\"absent\": 8", "\"absent\": 8, \"mp\": [1, 2]")
        << QStringLiteral("round 1, table 4: a forfeit has no \"mp\"");
    QTest::newRow("absent not at the table")
        << swap("\"absent\": 8", "\"absent\": 5")
        << QStringLiteral("round 1, table 4: \"absent\" must be one of the table's two entries");
    QTest::newRow("closed round with a table playing")
        << swap("\"sides\": [3, 7], \"status\": \"accepted\"",
                "\"sides\": [3, 7], \"status\": \"playing\"")
        << QStringLiteral("round 1, table 3: a closed round has every table accepted");
    QTest::newRow("an entry left out of a closed round") << swap(
        ",\n      {\"table\": 4, \"sides\": [4, 8], \"status\": \"accepted\", \"absent\": 8}",
        "") << QStringLiteral("round 1: entry 4 neither plays nor rests in a closed round");
    QTest::newRow("adjustment of an entry not seated")
        << swap("{\"entry\": 2,", "{\"entry\": 12,")
        << QStringLiteral("round 1: an adjustment names entry 12, who is not seated in this round");
    QTest::newRow("adjustment of nothing")
        << swap("\"amount\": -100", "\"amount\": 0")
        << QStringLiteral("round 1: \"amount\" of an adjustment must not be 0");
    QTest::newRow("a time without its offset")
        << swap("21:10:00+01:00", "21:10:00")
        << QStringLiteral("round 1: \"at\" must be a date and time with its offset");
    QTest::newRow("round seated otherwise than planned")
        << swap("\"movement\": \"mitchell\"", "\"movement\": \"danish\"")
        << QStringLiteral("round 1 is seated by danish, but \"round_plan\" says mitchell");
    QTest::newRow("correction of a table not accepted")
        << swap(
               "\"status\": \"accepted\", \"mp\": [820, 455]}",
               "\"status\": \"submitted\", \"mp\": [820, 455], \"corrections\": [{\"kind\": \"sum_error\", \"was\": [820, 455], \"mp\": [830, 455], \"reason\": \"somma\", \"author\": \"Marta\", \"at\": \"2026-12-03T22:00:00Z\"}]}")
        << QStringLiteral("round 1, table 1: only an accepted table is corrected");
    QTest::newRow("correction from other MP")
        << swap(
               "\"mp\": [820, 455]}",
               "\"mp\": [820, 455], \"corrections\": [{\"kind\": \"sum_error\", \"was\": [800, 455], \"mp\": [830, 455], \"reason\": \"somma\", \"author\": \"Marta\", \"at\": \"2026-12-03T22:00:00Z\"}]}")
        << QStringLiteral(
               "round 1, table 1: correction 1 says the MP were 800 455, but they were 820 455");
    QTest::newRow("wrong sides that are not swapped")
        << swap(
               "\"mp\": [820, 455]}",
               "\"mp\": [820, 455], \"corrections\": [{\"kind\": \"wrong_sides\", \"was\": [820, 455], \"mp\": [455, 830], \"reason\": \"righe\", \"author\": \"Marta\", \"at\": \"2026-12-03T22:00:00Z\"}]}")
        << QStringLiteral(
               "round 1, table 1: correction 1 is of scores written against the wrong sides, but 455 830 are not 820 455 in another order");
    QTest::newRow("approved before the end")
        << swap(
               "\"seed\": 7",
               "\"seed\": 7, \"approved\": {\"author\": \"Marta\", \"at\": \"2026-12-03T23:30:00+01:00\"}")
        << QStringLiteral("the standings are approved, but not every round of the plan is closed");
    QTest::newRow("withdrawn and seated")
        << swap("\"name\": \"Carlo e Dino\"}",
                "\"name\": \"Carlo e Dino\", \"withdrawn_after_round\": 5}")
        << QStringLiteral("entry 2 withdrew after round 5, but the plan has 4 rounds");
}

void TestTournamentFile::refusals()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, refusal);
    const TournamentFileReader::Result read = TournamentFileReader::read(json);
    QVERIFY(!read.ok());
    QVERIFY2(read.error.text().contains(refusal), qPrintable(read.error.text()));
    QVERIFY(read.tournament.entries.isEmpty()); // nothing half-read reaches the caller
}

void TestTournamentFile::refusesWhatIsNotAnOrdinaryFile()
{
    QTemporaryDir dir;
    QVERIFY(TournamentFileReader::readFile(dir.path())
                .error.text()
                .contains(QStringLiteral("folder, not a tournament file")));
    QVERIFY(TournamentFileReader::readFile(dir.filePath(QStringLiteral("none.json")))
                .error.text()
                .contains(QStringLiteral("cannot open")));
    QVERIFY(TournamentFileReader::readFile(QStringLiteral("/dev/null"))
                .error.text()
                .contains(QStringLiteral("not a regular file")));
}

void TestTournamentFile::customScaleIsChecked()
{
    const QByteArray own = R"({"bands": [{"up_to": 100, "ahead": 5, "behind": 5},
                                        {"up_to": 400, "ahead": 7, "behind": 3}],
                             "beyond": {"ahead": 10, "behind": 0}})";
    QByteArray json = evening();
    json.replace("\"fibur-3\"", own);
    const TournamentFileReader::Result read = TournamentFileReader::read(json);
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    QVERIFY(read.tournament.scaleId.isEmpty());
    QCOMPARE(read.tournament.scale.sharesOfDifference(365).first, 7.0);
    QCOMPARE(TournamentFileReader::read(TournamentFileWriter::toJson(read.tournament)).tournament,
             read.tournament);

    QByteArray falling = evening();
    falling.replace(
        "\"fibur-3\"",
        QByteArray(own).replace("\"ahead\": 7, \"behind\": 3", "\"ahead\": 4, \"behind\": 6"));
    const TournamentFileReader::Result refused = TournamentFileReader::read(falling);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error.text().startsWith(QStringLiteral("\"vp_scale\": ")),
             qPrintable(refused.error.text()));
}

QTEST_GUILESS_MAIN(TestTournamentFile)
#include "tst_tournamentfile.moc"
