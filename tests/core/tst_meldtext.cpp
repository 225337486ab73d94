// The text of one meld as typed in its field: its cards, "/" and the rescued wild cards, and
// the marks of its flags (+ final turn, ! one turn, !! from the deal, = opening), in every
// window language; how MeldText writes a meld back; the marks a box click rewrites; and every
// refusal, with its place and its words.
#include "cardnotation.h"
#include "meldtext.h"
#include "rules.h"

#include <QtTest>

using namespace pinaculo;

Q_DECLARE_METATYPE(pinaculo::MeldEntry)
Q_DECLARE_METATYPE(pinaculo::MeldTextProblem)
Q_DECLARE_METATYPE(pinaculo::Laid)

namespace {

CardList cards(QStringView text)
{
    const CardParseResult parsed = CardNotation::canonical().read(text);
    if (!parsed.ok)
        qFatal("bad test cards: %s", qPrintable(text.toString()));
    return parsed.cards;
}

MeldEntry meld(QStringView cardText, QStringView rescued = {}, Laid laid = Laid::OverTurns,
               bool finalTurn = false, bool opening = false)
{
    return {cards(cardText), cards(rescued), laid, finalTurn, opening};
}

MeldEntry onlyCards(const CardList &cards)
{
    MeldEntry meld;
    meld.cards = cards;
    return meld;
}

ScoringInputs scoredIn(Variant variant, bool barbele)
{
    return ScoringInputs::of(Rules::preset(variant), barbele);
}

} // namespace

class TestMeldText : public QObject
{
    Q_OBJECT

private slots:
    void reads_data();
    void reads();
    void refusals_data();
    void refusals();
    void marksTheGameCannotScoreAreRefused_data();
    void marksTheGameCannotScoreAreRefused();
    void writesTheShortestText_data();
    void writesTheShortestText();
    void boxesRewriteOnlyTheMarks_data();
    void boxesRewriteOnlyTheMarks();
    void insertionPointIsBeforeTheMarks();
};

void TestMeldText::reads_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<MeldEntry>("expected");
    const MeldEntry runWithRescue = meld(u"3H-KH JK", u"2C");
    QTest::newRow("en rescued") << QStringLiteral("en") << QStringLiteral("3H-KH JK / 2C")
                                << runWithRescue;
    QTest::newRow("en slash glued")
        << QStringLiteral("en") << QStringLiteral("3H-KHJK/2C") << runWithRescue;
    QTest::newRow("en final turn") << QStringLiteral("en") << QStringLiteral("3H-KH JK / 2C +")
                                   << meld(u"3H-KH JK", u"2C", Laid::OverTurns, true);
    QTest::newRow("en marks glued in any order")
        << QStringLiteral("en") << QStringLiteral("3H 4H 5H=!+")
        << meld(u"3H 4H 5H", {}, Laid::OneTurn, true, true);
    QTest::newRow("en from the deal") << QStringLiteral("en") << QStringLiteral("4×K 2C !!")
                                      << meld(u"4xK 2C", {}, Laid::FromDeal);
    QTest::newRow("es set by its count")
        << QStringLiteral("es") << QStringLiteral("4xK 2T +")
        << MeldEntry {CardList(4, Card::suitless(Rank::King)) + cards(u"2C"),
                      {},
                      Laid::OverTurns,
                      true,
                      false};
    QTest::newRow("es rescued in Spanish letters")
        << QStringLiteral("es") << QStringLiteral("3C-KC JK / 2T") << runWithRescue;
    QTest::newRow("it opening and final turn")
        << QStringLiteral("it") << QStringLiteral("4XK 2F=+")
        << MeldEntry {CardList(4, Card::suitless(Rank::King)) + cards(u"2C"),
                      {},
                      Laid::OverTurns,
                      true,
                      true};
    QTest::newRow("it tens by T") << QStringLiteral("it") << QStringLiteral("3xT")
                                  << onlyCards(CardList(3, Card::suitless(Rank::Ten)));
    QTest::newRow("en tens by 10")
        << QStringLiteral("en") << QStringLiteral("3x10 JK")
        << onlyCards(CardList(3, Card::suitless(Rank::Ten)) + CardList {Card::joker()});
    QTest::newRow("en eight aces") << QStringLiteral("en") << QStringLiteral("8xA")
                                   << onlyCards(CardList(8, Card::suitless(Rank::Ace)));
    QTest::newRow("nothing") << QStringLiteral("en") << QStringLiteral("  ") << MeldEntry {};
    QTest::newRow("a mark alone") << QStringLiteral("en") << QStringLiteral("+")
                                  << MeldEntry {{}, {}, Laid::OverTurns, true, false};
}

void TestMeldText::reads()
{
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(MeldEntry, expected);
    const MeldTextResult read = MeldText::read(CardNotation::forLanguage(language), typed);
    QVERIFY2(read.ok, qPrintable(MeldText::message(read, CardNotation::forLanguage(language))));
    QCOMPARE(read.entry(), expected);
}

void TestMeldText::refusals_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<MeldTextProblem>("problem");
    QTest::addColumn<int>("offset");
    QTest::addColumn<QString>("message");
    // No translator is installed: the source texts, with examples in the English notation.
    QTest::newRow("mark among the cards")
        << QStringLiteral("3H + 4H 5H") << MeldTextProblem::MarkAmongCards << 3
        << QStringLiteral("the mark “+” stands among the cards: marks go at the end of the meld, "
                          "after its cards and the rescued ones");
    QTest::newRow("mark before the rescued cards")
        << QStringLiteral("3H 4H 5H = / JK") << MeldTextProblem::MarkAmongCards << 9
        << QStringLiteral("the mark “=” stands among the cards: marks go at the end of the meld, "
                          "after its cards and the rescued ones");
    QTest::newRow("mark twice") << QStringLiteral("3H 4H 5H + +") << MeldTextProblem::MarkRepeated
                                << 11
                                << QStringLiteral("the mark “+” is written twice: each mark is "
                                                  "written once");
    QTest::newRow("laid twice")
        << QStringLiteral("3H 4H 5H ! !") << MeldTextProblem::MarkRepeated << 11
        << QStringLiteral("how the meld was laid is marked twice: write ! for one turn or !! for "
                          "the dealt hand, once");
    QTest::newRow("three bangs")
        << QStringLiteral("3H 4H 5H!!!") << MeldTextProblem::NotAMark << 8
        << QStringLiteral("“!!!” is not a mark: ! is a meld laid in one turn and !! one laid "
                          "from the dealt hand");
    QTest::newRow("second slash")
        << QStringLiteral("3H-KH / 2C / JK") << MeldTextProblem::SecondSlash << 11
        << QStringLiteral("“/” is written twice: the rescued wild cards follow a single “/”");
    QTest::newRow("nothing rescued")
        << QStringLiteral("3H-KH / +") << MeldTextProblem::NoRescued << 6
        << QStringLiteral("nothing follows “/”: write the wild cards rescued from the meld after "
                          "it, as in 3H-KH / JK");
    QTest::newRow("rescued card unreadable")
        << QStringLiteral("3H-KH / JK 5X") << MeldTextProblem::RescuedCards << 11
        << QStringLiteral("rescued cards: “5X” (item 2) is not a card: write rank then suit, as "
                          "in 10H, QS, AD, or JK for a joker");
    QTest::newRow("card unreadable")
        << QStringLiteral("3H 4X 5H +") << MeldTextProblem::Cards << 3
        << QStringLiteral("“4X” (item 2) is not a card: write rank then suit, as in 10H, QS, AD, "
                          "or JK for a joker");
    QTest::newRow("no count") << QStringLiteral("0xK 2C") << MeldTextProblem::Cards << 0
                              << QStringLiteral("“0xK” (item 1): a set by its count holds from 1 "
                                                "to 16 cards");
    QTest::newRow("count too large")
        << QStringLiteral("JK 17xQ") << MeldTextProblem::Cards << 3
        << QStringLiteral("“17xQ” (item 2): a set by its count holds from 1 to 16 cards");
    QTest::newRow("counted twos")
        << QStringLiteral("3x2") << MeldTextProblem::Cards << 0
        << QStringLiteral("“3x2” (item 1) counts wild cards: twos and jokers are written one by "
                          "one after the set, a two with its suit, as in 4xK 2C JK");
    QTest::newRow("counted jokers")
        << QStringLiteral("3xJK") << MeldTextProblem::Cards << 0
        << QStringLiteral("“3xJK” (item 1) counts wild cards: twos and jokers are written one by "
                          "one after the set, a two with its suit, as in 4xK 2C JK");
    QTest::newRow("counted card with a suit")
        << QStringLiteral("4xKH") << MeldTextProblem::Cards << 0
        << QStringLiteral("“4xKH” (item 1) is not a set by its count: write the count, x and the "
                          "rank, as in 4xK 2C");
}

void TestMeldText::refusals()
{
    QFETCH(QString, typed);
    QFETCH(MeldTextProblem, problem);
    QFETCH(int, offset);
    QFETCH(QString, message);
    const CardNotation &english = CardNotation::canonical();
    const MeldTextResult read = MeldText::read(english, typed);
    QVERIFY(!read.ok);
    QCOMPARE(read.problem, problem);
    QCOMPARE(read.errorOffset, offset);
    QCOMPARE(typed.mid(offset, read.errorText.size()), read.errorText);
    QCOMPARE(MeldText::message(read, english), message);
}

void TestMeldText::marksTheGameCannotScoreAreRefused_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<bool>("barbele");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("mark");
    QTest::addColumn<QString>("message");
    const QString finalTurn = QStringLiteral(
        "“+” (laid on the final turn) cannot change the score here: no multiplier applies to the "
        "final turn's melds in this game");
    QTest::newRow("pinnacola final turn")
        << int(Variant::Pinnacola) << false << QStringLiteral("3H-KH +") << QStringLiteral("+")
        << finalTurn;
    QTest::newRow("pinacle final turn") << int(Variant::Pinacle) << true << QStringLiteral("3H-KH+")
                                        << QStringLiteral("+") << finalTurn;
    QTest::newRow("pinnacola laid")
        << int(Variant::Pinnacola) << false << QStringLiteral("3H-KH !!") << QStringLiteral("!!")
        << QStringLiteral("“!!” (how the meld was laid) cannot change the score here: no premium "
                          "of this game depends on it");
    QTest::newRow("opening of a side not barbelé")
        << int(Variant::Pinaculo) << false << QStringLiteral("3H-KH =") << QStringLiteral("=")
        << QStringLiteral("“=” (part of the opening) cannot change the score here: only a barbelé "
                          "side's opening is checked, and this player's side is not barbelé in "
                          "this hand");
    QTest::newRow("pinnacola rescued")
        << int(Variant::Pinnacola) << false << QStringLiteral("3H-KH / 2C") << QStringLiteral("/")
        << QStringLiteral("rescued wild cards do not score in this game (a rescued wild goes back "
                          "to the hand): remove “/” and the cards after it");
}

void TestMeldText::marksTheGameCannotScoreAreRefused()
{
    QFETCH(int, variant);
    QFETCH(bool, barbele);
    QFETCH(QString, typed);
    QFETCH(QString, mark);
    QFETCH(QString, message);
    const CardNotation &english = CardNotation::canonical();
    const ScoringInputs scored = scoredIn(static_cast<Variant>(variant), barbele);
    const MeldTextResult read = MeldText::read(english, typed, scored);
    QVERIFY(!read.ok);
    QCOMPARE(read.problem, MeldTextProblem::MarkNotScored);
    QCOMPARE(read.mark, mark);
    QCOMPARE(typed.mid(read.errorOffset, mark.size()), mark);
    QCOMPARE(MeldText::message(read, english), message);
    // Every mark is read where the game scores it.
    QVERIFY(MeldText::read(english, typed).ok);
}

void TestMeldText::writesTheShortestText_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<MeldEntry>("entry");
    QTest::addColumn<QString>("written");
    const MeldEntry run = meld(u"3H-KH JK", u"2C", Laid::OverTurns, true);
    QTest::newRow("en run") << QStringLiteral("en") << run << QStringLiteral("3-KH JK / 2C +");
    QTest::newRow("es run") << QStringLiteral("es") << run << QStringLiteral("3-KC JK / 2T +");
    QTest::newRow("it run") << QStringLiteral("it") << run << QStringLiteral("3-KC JK / 2F +");
    const MeldEntry counted {
        CardList(4, Card::suitless(Rank::King)) + cards(u"2C"), {}, Laid::FromDeal, false, true};
    QTest::newRow("en counted") << QStringLiteral("en") << counted << QStringLiteral("4xK 2C !! =");
    QTest::newRow("es counted") << QStringLiteral("es") << counted << QStringLiteral("4xK 2T !! =");
    QTest::newRow("set with suits glued")
        << QStringLiteral("es") << meld(u"KH KS KD JK") << QStringLiteral("KCKPKDJK");
    QTest::newRow("ace to ace") << QStringLiteral("it") << meld(u"A-AD") << QStringLiteral("A-AQ");
    QTest::newRow("two cards stay glued")
        << QStringLiteral("en") << meld(u"8C 9C 2C") << QStringLiteral("8C9C2C");
    QTest::newRow("order kept") << QStringLiteral("en") << meld(u"JK 3H 4H 5H 10S")
                                << QStringLiteral("JK 3-5H 10S");
    QTest::newRow("tens") << QStringLiteral("en")
                          << onlyCards(CardList(3, Card::suitless(Rank::Ten)))
                          << QStringLiteral("3x10");
    QTest::newRow("laid in one turn")
        << QStringLiteral("en") << meld(u"QS QD QC", {}, Laid::OneTurn)
        << QStringLiteral("QSQDQC !");
}

void TestMeldText::writesTheShortestText()
{
    QFETCH(QString, language);
    QFETCH(MeldEntry, entry);
    QFETCH(QString, written);
    const CardNotation &notation = CardNotation::forLanguage(language);
    QCOMPARE(MeldText::write(entry, notation), written);
    const MeldTextResult read = MeldText::read(notation, written);
    QVERIFY2(read.ok, qPrintable(MeldText::message(read, notation)));
    QCOMPARE(read.entry(), entry);
}

void TestMeldText::boxesRewriteOnlyTheMarks_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<Laid>("laid");
    QTest::addColumn<bool>("finalTurn");
    QTest::addColumn<bool>("opening");
    QTest::addColumn<QString>("after");
    QTest::newRow("tick final turn") << QStringLiteral("4xK 2C") << Laid::OverTurns << true << false
                                     << QStringLiteral("4xK 2C +");
    QTest::newRow("untick final turn") << QStringLiteral("4xK 2C +") << Laid::OverTurns << false
                                       << false << QStringLiteral("4xK 2C");
    QTest::newRow("glued marks keep their order") << QStringLiteral("3H-KH/2C=+") << Laid::OverTurns
                                                  << true << true << QStringLiteral("3H-KH/2C = +");
    QTest::newRow("tick opening after final turn") << QStringLiteral("3H-KH+") << Laid::OverTurns
                                                   << true << true << QStringLiteral("3H-KH + =");
    QTest::newRow("one turn becomes the deal") << QStringLiteral("3H 4H 5H ! +") << Laid::FromDeal
                                               << true << false << QStringLiteral("3H 4H 5H !! +");
    QTest::newRow("the cards as typed") << QStringLiteral("3h4h 5H, ") << Laid::OneTurn << false
                                        << false << QStringLiteral("3h4h 5H !");
    QTest::newRow("an empty field")
        << QString() << Laid::OverTurns << true << false << QStringLiteral("+");
    QTest::newRow("a mark that does not read is replaced")
        << QStringLiteral("3H 4H 5H !!!") << Laid::OneTurn << false << false
        << QStringLiteral("3H 4H 5H !");
}

void TestMeldText::boxesRewriteOnlyTheMarks()
{
    QFETCH(QString, before);
    QFETCH(Laid, laid);
    QFETCH(bool, finalTurn);
    QFETCH(bool, opening);
    QFETCH(QString, after);
    const QString written = MeldText::withMarks(before, laid, finalTurn, opening);
    QCOMPARE(written, after);
    const MeldTextResult read = MeldText::read(CardNotation::canonical(), written);
    QCOMPARE(read.laid, laid);
    QCOMPARE(read.finalTurn, finalTurn);
    QCOMPARE(read.opening, opening);
}

void TestMeldText::insertionPointIsBeforeTheMarks()
{
    const CardNotation &english = CardNotation::canonical();
    QCOMPARE(MeldText::read(english, u"3H-KH / 2C + =").marksStart, 10);
    QCOMPARE(MeldText::read(english, u"3H-KH+").marksStart, 5);
    QCOMPARE(MeldText::read(english, u"3H 4H ").marksStart, 5);
    QCOMPARE(MeldText::read(english, u"").marksStart, 0);
    // Marks that do not read are still the marks: the cards before them are read.
    const MeldTextResult read = MeldText::read(english, u"3H 4X !!!");
    QVERIFY(!read.marksRead);
    QCOMPARE(read.problem, MeldTextProblem::Cards);
}

QTEST_MAIN(TestMeldText)
#include "tst_meldtext.moc"
