// Cards as people type them in every window language and the interchange notation: cards without
// spaces and runs written by their ends read into exactly the card list typed card by card, so
// a meld scores the same however it was typed; the refusals name the token and its place; and
// cards spelled with a borrowed English suit letter are reported.
#include "cardnotation.h"
#include "cardshorthand.h"
#include "meldanalysis.h"
#include "rules.h"
#include "variants.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace pinaculo;

Q_DECLARE_METATYPE(const pinaculo::CardNotation *)
Q_DECLARE_METATYPE(pinaculo::CardList)
Q_DECLARE_METATYPE(pinaculo::CardTextProblem)

namespace {

constexpr Suit AllSuits[] = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};

CardList run(Suit suit, QList<Rank> ranks)
{
    CardList cards;
    for (Rank rank : ranks)
        cards.append(Card {rank, suit});
    return cards;
}

QString canonicalText(const CardList &cards)
{
    return CardNotation::canonical().format(cards, CardNotation::Style::Letters);
}

// A spelling of the card picked at random among every one the notation reads, in random case.
QString anySpelling(const CardNotation &notation, const Card &card, QRandomGenerator &random)
{
    QString text;
    if (card.isJoker()) {
        const QStringList jokers = notation.jokerSpellings();
        text = jokers.at(random.bounded(int(jokers.size())));
    } else {
        const QStringList ranks = notation.rankSpellings(card.rank);
        const QStringList suits = notation.suitSpellings(card.suit);
        text = ranks.at(random.bounded(int(ranks.size())))
            + suits.at(random.bounded(int(suits.size())));
    }
    return random.bounded(2) ? text.toLower() : text;
}

} // namespace

class TestCardShorthand : public QObject
{
    Q_OBJECT

private slots:
    void spotChecks_data();
    void spotChecks();
    void refusals_data();
    void refusals();
    void refusalsAreWordedInTheNotation();
    void typedByEndsReadsAndScoresLikeCardByCard_data();
    void typedByEndsReadsAndScoresLikeCardByCard();
    void anyCardsWithoutSpacesReadLikeSpaced_data() { addNotationRows(); }
    void anyCardsWithoutSpacesReadLikeSpaced();
    void rewriteKeepsTheShapeAndTheCards();
    void borrowedSuitLetters_data();
    void borrowedSuitLetters();
    void storedTextStaysStrict();

private:
    static void addNotationRows();
};

void TestCardShorthand::addNotationRows()
{
    QTest::addColumn<const CardNotation *>("notation");
    for (const CardNotation *notation : CardNotation::all())
        QTest::newRow(qPrintable(notation->language())) << notation;
}

void TestCardShorthand::spotChecks_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<CardList>("expected");
    using R = Rank;
    const CardList threeToKingDiamonds
        = run(Suit::Diamonds,
              {R::Three, R::Four, R::Five, R::Six, R::Seven, R::Eight, R::Nine, R::Ten, R::Jack,
               R::Queen, R::King});
    QTest::newRow("es glued") << QStringLiteral("es") << QStringLiteral("3P4P5P")
                              << run(Suit::Spades, {R::Three, R::Four, R::Five});
    QTest::newRow("es glued ten") << QStringLiteral("es") << QStringLiteral("10CJC")
                                  << run(Suit::Hearts, {R::Ten, R::Jack});
    QTest::newRow("es spaced ten")
        << QStringLiteral("es") << QStringLiteral("10C JC") << run(Suit::Hearts, {R::Ten, R::Jack});
    QTest::newRow("es TT glued") << QStringLiteral("es") << QStringLiteral("TTJT")
                                 << run(Suit::Clubs, {R::Ten, R::Jack});
    QTest::newRow("es run") << QStringLiteral("es") << QStringLiteral("3D-KD")
                            << threeToKingDiamonds;
    QTest::newRow("es run from a rank")
        << QStringLiteral("es") << QStringLiteral("3-KD") << threeToKingDiamonds;
    QTest::newRow("es run and wild") << QStringLiteral("es") << QStringLiteral("3D-KD 2T")
                                     << threeToKingDiamonds + CardList {{R::Two, Suit::Clubs}};
    QTest::newRow("es run glued to its wilds")
        << QStringLiteral("es") << QStringLiteral("3D-KD2TJK")
        << threeToKingDiamonds + CardList {{R::Two, Suit::Clubs}, Card::joker()};
    QTest::newRow("es run from the ten")
        << QStringLiteral("es") << QStringLiteral("T-AT")
        << run(Suit::Clubs, {R::Ten, R::Jack, R::Queen, R::King, R::Ace});
    QTest::newRow("it Q queen and quadri") << QStringLiteral("it") << QStringLiteral("Q-AQ")
                                           << run(Suit::Diamonds, {R::Queen, R::King, R::Ace});
    QTest::newRow("it glued QQ") << QStringLiteral("it") << QStringLiteral("JQQQKQ")
                                 << run(Suit::Diamonds, {R::Jack, R::Queen, R::King});
    QTest::newRow("it ace to ace")
        << QStringLiteral("it") << QStringLiteral("A-AF")
        << run(Suit::Clubs,
               {R::Ace, R::Three, R::Four, R::Five, R::Six, R::Seven, R::Eight, R::Nine, R::Ten,
                R::Jack, R::Queen, R::King, R::Ace});
    QTest::newRow("it ace low") << QStringLiteral("it") << QStringLiteral("AC-5C")
                                << run(Suit::Hearts, {R::Ace, R::Three, R::Four, R::Five});
    QTest::newRow("en escalera, symbols")
        << QStringLiteral("en") << QStringLiteral("3♠-A♠")
        << run(Suit::Spades,
               {R::Three, R::Four, R::Five, R::Six, R::Seven, R::Eight, R::Nine, R::Ten, R::Jack,
                R::Queen, R::King, R::Ace});
    QTest::newRow("en glued with jokers")
        << QStringLiteral("en") << QStringLiteral("jk3h*,4H")
        << CardList {
               Card::joker(), {R::Three, Suit::Hearts}, Card::joker(), {R::Four, Suit::Hearts}};
    QTest::newRow("en two cards") << QStringLiteral("en") << QStringLiteral("8c-9c")
                                  << run(Suit::Clubs, {R::Eight, R::Nine});
    const CardList fourKings(4, Card::suitless(R::King));
    QTest::newRow("es set by its count") << QStringLiteral("es") << QStringLiteral("4xK 2T")
                                         << fourKings + CardList {{R::Two, Suit::Clubs}};
    QTest::newRow("it count glued to its wilds")
        << QStringLiteral("it") << QStringLiteral("4Xk2FJK")
        << fourKings + CardList {{R::Two, Suit::Clubs}, Card::joker()};
    QTest::newRow("en count by the sign")
        << QStringLiteral("en") << QStringLiteral("4×K") << fourKings;
    QTest::newRow("es tens by T") << QStringLiteral("es") << QStringLiteral("3xT")
                                  << CardList(3, Card::suitless(R::Ten));
    QTest::newRow("it jacks before a king")
        << QStringLiteral("it") << QStringLiteral("3xJKQ")
        << CardList(3, Card::suitless(R::Jack)) + CardList {{R::King, Suit::Diamonds}};
    QTest::newRow("en sixteen") << QStringLiteral("en") << QStringLiteral("16x5")
                                << CardList(16, Card::suitless(R::Five));
}

void TestCardShorthand::spotChecks()
{
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(CardList, expected);
    const CardParseResult read = CardNotation::forLanguage(language).read(typed);
    QVERIFY2(read.ok, qPrintable(read.errorText));
    QCOMPARE(canonicalText(read.cards), canonicalText(expected));
}

void TestCardShorthand::refusals_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<CardTextProblem>("problem");
    QTest::addColumn<int>("item");
    QTest::addColumn<int>("offset");
    QTest::addColumn<QString>("token");
    QTest::newRow("goes down") << QStringLiteral("es") << QStringLiteral("KD-3D")
                               << CardTextProblem::RunGoesDown << 1 << 0 << QStringLiteral("KD-3D");
    QTest::newRow("one card") << QStringLiteral("en") << QStringLiteral("JK 5H-5H")
                              << CardTextProblem::RunGoesDown << 2 << 3 << QStringLiteral("5H-5H");
    QTest::newRow("ace high first") << QStringLiteral("it") << QStringLiteral("AC-AC 3C-KC")
                                    << CardTextProblem::None << 0 << 0 << QString();
    QTest::newRow("crosses suits")
        << QStringLiteral("es") << QStringLiteral("AP 3D-KC") << CardTextProblem::RunMixesSuits << 2
        << 3 << QStringLiteral("3D-KC");
    QTest::newRow("ends on a two")
        << QStringLiteral("en") << QStringLiteral("2H-7H") << CardTextProblem::RunEndsOnTwo << 1
        << 0 << QStringLiteral("2H-7H");
    QTest::newRow("run glued to a card that is not one")
        << QStringLiteral("es") << QStringLiteral("3D-KD2X") << CardTextProblem::NotACard << 1 << 0
        << QStringLiteral("3D-KD2X");
    QTest::newRow("joker end") << QStringLiteral("en") << QStringLiteral("JK-5H")
                               << CardTextProblem::NotACard << 1 << 0 << QStringLiteral("JK-5H");
    QTest::newRow("no high end") << QStringLiteral("it") << QStringLiteral("3C-")
                                 << CardTextProblem::NotACard << 1 << 0 << QStringLiteral("3C-");
    QTest::newRow("high end without suit")
        << QStringLiteral("en") << QStringLiteral("3H-K") << CardTextProblem::NotACard << 1 << 0
        << QStringLiteral("3H-K");
    QTest::newRow("count of none")
        << QStringLiteral("en") << QStringLiteral("3H 0xK") << CardTextProblem::CountOutOfRange << 2
        << 3 << QStringLiteral("0xK");
    QTest::newRow("count over the decks")
        << QStringLiteral("es") << QStringLiteral("17xK") << CardTextProblem::CountOutOfRange << 1
        << 0 << QStringLiteral("17xK");
    QTest::newRow("count of many digits")
        << QStringLiteral("it") << QStringLiteral("0004xK") << CardTextProblem::CountOutOfRange << 1
        << 0 << QStringLiteral("0004xK");
    QTest::newRow("counted twos") << QStringLiteral("en") << QStringLiteral("3x2C")
                                  << CardTextProblem::CountOfWilds << 1 << 0
                                  << QStringLiteral("3x2C");
    QTest::newRow("counted jokers")
        << QStringLiteral("es") << QStringLiteral("3x*") << CardTextProblem::CountOfWilds << 1 << 0
        << QStringLiteral("3x*");
    QTest::newRow("counted card with its suit")
        << QStringLiteral("en") << QStringLiteral("4xKH") << CardTextProblem::CountMalformed << 1
        << 0 << QStringLiteral("4xKH");
    QTest::newRow("count without a rank")
        << QStringLiteral("en") << QStringLiteral("4x") << CardTextProblem::NotACard << 1 << 0
        << QStringLiteral("4x");
    QTest::newRow("half a glued card")
        << QStringLiteral("es") << QStringLiteral("3P4P5") << CardTextProblem::NotACard << 1 << 0
        << QStringLiteral("3P4P5");
}

void TestCardShorthand::refusals()
{
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(CardTextProblem, problem);
    QFETCH(int, item);
    QFETCH(int, offset);
    QFETCH(QString, token);
    const CardParseResult read = CardNotation::forLanguage(language).read(typed);
    QCOMPARE(read.problem, problem);
    QCOMPARE(read.ok, problem == CardTextProblem::None);
    if (read.ok) {
        // "AC-AC" is the ace standing low and then high: a run from ace to ace, not a refusal.
        QCOMPARE(read.cards.size(), 13 + 11);
        return;
    }
    QVERIFY(read.cards.isEmpty());
    QCOMPARE(read.errorToken, item);
    QCOMPARE(read.errorOffset, offset);
    QCOMPARE(read.errorText, token);
}

void TestCardShorthand::refusalsAreWordedInTheNotation()
{
    // No translator is installed: the source text, with the examples of the notation read.
    const CardNotation &spanish = CardNotation::forLanguage(u"es");
    const CardNotation &english = CardNotation::canonical();
    QCOMPARE(CardShorthand::problem(spanish.read(u"AP KC-3C"), spanish),
             QStringLiteral("“KC-3C” (item 2) goes down: write a run from its low card to its high "
                            "one, as in 3C-KC"));
    QCOMPARE(CardShorthand::problem(english.read(u"3H-KS"), english),
             QStringLiteral("“3H-KS” (item 1) has ends of two suits: both ends of a run are of "
                            "one suit, as in 3H-KH"));
    QCOMPARE(CardShorthand::problem(english.read(u"%2-5H 2H-7H"), english), QString());
    QCOMPARE(CardShorthand::problem(spanish.read(u"2C-7C"), spanish),
             QStringLiteral("“2C-7C” (item 1) ends on a two: a two is wild and has no place of "
                            "its own in a run; write it after the run, as in 3C-KC 2T"));
    QCOMPARE(CardShorthand::problem(english.read(u"3H 4H"), english), QString());
    QCOMPARE(CardShorthand::problem(spanish.read(u"3xJK"), spanish),
             QStringLiteral("“3xJK” (item 1) counts wild cards: twos and jokers are written one "
                            "by one after the set, a two with its suit, as in 4xK 2T JK"));
    QCOMPARE(CardShorthand::problem(english.read(u"JK 20xQ"), english),
             QStringLiteral("“20xQ” (item 2): a set by its count holds from 1 to 16 cards"));
    QCOMPARE(CardShorthand::problem(spanish.read(u"4xKC"), spanish),
             QStringLiteral("“4xKC” (item 1) is not a set by its count: write the count, x and the "
                            "rank, as in 4xK 2T"));
}

void TestCardShorthand::typedByEndsReadsAndScoresLikeCardByCard_data()
{
    QTest::addColumn<const CardNotation *>("notation");
    QTest::addColumn<int>("variant");
    for (const CardNotation *notation : CardNotation::all()) {
        for (Variant variant : Variants::all()) {
            QTest::addRow("%s %s", qPrintable(notation->language()), qPrintable(variantId(variant)))
                << notation << int(variant);
        }
    }
}

void TestCardShorthand::typedByEndsReadsAndScoresLikeCardByCard()
{
    // Random runs of the variant's own order (3 … K A, or A 3 … K A where the ace stands low),
    // with up to two of its wild cards after them: typed by their ends, with the first end a
    // card or a rank, and without spaces, they read as the cards typed one by one, score the
    // same, and write back to the interchange notation unchanged.
    QFETCH(const CardNotation *, notation);
    QFETCH(int, variant);
    const Rules rules = Rules::preset(static_cast<Variant>(variant));
    QRandomGenerator random(quint32(0x5eed + variant * 7 + notation->language().at(0).unicode()));
    const int firstPlace = rules.aceLow ? 0 : 1; // places: A 3 4 … K A
    const auto rankAt = [](int place) {
        return (place == 0 || place == 12) ? Rank::Ace : static_cast<Rank>(place + 2);
    };
    CardList wildCards {Card::joker(), {Rank::Two, Suit::Clubs}, {Rank::Two, Suit::Spades}};
    if (!rules.onlyBlackTwosWild)
        wildCards += CardList {{Rank::Two, Suit::Hearts}, {Rank::Two, Suit::Diamonds}};
    int valid = 0;
    for (int round = 0; round < 300; ++round) {
        const Suit suit = AllSuits[random.bounded(4)];
        const int low = firstPlace + random.bounded(12 - firstPlace - 1);
        const int high = low + 1 + random.bounded(12 - low);
        CardList cards;
        for (int place = low; place <= high; ++place)
            cards.append(Card {rankAt(place), suit});
        CardList wilds;
        for (int n = random.bounded(3); n > 0; --n)
            wilds.append(wildCards.at(random.bounded(int(wildCards.size()))));

        QStringList oneByOne;
        for (const Card &card : cards + wilds)
            oneByOne.append(anySpelling(*notation, card, random));
        const QString lowEnd = random.bounded(2)
            ? anySpelling(*notation, cards.constFirst(), random)
            : notation->rankSpellings(cards.constFirst().rank).constFirst();
        QStringList byEnds {lowEnd + u'-' + anySpelling(*notation, cards.constLast(), random)};
        QString glued;
        for (const Card &card : wilds) {
            byEnds.append(anySpelling(*notation, card, random));
            glued += anySpelling(*notation, card, random);
        }

        const CardParseResult typed = notation->parse(oneByOne.join(u' '));
        QVERIFY2(typed.ok, qPrintable(oneByOne.join(u' ')));
        QCOMPARE(typed.cards, cards + wilds);
        const QStringList texts {byEnds.join(u' '), byEnds.join(u','),
                                 oneByOne.mid(0, cards.size()).join(QString()) + u' ' + glued};
        for (const QString &text : texts) {
            const CardParseResult read = notation->read(text);
            QVERIFY2(read.ok, qPrintable(text));
            QVERIFY2(read.cards == typed.cards, qPrintable(text));
            const MeldAnalysis a = MeldAnalyzer::analyze(read.cards, rules);
            const MeldAnalysis b = MeldAnalyzer::analyze(typed.cards, rules);
            QCOMPARE(a.valid, b.valid);
            QCOMPARE(a.points(), b.points());
            QCOMPARE(a.premium, b.premium);
            valid += a.valid ? 1 : 0;
            // What is stored is the plain list: it reads back strictly, card by card.
            const QString stored = canonicalText(read.cards);
            QCOMPARE(CardNotation::canonical().parse(stored).cards, read.cards);
        }
    }
    QVERIFY(valid > 0);
}

void TestCardShorthand::anyCardsWithoutSpacesReadLikeSpaced()
{
    QFETCH(const CardNotation *, notation);
    QRandomGenerator random(quint32(17 + notation->language().at(1).unicode()));
    CardList deck {Card::joker()};
    for (Suit suit : AllSuits) {
        for (int r = int(Rank::Ace); r <= int(Rank::King); ++r)
            deck.append(Card {static_cast<Rank>(r), suit});
    }
    for (int round = 0; round < 2000; ++round) {
        CardList cards;
        QStringList spellings;
        for (int n = 1 + random.bounded(14); n > 0; --n) {
            cards.append(deck.at(random.bounded(int(deck.size()))));
            spellings.append(anySpelling(*notation, cards.constLast(), random));
        }
        const CardParseResult spaced = notation->parse(spellings.join(u' '));
        const CardParseResult glued = notation->read(spellings.join(QString()));
        QVERIFY2(spaced.ok && glued.ok, qPrintable(spellings.join(QString())));
        QCOMPARE(glued.cards, cards);
        QCOMPARE(spaced.cards, cards);
    }
}

void TestCardShorthand::rewriteKeepsTheShapeAndTheCards()
{
    const CardNotation &spanish = CardNotation::forLanguage(u"es");
    const CardNotation &italian = CardNotation::forLanguage(u"it");
    const CardNotation &english = CardNotation::forLanguage(u"en");
    QCOMPARE(CardShorthand::rewrite(u"3C-KC", spanish, english), QStringLiteral("3H-KH"));
    QCOMPARE(CardShorthand::rewrite(u"t-at", spanish, italian), QStringLiteral("10-AF"));
    QCOMPARE(CardShorthand::rewrite(u"3P4P5P", spanish, english), QStringLiteral("3S4S5S"));
    QCOMPARE(CardShorthand::rewrite(u"QQKQ", italian, spanish), QStringLiteral("QDKD"));
    // A set by its count keeps its count and rank as typed; cards glued to it are rewritten.
    QCOMPARE(CardShorthand::rewrite(u"4XK2T", spanish, english), QStringLiteral("4XK2C"));
    QCOMPARE(CardShorthand::rewrite(u"3×t", spanish, italian), QStringLiteral("3×t"));
    QCOMPARE(CardShorthand::rewrite(u"3C-KC2T", spanish, english), QStringLiteral("3H-KH2C"));
    // A single card, or no cards at all, is not the shorthand's to rewrite.
    QCOMPARE(CardShorthand::rewrite(u"3C", spanish, english), QString());
    QCOMPARE(CardShorthand::rewrite(u"KC-3C", spanish, english), QString());
    // Every shape through every pair of notations means the same cards.
    const CardNotation &canonical = CardNotation::canonical();
    for (const CardNotation *from : CardNotation::all()) {
        for (const CardNotation *to : CardNotation::all()) {
            for (const char16_t *text :
                 {u"3H-KH", u"A-AD", u"T-AC", u"10C4C*", u"jkqs2d", u"4xK2C", u"3-KHJK"}) {
                const QString written = CardShorthand::rewrite(text, canonical, *from);
                const QString rewritten = CardShorthand::rewrite(written, *from, *to);
                QVERIFY2(!rewritten.isEmpty(), qPrintable(written));
                QCOMPARE(to->read(rewritten).cards, canonical.read(text).cards);
            }
        }
    }
}

void TestCardShorthand::borrowedSuitLetters_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("borrowed"); // "offset text card"
    QTest::newRow("es spades and hearts")
        << QStringLiteral("es") << QStringLiteral("QS 5h 5C QP")
        << QStringList {QStringLiteral("0 QS QS"), QStringLiteral("3 5h 5H")};
    QTest::newRow("es glued") << QStringLiteral("es") << QStringLiteral("QPQSJK")
                              << QStringList {QStringLiteral("2 QS QS")};
    QTest::newRow("es run ends") << QStringLiteral("es") << QStringLiteral("3S-KS")
                                 << QStringList {QStringLiteral("0 3S 3S"),
                                                 QStringLiteral("3 KS KS")};
    QTest::newRow("es run by a rank") << QStringLiteral("es") << QStringLiteral("3-KH")
                                      << QStringList {QStringLiteral("2 KH KH")};
    QTest::newRow("it diamonds") << QStringLiteral("it") << QStringLiteral("QD 10Q 7C")
                                 << QStringList {QStringLiteral("0 QD QD")};
    QTest::newRow("es symbols and own letters")
        << QStringLiteral("es") << QStringLiteral("Q♠ 5C 5D TT") << QStringList {};
    QTest::newRow("en never borrows")
        << QStringLiteral("en") << QStringLiteral("QS 5H 5C 5D") << QStringList {};
}

void TestCardShorthand::borrowedSuitLetters()
{
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(QStringList, borrowed);
    const CardParseResult read = CardNotation::forLanguage(language).read(typed);
    QVERIFY(read.ok);
    QStringList found;
    for (const BorrowedSuitLetter &b : read.borrowed) {
        found.append(QStringLiteral("%1 %2 %3")
                         .arg(QString::number(b.offset), b.text, canonicalText({b.card})));
    }
    QCOMPARE(found, borrowed);
    // The strict reading of stored text reports nothing.
    QVERIFY(CardNotation::forLanguage(language).parse(typed).borrowed.isEmpty());
}

void TestCardShorthand::storedTextStaysStrict()
{
    // Game files and the database read one card per token: the shorthand is for typing only.
    const CardNotation &canonical = CardNotation::canonical();
    QVERIFY(!canonical.parse(u"3H-KH").ok);
    QVERIFY(!canonical.parse(u"3H4H").ok);
    QVERIFY(canonical.read(u"3H-KH").ok);
    QCOMPARE(canonical.format(canonical.read(u"3H-6H 2C").cards, CardNotation::Style::Letters),
             QStringLiteral("3H 4H 5H 6H 2C"));
}

QTEST_MAIN(TestCardShorthand)
#include "tst_cardshorthand.moc"
