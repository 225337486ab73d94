#include "cardnotation.h"

#include <QTest>

using namespace pinaculo;

Q_DECLARE_METATYPE(pinaculo::Card)
Q_DECLARE_METATYPE(pinaculo::CardList)

// The interchange notation of docs/rules.md §1: every rank, suit, symbol and joker form, the errors
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
    QTest::newRow("JK") << QStringLiteral("JK") << Card::joker();
    QTest::newRow("jk") << QStringLiteral("jk") << Card::joker();
    QTest::newRow("Jk") << QStringLiteral("Jk") << Card::joker();
    QTest::newRow("star") << QStringLiteral("*") << Card::joker();
    QTest::newRow("t lower") << QStringLiteral("tc") << card(Rank::Ten, Suit::Clubs);
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
    QTest::newRow("only separators") << QStringLiteral(" , ,  ") << CardList {};
    QTest::newRow("spaces") << QStringLiteral("10H JH QH JK")
                            << CardList {card(Rank::Ten, Suit::Hearts),
                                         card(Rank::Jack, Suit::Hearts),
                                         card(Rank::Queen, Suit::Hearts), Card::joker()};
    QTest::newRow("commas") << QStringLiteral("A♠,A♦,2C")
                            << CardList {card(Rank::Ace, Suit::Spades),
                                         card(Rank::Ace, Suit::Diamonds),
                                         card(Rank::Two, Suit::Clubs)};
    QTest::newRow("commas and spaces")
        << QStringLiteral("  3h , 4H,5♥ ,*  ")
        << CardList {card(Rank::Three, Suit::Hearts), card(Rank::Four, Suit::Hearts),
                     card(Rank::Five, Suit::Hearts), Card::joker()};
    QTest::newRow("tabs and newlines")
        << QStringLiteral("KS\tKD\nkc")
        << CardList {card(Rank::King, Suit::Spades), card(Rank::King, Suit::Diamonds),
                     card(Rank::King, Suit::Clubs)};
    QTest::newRow("mixed case") << QStringLiteral("qS Qd tS 10s")
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

    QTest::newRow("first") << QStringLiteral("XH 3H") << QStringLiteral("XH") << 1 << 0;
    QTest::newRow("third after spaces")
        << QStringLiteral("3H  4H 1H 5H") << QStringLiteral("1H") << 3 << 7;
    QTest::newRow("after commas") << QStringLiteral("3H,4H,,11H") << QStringLiteral("11H") << 3
                                  << 7;
    QTest::newRow("leading blanks") << QStringLiteral("   QZ") << QStringLiteral("QZ") << 1 << 3;
    // A rank alone is a card without its suit (a set typed by its count), but never a two.
    QTest::newRow("two alone") << QStringLiteral("AS 2") << QStringLiteral("2") << 2 << 3;
    QTest::newRow("suit only") << QStringLiteral("H") << QStringLiteral("H") << 1 << 0;
    QTest::newRow("suit first") << QStringLiteral("H3") << QStringLiteral("H3") << 1 << 0;
    QTest::newRow("zero") << QStringLiteral("0S") << QStringLiteral("0S") << 1 << 0;
    QTest::newRow("one") << QStringLiteral("1S") << QStringLiteral("1S") << 1 << 0;
    QTest::newRow("two stars") << QStringLiteral("AS **") << QStringLiteral("**") << 2 << 3;
    QTest::newRow("joker with suit") << QStringLiteral("JKH") << QStringLiteral("JKH") << 1 << 0;
    QTest::newRow("three suits") << QStringLiteral("AS ASH") << QStringLiteral("ASH") << 2 << 3;
    QTest::newRow("symbol after symbol")
        << QStringLiteral("5♥ ♥5") << QStringLiteral("♥5") << 2 << 3;
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
    QTest::newRow("ten") << CardList {card(Rank::Ten, Suit::Hearts)} << QStringLiteral("10♥")
                         << QStringLiteral("10H");
    QTest::newRow("joker") << CardList {Card::joker()} << QStringLiteral("JK")
                           << QStringLiteral("JK");
    QTest::newRow("every suit") << CardList {card(Rank::Ace, Suit::Spades),
                                             card(Rank::Two, Suit::Hearts),
                                             card(Rank::Queen, Suit::Diamonds),
                                             card(Rank::King, Suit::Clubs), Card::joker()}
                                << QStringLiteral("A♠ 2♥ Q♦ K♣ JK")
                                << QStringLiteral("AS 2H QD KC JK");
    QTest::newRow("pips") << CardList {card(Rank::Three, Suit::Clubs),
                                       card(Rank::Seven, Suit::Diamonds),
                                       card(Rank::Nine, Suit::Spades),
                                       card(Rank::Jack, Suit::Hearts)}
                          << QStringLiteral("3♣ 7♦ 9♠ J♥") << QStringLiteral("3C 7D 9S JH");
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
