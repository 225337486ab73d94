#include "cardnotation.h"

#include <QTest>

using namespace pinaculo;

Q_DECLARE_METATYPE(pinaculo::Card)
Q_DECLARE_METATYPE(pinaculo::CardList)

// The interchange notation of RULES.md §1: every rank, suit, symbol and joker form, the errors
// that point at the bad token, and formatting back.
class TestCards : public QObject
{
    Q_OBJECT

private slots:
    void parseCard_data();
    void parseCard();
    void parseList_data();
    void parseList();
    void parseError_data();
    void parseError();
    void format_data();
    void format();
    void roundTrip_data();
    void roundTrip();
};

namespace {
Card card(Rank rank, Suit suit)
{
    return Card {rank, suit};
}
} // namespace

void TestCards::parseCard_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<Card>("expected");

    const struct
    {
        const char16_t *text;
        Rank rank;
    } ranks[] = {
        {u"A", Rank::Ace},   {u"2", Rank::Two},  {u"3", Rank::Three}, {u"4", Rank::Four},
        {u"5", Rank::Five},  {u"6", Rank::Six},  {u"7", Rank::Seven}, {u"8", Rank::Eight},
        {u"9", Rank::Nine},  {u"10", Rank::Ten}, {u"T", Rank::Ten},   {u"J", Rank::Jack},
        {u"Q", Rank::Queen}, {u"K", Rank::King},
    };
    const struct
    {
        const char16_t *letter;
        const char16_t *symbol;
        Suit suit;
    } suits[] = {
        {u"S", u"♠", Suit::Spades},
        {u"H", u"♥", Suit::Hearts},
        {u"D", u"♦", Suit::Diamonds},
        {u"C", u"♣", Suit::Clubs},
    };
    for (const auto &r : ranks) {
        for (const auto &s : suits) {
            const QString rank = QString::fromUtf16(r.text);
            const QString letter = QString::fromUtf16(s.letter);
            const QString symbol = QString::fromUtf16(s.symbol);
            const Card expected = card(r.rank, s.suit);
            QTest::addRow("%s", qPrintable(rank + letter)) << rank + letter << expected;
            QTest::addRow("%s lower", qPrintable(rank + letter))
                << (rank + letter).toLower() << expected;
            QTest::addRow("%s symbol", qPrintable(rank + letter)) << rank + symbol << expected;
        }
    }
    QTest::newRow("JK") << u"JK"_qs << Card::joker();
    QTest::newRow("jk") << u"jk"_qs << Card::joker();
    QTest::newRow("Jk") << u"Jk"_qs << Card::joker();
    QTest::newRow("star") << u"*"_qs << Card::joker();
    QTest::newRow("t lower") << u"tc"_qs << card(Rank::Ten, Suit::Clubs);
}

void TestCards::parseCard()
{
    QFETCH(QString, token);
    QFETCH(Card, expected);
    const std::optional<Card> parsed = CardNotation::canonical().parseCard(token);
    QVERIFY2(parsed.has_value(), qPrintable(token));
    QCOMPARE(*parsed, expected);

    const CardParseResult list = CardNotation::canonical().parse(token);
    QVERIFY(list.ok);
    QCOMPARE(list.cards, CardList {expected});
}

void TestCards::parseList_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<CardList>("expected");

    QTest::newRow("empty") << QString() << CardList {};
    QTest::newRow("only separators") << u" , ,  "_qs << CardList {};
    QTest::newRow("spaces") << u"10H JH QH JK"_qs
                            << CardList {card(Rank::Ten, Suit::Hearts),
                                         card(Rank::Jack, Suit::Hearts),
                                         card(Rank::Queen, Suit::Hearts), Card::joker()};
    QTest::newRow("commas") << u"A♠,A♦,2C"_qs
                            << CardList {card(Rank::Ace, Suit::Spades),
                                         card(Rank::Ace, Suit::Diamonds),
                                         card(Rank::Two, Suit::Clubs)};
    QTest::newRow("commas and spaces")
        << u"  3h , 4H,5♥ ,*  "_qs
        << CardList {card(Rank::Three, Suit::Hearts), card(Rank::Four, Suit::Hearts),
                     card(Rank::Five, Suit::Hearts), Card::joker()};
    QTest::newRow("tabs and newlines")
        << u"KS\tKD\nkc"_qs
        << CardList {card(Rank::King, Suit::Spades), card(Rank::King, Suit::Diamonds),
                     card(Rank::King, Suit::Clubs)};
    QTest::newRow("mixed case") << u"qS Qd tS 10s"_qs
                                << CardList {card(Rank::Queen, Suit::Spades),
                                             card(Rank::Queen, Suit::Diamonds),
                                             card(Rank::Ten, Suit::Spades),
                                             card(Rank::Ten, Suit::Spades)};
}

void TestCards::parseList()
{
    QFETCH(QString, text);
    QFETCH(CardList, expected);
    const CardParseResult result = CardNotation::canonical().parse(text);
    QVERIFY(result.ok);
    QCOMPARE(result.cards, expected);
    QCOMPARE(result.errorToken, 0);
    QVERIFY(result.errorText.isEmpty());
}

void TestCards::parseError_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("badToken");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("offset");

    QTest::newRow("first") << u"XH 3H"_qs << u"XH"_qs << 1 << 0;
    QTest::newRow("third after spaces") << u"3H  4H 1H 5H"_qs << u"1H"_qs << 3 << 7;
    QTest::newRow("after commas") << u"3H,4H,,11H"_qs << u"11H"_qs << 3 << 7;
    QTest::newRow("leading blanks") << u"   QZ"_qs << u"QZ"_qs << 1 << 3;
    QTest::newRow("rank only") << u"AS K"_qs << u"K"_qs << 2 << 3;
    QTest::newRow("suit only") << u"H"_qs << u"H"_qs << 1 << 0;
    QTest::newRow("suit first") << u"H3"_qs << u"H3"_qs << 1 << 0;
    QTest::newRow("zero") << u"0S"_qs << u"0S"_qs << 1 << 0;
    QTest::newRow("one") << u"1S"_qs << u"1S"_qs << 1 << 0;
    QTest::newRow("two stars") << u"AS **"_qs << u"**"_qs << 2 << 3;
    QTest::newRow("joker with suit") << u"JKH"_qs << u"JKH"_qs << 1 << 0;
    QTest::newRow("three suits") << u"AS ASH"_qs << u"ASH"_qs << 2 << 3;
    QTest::newRow("symbol after symbol") << u"5♥ ♥5"_qs << u"♥5"_qs << 2 << 3;
}

void TestCards::parseError()
{
    QFETCH(QString, text);
    QFETCH(QString, badToken);
    QFETCH(int, position);
    QFETCH(int, offset);
    const CardParseResult result = CardNotation::canonical().parse(text);
    QVERIFY(!result.ok);
    QCOMPARE(result.errorText, badToken);
    QCOMPARE(result.errorToken, position);
    QCOMPARE(result.errorOffset, offset);
    QCOMPARE(text.mid(offset, badToken.size()), badToken);
    QVERIFY2(result.cards.isEmpty(), "a refused list yields no cards");
    QVERIFY(!CardNotation::canonical().parseCard(badToken).has_value());
}

void TestCards::format_data()
{
    QTest::addColumn<CardList>("cards");
    QTest::addColumn<QString>("symbols");
    QTest::addColumn<QString>("letters");

    QTest::newRow("empty") << CardList {} << QString() << QString();
    QTest::newRow("ten") << CardList {card(Rank::Ten, Suit::Hearts)} << u"10♥"_qs << u"10H"_qs;
    QTest::newRow("joker") << CardList {Card::joker()} << u"JK"_qs << u"JK"_qs;
    QTest::newRow("every suit") << CardList {card(Rank::Ace, Suit::Spades),
                                             card(Rank::Two, Suit::Hearts),
                                             card(Rank::Queen, Suit::Diamonds),
                                             card(Rank::King, Suit::Clubs), Card::joker()}
                                << u"A♠ 2♥ Q♦ K♣ JK"_qs << u"AS 2H QD KC JK"_qs;
    QTest::newRow("pips") << CardList {card(Rank::Three, Suit::Clubs),
                                       card(Rank::Seven, Suit::Diamonds),
                                       card(Rank::Nine, Suit::Spades),
                                       card(Rank::Jack, Suit::Hearts)}
                          << u"3♣ 7♦ 9♠ J♥"_qs << u"3C 7D 9S JH"_qs;
}

void TestCards::format()
{
    QFETCH(CardList, cards);
    QFETCH(QString, symbols);
    QFETCH(QString, letters);
    QCOMPARE(CardNotation::canonical().format(cards), symbols);
    QCOMPARE(CardNotation::canonical().format(cards, CardNotation::Style::Symbols), symbols);
    QCOMPARE(CardNotation::canonical().format(cards, CardNotation::Style::Letters), letters);
    if (cards.size() == 1)
        QCOMPARE(CardNotation::canonical().format(cards.first(), CardNotation::Style::Letters),
                 letters);
}

void TestCards::roundTrip_data()
{
    QTest::addColumn<int>("style");
    QTest::newRow("symbols") << int(CardNotation::Style::Symbols);
    QTest::newRow("letters") << int(CardNotation::Style::Letters);
}

void TestCards::roundTrip()
{
    QFETCH(int, style);
    // Every card of the decks, once.
    CardList all;
    for (int s = 0; s < 4; ++s) {
        for (int r = int(Rank::Ace); r <= int(Rank::King); ++r)
            all.append(Card {static_cast<Rank>(r), static_cast<Suit>(s)});
    }
    all.append(Card::joker());
    const QString text
        = CardNotation::canonical().format(all, static_cast<CardNotation::Style>(style));
    const CardParseResult back = CardNotation::canonical().parse(text);
    QVERIFY2(back.ok, qPrintable(back.errorText));
    QCOMPARE(back.cards, all);
    for (const Card &c : std::as_const(all)) {
        const auto one = CardNotation::canonical().parseCard(
            CardNotation::canonical().format(c, static_cast<CardNotation::Style>(style)));
        QVERIFY(one.has_value());
        QCOMPARE(*one, c);
    }
}

QTEST_GUILESS_MAIN(TestCards)
#include "tst_cards.moc"
