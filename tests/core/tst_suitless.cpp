// A set whose suits were not noted, typed by its count ("4xK") and stored rank by rank
// ("K K K K"): a card without its suit is never taken for the joker, scores as the same set
// with its suits, is refused in a run, in the hand and among rescued cards with the place
// named, counts against its rank's copies only when no choice of suits could exist, breaks
// pinacle's one-suit finish, survives a game file and a stored hand, and the command line's
// meld reads it.
#include "cardnotation.h"
#include "coretext.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "handreader.h"
#include "handscorer.h"
#include "handvalidator.h"
#include "meldanalysis.h"
#include "meldproblemtext.h"
#include "gamescorer.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace pinaculo;

namespace {

CardList cards(QStringView text)
{
    const CardParseResult parsed = CardNotation::canonical().read(text);
    if (!parsed.ok)
        qFatal("bad test cards: %s", qPrintable(text.toString()));
    return parsed.cards;
}

QByteArray gameJson(const QByteArray &variant, const QByteArray &results)
{
    const QByteArray players = variant == "pinacle"
        ? R"("players": ["Ana", "Bruno", "Carla", "Dani"],
             "teams": [{"name": "Nos", "players": ["Ana", "Carla"]},
                       {"name": "Ellos", "players": ["Bruno", "Dani"]}])"
        : R"("players": ["Ana", "Bruno", "Carla"])";
    return R"({"format": "pinaculo-game", "version": 1, "variant": ")" + variant + "\", " + players
        + R"(, "hands": [{"results": )" + results + "}]}";
}

GameFileReader::Result readGame(const QByteArray &variant, const QByteArray &results)
{
    return GameFileReader::read(gameJson(variant, results));
}

// One hand of Ana, Bruno and Carla at pinaculo, nobody barbelé.
struct Table
{
    GameSetup setup;
    Table()
    {
        setup.rules = Rules::preset(Variant::Pinaculo);
        setup.players = {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")};
    }
    HandRecord hand(const QList<QList<MeldEntry>> &melds, const QList<CardList> &hands = {}) const
    {
        HandRecord h;
        h.results.resize(setup.playerCount());
        for (int seat = 0; seat < melds.size(); ++seat)
            h.results[seat].melds = melds[seat];
        for (int seat = 0; seat < hands.size(); ++seat)
            h.results[seat].hand = hands[seat];
        return h;
    }
    QList<HandProblem> problems(const HandRecord &hand) const
    {
        return HandValidator::validate(setup, hand, QList<bool>(setup.sideCount(), false));
    }
};

MeldEntry meld(QStringView text)
{
    MeldEntry entry;
    entry.cards = cards(text);
    return entry;
}

} // namespace

class TestSuitless : public QObject
{
    Q_OBJECT

private slots:
    void neverTheJoker();
    void storedRankByRank();
    void scoresAsTheSetWithItsSuits_data();
    void scoresAsTheSetWithItsSuits();
    void refusedOutsideASet();
    void copiesCountAgainstTheRank();
    void breaksTheOneSuitFinish();
    void gameFileRoundTrip();
    void gameFileRefusesARankAloneOutsideASet_data();
    void gameFileRefusesARankAloneOutsideASet();
    void storedHandReadsBack();
    void commandLineMeld();
};

void TestSuitless::neverTheJoker()
{
    const Card king = Card::suitless(Rank::King);
    QVERIFY(king.isSuitless());
    QVERIFY(!king.isJoker());
    QVERIFY(!Card::joker().isSuitless());
    QVERIFY(!Card(Rank::King, Suit::Hearts).isSuitless());
    QVERIFY(king != Card::joker());
    QVERIFY(!MeldAnalyzer::isWild(king, Rules::preset(Variant::Pinaculo)));
    // Every index names one card and back.
    QSet<int> seen;
    for (int index = 0; index < Card::IndexCount; ++index) {
        const Card card = Card::fromIndex(index);
        QCOMPARE(card.index(), index);
        seen.insert(index);
    }
    QCOMPARE(seen.size(), Card::IndexCount);
    QCOMPARE(Card::fromIndex(Card::JokerIndex), Card::joker());
    QVERIFY(king.index() != Card::joker().index());
}

void TestSuitless::storedRankByRank()
{
    const CardNotation &canonical = CardNotation::canonical();
    const CardParseResult stored = canonical.parse(u"K K K K 2C");
    QVERIFY(stored.ok);
    QCOMPARE(stored.cards, CardList(4, Card::suitless(Rank::King)) + cards(u"2C"));
    QCOMPARE(canonical.parse(u"10 T").cards, CardList(2, Card::suitless(Rank::Ten)));
    QCOMPARE(canonical.format(stored.cards, CardNotation::Style::Letters),
             QStringLiteral("K K K K 2C"));
    QCOMPARE(CoreText::cards(stored.cards), QStringLiteral("K K K K 2♣"));
    // A two's suit decides whether it is wild: never written without it.
    QVERIFY(!canonical.parse(u"2 2 2").ok);
    // Typed, a set without suits is written by its count, which every language reads alike.
    for (const CardNotation *notation : CardNotation::all())
        QCOMPARE(notation->read(u"4xK").cards, CardList(4, Card::suitless(Rank::King)));
}

void TestSuitless::scoresAsTheSetWithItsSuits_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<QString>("suitless");
    QTest::addColumn<QString>("suited");
    QTest::addColumn<int>("laid");
    QTest::newRow("kings and a two") << int(Variant::Pinaculo) << QStringLiteral("4xK 2C")
                                     << QStringLiteral("KH KS KD KC 2C") << int(Laid::OverTurns);
    QTest::newRow("six natural courts")
        << int(Variant::Pinaculo) << QStringLiteral("6xQ") << QStringLiteral("QH QH QS QS QD QC")
        << int(Laid::OverTurns);
    QTest::newRow("eight naturals")
        << int(Variant::Pinaculo) << QStringLiteral("8x9")
        << QStringLiteral("9H 9H 9S 9S 9D 9D 9C 9C") << int(Laid::OverTurns);
    QTest::newRow("pináculo from the deal")
        << int(Variant::Pinacle) << QStringLiteral("8xA JK JK 2C")
        << QStringLiteral("AS AS AH AH AD AD AC AC JK JK 2C") << int(Laid::FromDeal);
    QTest::newRow("a suit noted and not") << int(Variant::Pinacle) << QStringLiteral("KH 2xK JK")
                                          << QStringLiteral("KH KS KD JK") << int(Laid::OverTurns);
}

void TestSuitless::scoresAsTheSetWithItsSuits()
{
    QFETCH(int, variant);
    QFETCH(QString, suitless);
    QFETCH(QString, suited);
    QFETCH(int, laid);
    const Rules rules = Rules::preset(static_cast<Variant>(variant));
    const MeldAnalysis a = MeldAnalyzer::analyze(cards(suitless), rules, static_cast<Laid>(laid));
    const MeldAnalysis b = MeldAnalyzer::analyze(cards(suited), rules, static_cast<Laid>(laid));
    QVERIFY2(a.valid, qPrintable(MeldProblemText::text(a.problem)));
    QVERIFY(b.valid);
    QCOMPARE(a.shape, MeldShape::Set);
    QCOMPARE(a.points(), b.points());
    QCOMPARE(a.premium, b.premium);
    QCOMPARE(a.faceValue, b.faceValue);
    QCOMPARE(a.naturals, b.naturals);
    QCOMPARE(a.wilds, b.wilds);
}

void TestSuitless::refusedOutsideASet()
{
    const Rules pinaculo = Rules::preset(Variant::Pinaculo);
    // In a run, named with how to type one, in the notation of whoever reads it.
    const MeldAnalysis run = MeldAnalyzer::analyze(cards(u"1x3 4H 5H"), pinaculo);
    QCOMPARE(run.problem.code, MeldProblem::Code::SuitlessInRun);
    QCOMPARE(MeldProblemText::text(run.problem),
             QStringLiteral("a run needs the suit of each card, and 3 has none; write 3H-KH or "
                            "3H 4H 5H"));
    QCOMPARE(MeldProblemText::text(run.problem, CardNotation::forLanguage(u"es")),
             QStringLiteral("a run needs the suit of each card, and 3 has none; write 3C-KC or "
                            "3C 4C 5C"));
    // Pinnacola melds no sets at all.
    QCOMPARE(MeldAnalyzer::analyze(cards(u"4xK"), Rules::preset(Variant::Pinnacola)).problem.code,
             MeldProblem::Code::SetsNotAllowed);
    // Among rescued cards.
    const MeldAnalysis rescued
        = MeldAnalyzer::analyze(cards(u"3H-KH"), pinaculo, Laid::OverTurns, cards(u"1xK"));
    QCOMPARE(rescued.problem.code, MeldProblem::Code::SuitlessRescued);
    QCOMPARE(MeldProblemText::text(rescued.problem),
             QStringLiteral("a rescued wild card is written with its suit, and K has none; only "
                            "the cards of a set may be written without their suits"));

    // Through the whole hand: the meld and the cards left in hand, each with its player.
    const Table table;
    const HandRecord hand
        = table.hand({{meld(u"1x3 4H 5H")}}, {{}, CardList {Card::suitless(Rank::Seven)}});
    const QList<HandProblem> problems = table.problems(hand);
    QCOMPARE(problems.size(), 2);
    QCOMPARE(problems[0].code, HandProblem::Code::InvalidMeld);
    QCOMPARE(CoreText::handProblem(problems[0], table.setup, hand),
             QStringLiteral("Ana, meld 1 (3 4♥ 5♥): a run needs the suit of each card, and 3 has "
                            "none; write 3H-KH or 3H 4H 5H"));
    QCOMPARE(problems[1].code, HandProblem::Code::SuitlessInHand);
    QCOMPARE(problems[1].seat, 1);
    QCOMPARE(CoreText::handProblem(problems[1], table.setup, hand),
             QStringLiteral("Bruno: 7 in the cards left in hand has no suit; only the cards of a "
                            "set may be written without their suits"));
}

void TestSuitless::copiesCountAgainstTheRank()
{
    const Table table;
    // Feasible: some choice of suits holds every king (two decks: eight kings, two a suit).
    QVERIFY(table.problems(table.hand({{meld(u"4xK 2C")}, {meld(u"KH KH KS JK")}})).isEmpty());
    QVERIFY(table.problems(table.hand({{meld(u"6xK")}, {meld(u"KH KS JK")}})).isEmpty());
    // Nine kings, with and without suits: no choice of suits could exist.
    const HandRecord nine
        = table.hand({{meld(u"6xK")}, {meld(u"KH KS JK")}}, {{}, {}, cards(u"KD")});
    const QList<HandProblem> problems = table.problems(nine);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems[0].code, HandProblem::Code::TooManyOfRank);
    QCOMPARE(problems[0].count, 9);
    QCOMPARE(problems[0].limit, 8);
    QCOMPARE(problems[0].seat, 0);
    QCOMPARE(CoreText::handProblem(problems[0], table.setup, nine),
             QStringLiteral("K: 9 card(s) of this rank in this hand, with and without suits, but "
                            "the decks hold only 8"));
    // A suit's own copies are still counted as always, whatever else is written without suits.
    const QList<HandProblem> third = table.problems(
        table.hand({{meld(u"2xK JK")}, {meld(u"KH KH JK")}}, {{}, {}, cards(u"KH")}));
    QCOMPARE(third.size(), 1);
    QCOMPARE(third[0].code, HandProblem::Code::TooManyCopies);
    QCOMPARE(third[0].card, Card(Rank::King, Suit::Hearts));
    // Inside one meld, the meld itself says so.
    const MeldAnalysis tooMany = MeldAnalyzer::analyze(cards(u"7xK KH KH"), table.setup.rules);
    QCOMPARE(tooMany.problem.code, MeldProblem::Code::TooManyCopies);
    QCOMPARE(
        MeldProblemText::text(tooMany.problem),
        QStringLiteral("K: 9 card(s) of this rank in the meld, with and without suits, but the "
                       "decks hold only 8"));
}

void TestSuitless::breaksTheOneSuitFinish()
{
    // Pinacle: Ana goes out having melded only hearts (a two of hearts is wild, but of hearts).
    const QByteArray hearts = R"({"Ana": {"melds": ["3H 4H 5H 6H", "KH KH 2H"], "out": "yes"},
        "Bruno": {}, "Carla": {}, "Dani": {}})";
    const QByteArray unnoted = R"({"Ana": {"melds": ["3H 4H 5H 6H", "K K 2H"], "out": "yes"},
        "Bruno": {}, "Carla": {}, "Dani": {}})";
    const auto oneSuitBonus = [](const QByteArray &results) {
        const GameFileReader::Result read = readGame("pinacle", results);
        if (!read.ok())
            qFatal("%s", qPrintable(read.error.text()));
        const HandScore score
            = HandScorer::score(read.game.setup, read.game.hands.first(), 0, {false, false});
        int bonus = 0;
        for (const ScoreLine &line : score.lines) {
            if (line.kind == ScoreLine::Kind::FinishBonus
                && line.finish == ScoreLine::Finish::OneSuit)
                bonus += line.points;
        }
        return bonus;
    };
    QCOMPARE(oneSuitBonus(hearts), 1000);
    // Nobody can show that the kings were hearts.
    QCOMPARE(oneSuitBonus(unnoted), 0);
}

void TestSuitless::gameFileRoundTrip()
{
    const GameFileReader::Result read
        = readGame("pinaculo", R"({"Ana": {"melds": [{"cards": "K K K K 2C", "final_turn": true},
        "3H 4H 5H"], "hand": "", "out": "yes"}, "Bruno": {"melds": ["KH KS JK"]}, "Carla": {}})");
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    const MeldEntry &set = read.game.hands.first().results.first().melds.first();
    QCOMPARE(set.cards, cards(u"4xK 2C"));
    const QByteArray written = GameFileWriter::toJson(read.game, GameScorer::score(read.game));
    QVERIFY2(written.contains(R"("cards": "K K K K 2C")"), written.constData());
    const GameFileReader::Result again = GameFileReader::read(written);
    QVERIFY2(again.ok(), qPrintable(again.error.text()));
    QCOMPARE(again.game.hands, read.game.hands);
}

void TestSuitless::gameFileRefusesARankAloneOutsideASet_data()
{
    QTest::addColumn<QByteArray>("results");
    QTest::addColumn<QString>("message");
    QTest::newRow("in a run")
        << QByteArray(R"({"Ana": {"melds": ["3H 4H 5H", "3 4S 5S"]}, "Bruno": {}, "Carla": {}})")
        << QStringLiteral("hand 1: Ana, meld 2 (3 4♠ 5♠): a run needs the suit of each card, and "
                          "3 has none; write 3H-KH or 3H 4H 5H");
    QTest::newRow("in the hand")
        << QByteArray(R"({"Ana": {}, "Bruno": {"hand": "KH Q"}, "Carla": {}})")
        << QStringLiteral("hand 1: Bruno: Q in the cards left in hand has no suit; only the cards "
                          "of a set may be written without their suits");
    QTest::newRow("rescued")
        << QByteArray(R"({"Ana": {}, "Bruno": {}, "Carla": {"melds": [{"cards": "QH QS QD",
            "rescued": "Q"}]}})")
        << QStringLiteral("hand 1: Carla, meld 1 (Q♥ Q♠ Q♦): a rescued wild card is written with "
                          "its suit, and Q has none; only the cards of a set may be written "
                          "without their suits");
    QTest::newRow("too many of a rank")
        << QByteArray(R"({"Ana": {"melds": ["K K K K K K"]}, "Bruno": {"melds": ["KH KS KD"]},
            "Carla": {}})")
        << QStringLiteral("hand 1: K: 9 card(s) of this rank in this hand, with and without "
                          "suits, but the decks hold only 8");
}

void TestSuitless::gameFileRefusesARankAloneOutsideASet()
{
    QFETCH(QByteArray, results);
    QFETCH(QString, message);
    const GameFileReader::Result read = readGame("pinaculo", results);
    QVERIFY(!read.ok());
    QCOMPARE(read.error.text(), message);
}

void TestSuitless::storedHandReadsBack()
{
    // The database keeps each hand as the game file's hand object, read back by HandReader.
    const Table table;
    HandRecord hand = table.hand(
        {{MeldEntry {cards(u"3xA JK"), {}, Laid::OneTurn, true, false}}, {meld(u"AH AS 2D")}});
    hand.results[0].out = OutKind::Yes;
    const QByteArray json = QJsonDocument(GameFileWriter::handObject(table.setup, hand))
                                .toJson(QJsonDocument::Compact);
    QVERIFY2(json.contains(R"("cards":"A A A JK")"), json.constData());
    const HandReader::Result read = HandReader::read(table.setup, json, HandReader::Limits::Stored);
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    QCOMPARE(read.hand, hand);
}

void TestSuitless::commandLineMeld()
{
    const auto cli = [](const QStringList &arguments) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo-cli"),
                      QStringList {QStringLiteral("meld")} + arguments);
        if (!process.waitForFinished(10000))
            qFatal("pinaculo-cli did not finish");
        return std::pair {
            process.exitCode(),
            QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError())};
    };
    const auto [valid, json]
        = cli({QStringLiteral("--variant"), QStringLiteral("pinaculo"), QStringLiteral("--json"),
               QStringLiteral("4xK"), QStringLiteral("2C")});
    QCOMPARE(valid, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    QCOMPARE(o.value(u"shape").toString(), QStringLiteral("set"));
    QCOMPARE(o.value(u"points").toInt(), 60);
    QCOMPARE(o.value(u"naturals").toInt(), 4);
    QCOMPARE(o.value(u"wilds").toInt(), 1);

    const auto [text, printed]
        = cli({QStringLiteral("--variant"), QStringLiteral("pinaculo"), QStringLiteral("4×K")});
    QCOMPARE(text, 0);
    QVERIFY2(printed.startsWith(QStringLiteral("K K K K\n")), qPrintable(printed));

    // As a game file keeps it, rank by rank.
    const auto [stored, storedText] = cli(
        {QStringLiteral("--variant"), QStringLiteral("pinaculo"), QStringLiteral("K K K K 2C")});
    QCOMPARE(stored, 0);
    QVERIFY2(storedText.startsWith(QStringLiteral("K K K K 2♣\n")), qPrintable(storedText));

    const auto [runCode, run] = cli({QStringLiteral("--variant"), QStringLiteral("pinaculo"),
                                     QStringLiteral("3x5"), QStringLiteral("6H")});
    QCOMPARE(runCode, 1);
    QVERIFY2(run.contains(QStringLiteral("a run needs the suit of each card")), qPrintable(run));

    const auto [usage, refused]
        = cli({QStringLiteral("--variant"), QStringLiteral("pinaculo"), QStringLiteral("17xK")});
    QCOMPARE(usage, 2);
    QVERIFY2(refused.contains(QStringLiteral("“17xK” (item 1): a set by its count holds from 1 "
                                             "to 16 cards")),
             qPrintable(refused));
}

QTEST_MAIN(TestSuitless)
#include "tst_suitless.moc"
