#include "cardnotation.h"

#include <QSet>
#include <QtTest>

using namespace pinaculo;

Q_DECLARE_METATYPE(const pinaculo::CardNotation *)
Q_DECLARE_METATYPE(pinaculo::Card)
Q_DECLARE_METATYPE(pinaculo::CardList)

// Every window language's notation reads back what it writes, and no text spelled with its
// letters means two cards: Spanish and Italian reuse letters (T is the ten and tréboles, Q the
// queen and quadri), so only the place in a token may decide.
class TestCardNotation : public QObject
{
    Q_OBJECT

private slots:
    void everyCardRoundTrips_data() { addNotationRows(); }
    void everyCardRoundTrips();
    void everySpellingHasOneReading_data() { addNotationRows(); }
    void everySpellingHasOneReading();
    void noSpelledTextHasTwoReadings_data() { addNotationRows(); }
    void noSpelledTextHasTwoReadings();
    void noCardSpellingStartsAnother_data() { addNotationRows(); }
    void noCardSpellingStartsAnother();
    void everyTwoCardsWithoutASpaceReadAsTwo_data() { addNotationRows(); }
    void everyTwoCardsWithoutASpaceReadAsTwo();
    void symbolsInEveryLanguage_data() { addNotationRows(); }
    void symbolsInEveryLanguage();
    void shortTokensReadAsTheirReadings_data() { addNotationRows(); }
    void shortTokensReadAsTheirReadings();
    void spotChecks_data();
    void spotChecks();
    void examplesAreWrittenInTheNotation_data() { addNotationRows(); }
    void examplesAreWrittenInTheNotation();

private:
    static void addNotationRows();
};

namespace {

constexpr Suit AllSuits[] = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};

CardList deck()
{
    CardList cards;
    for (Suit suit : AllSuits) {
        for (int r = int(Rank::Ace); r <= int(Rank::King); ++r)
            cards.append(Card {static_cast<Rank>(r), suit});
    }
    cards.append(Card::joker());
    return cards;
}

// Every spelling of every card and of the joker, upper case, with the card it names.
QList<QPair<QString, Card>> cardSpellings(const CardNotation &notation)
{
    QList<QPair<QString, Card>> spellings;
    for (Suit suit : AllSuits) {
        for (int r = int(Rank::Ace); r <= int(Rank::King); ++r) {
            const Card card {static_cast<Rank>(r), suit};
            for (const QString &rank : notation.rankSpellings(card.rank)) {
                for (const QString &suitText : notation.suitSpellings(suit))
                    spellings.append({rank + suitText, card});
            }
        }
    }
    for (const QString &joker : notation.jokerSpellings())
        spellings.append({joker, Card::joker()});
    return spellings;
}

QString describe(const CardNotation &notation, const QString &token, const CardList &readings)
{
    return QStringLiteral("%1: \"%2\" has %3 readings (%4)")
        .arg(notation.language(), token)
        .arg(readings.size())
        .arg(CardNotation::canonical().format(readings, CardNotation::Style::Letters));
}

} // namespace

void TestCardNotation::addNotationRows()
{
    QTest::addColumn<const CardNotation *>("notation");
    for (const CardNotation *notation : CardNotation::all())
        QTest::newRow(qPrintable(notation->language())) << notation;
}

void TestCardNotation::everyCardRoundTrips()
{
    QFETCH(const CardNotation *, notation);
    for (const Card &card : deck()) {
        for (auto style : {CardNotation::Style::Letters, CardNotation::Style::Symbols}) {
            const QString text = notation->format(card, style);
            const auto back = notation->parseCard(text);
            QVERIFY2(back.has_value(), qPrintable(text));
            QVERIFY2(*back == card, qPrintable(text));
        }
    }
    // And the whole deck as one list.
    const QString all = notation->format(deck(), CardNotation::Style::Letters);
    const CardParseResult parsed = notation->parse(all);
    QVERIFY2(parsed.ok, qPrintable(parsed.errorText));
    QCOMPARE(parsed.cards, deck());
}

// parseCard() looks short tokens up in a table made from the splits; every text of up to three
// characters, made of every character a spelling uses in either case and a few that none does,
// reads as the splits read it: its one reading, or nothing.
void TestCardNotation::shortTokensReadAsTheirReadings()
{
    QFETCH(const CardNotation *, notation);
    QString alphabet = QStringLiteral("X0*,");
    for (const auto &[spelling, card] : cardSpellings(*notation)) {
        for (QChar c : QString(spelling + spelling.toLower())) {
            if (!alphabet.contains(c))
                alphabet.append(c);
        }
    }
    QStringList texts {QString()};
    int checked = 0;
    for (int length = 1; length <= 3; ++length) {
        QStringList longer;
        for (const QString &text : std::as_const(texts)) {
            for (QChar c : std::as_const(alphabet))
                longer.append(text + c);
        }
        texts = longer;
        for (const QString &text : std::as_const(texts)) {
            const CardList readings = notation->readings(text);
            const std::optional<Card> card = notation->parseCard(text);
            const std::optional<Card> expected
                = readings.size() == 1 ? std::optional<Card>(readings.first()) : std::nullopt;
            QVERIFY2(card == expected, qPrintable(describe(*notation, text, readings)));
            checked += card.has_value();
        }
    }
    // Every card's every spelling of three units or fewer was among them.
    QVERIFY(checked >= 53);
}

void TestCardNotation::everySpellingHasOneReading()
{
    QFETCH(const CardNotation *, notation);
    int checked = 0;
    for (Suit suit : AllSuits) {
        for (int r = int(Rank::Ace); r <= int(Rank::King); ++r) {
            const Card card {static_cast<Rank>(r), suit};
            for (const QString &rank : notation->rankSpellings(card.rank)) {
                for (const QString &suitText : notation->suitSpellings(suit)) {
                    const QString token0 = rank + suitText;
                    for (const QString &token : {token0, token0.toLower()}) {
                        const CardList readings = notation->readings(token);
                        QVERIFY2(readings == CardList {card},
                                 qPrintable(describe(*notation, token, readings)));
                        ++checked;
                    }
                }
            }
        }
    }
    for (const QString &joker : notation->jokerSpellings()) {
        for (const QString &token : {joker, joker.toLower()}) {
            const CardList readings = notation->readings(token);
            QVERIFY2(readings == CardList {Card::joker()},
                     qPrintable(describe(*notation, token, readings)));
            ++checked;
        }
    }
    QVERIFY(checked > 52 * 2);
}

void TestCardNotation::noSpelledTextHasTwoReadings()
{
    // Any text made of up to three of the notation's spellings, one after the other: a token
    // with two readings would need at least a rank and a suit, and three pieces cover every
    // split of such a token into rank and suit.
    QFETCH(const CardNotation *, notation);
    QSet<QString> pieces;
    for (int r = int(Rank::Ace); r <= int(Rank::King); ++r) {
        for (const QString &spelling : notation->rankSpellings(static_cast<Rank>(r)))
            pieces.insert(spelling);
    }
    for (Suit suit : AllSuits) {
        for (const QString &spelling : notation->suitSpellings(suit))
            pieces.insert(spelling);
    }
    for (const QString &spelling : notation->jokerSpellings())
        pieces.insert(spelling);
    const QStringList list = pieces.values();
    QStringList texts = list;
    for (const QString &a : list) {
        for (const QString &b : list) {
            texts.append(a + b);
            for (const QString &c : list)
                texts.append(a + b + c);
        }
    }
    for (const QString &text : std::as_const(texts)) {
        const CardList readings = notation->readings(text);
        QVERIFY2(readings.size() <= 1, qPrintable(describe(*notation, text, readings)));
    }
}

void TestCardNotation::noCardSpellingStartsAnother()
{
    // Cards typed without spaces ("3H4H5H") are split into card spellings. When no spelling is
    // the start of another (a prefix code), a text made of spellings splits in exactly one way,
    // however many cards it holds: the first spelling is the only one that starts the text, and
    // so on. Capitals and small letters are the same, so the check is on upper case.
    QFETCH(const CardNotation *, notation);
    const auto spellings = cardSpellings(*notation);
    for (const auto &[shorter, card] : spellings) {
        for (const auto &[longer, other] : spellings) {
            if (longer.size() > shorter.size()) {
                QVERIFY2(!longer.startsWith(shorter, Qt::CaseInsensitive),
                         qPrintable(QStringLiteral("%1: \"%2\" starts \"%3\"")
                                        .arg(notation->language(), shorter, longer)));
            } else if (longer.compare(shorter, Qt::CaseInsensitive) == 0) {
                QVERIFY2(card == other, qPrintable(shorter));
            }
        }
    }
}

void TestCardNotation::everyTwoCardsWithoutASpaceReadAsTwo()
{
    // The proof above, checked on the reader itself: every pair of spellings, written together
    // in capitals and in small letters, reads as exactly its two cards.
    QFETCH(const CardNotation *, notation);
    const auto spellings = cardSpellings(*notation);
    int checked = 0;
    for (const auto &[first, firstCard] : spellings) {
        for (const auto &[second, secondCard] : spellings) {
            const QString together = first + second;
            for (const QString &text : {together, together.toLower()}) {
                const CardParseResult read = notation->read(text);
                QVERIFY2(read.ok && read.cards == (CardList {firstCard, secondCard}),
                         qPrintable(describe(*notation, text, read.cards)));
                ++checked;
            }
        }
    }
    QVERIFY(checked > 2 * 150 * 150);
}

void TestCardNotation::symbolsInEveryLanguage()
{
    QFETCH(const CardNotation *, notation);
    const CardParseResult parsed = notation->parse(QStringLiteral("A♠ 10♥ Q♦ 7♣ 3♤ 4♡ 5♢ 6♧"));
    QVERIFY2(parsed.ok, qPrintable(parsed.errorText));
    const CardList expected {{Rank::Ace, Suit::Spades},     {Rank::Ten, Suit::Hearts},
                             {Rank::Queen, Suit::Diamonds}, {Rank::Seven, Suit::Clubs},
                             {Rank::Three, Suit::Spades},   {Rank::Four, Suit::Hearts},
                             {Rank::Five, Suit::Diamonds},  {Rank::Six, Suit::Clubs}};
    QCOMPARE(parsed.cards, expected);
}

void TestCardNotation::spotChecks_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<CardList>("expected");
    QTest::newRow("es C is corazones, T at the end tréboles")
        << QStringLiteral("es") << QStringLiteral("5C 10T AP TT")
        << CardList {{Rank::Five, Suit::Hearts},
                     {Rank::Ten, Suit::Clubs},
                     {Rank::Ace, Suit::Spades},
                     {Rank::Ten, Suit::Clubs}};
    QTest::newRow("it Q at the start is the queen, at the end quadri")
        << QStringLiteral("it") << QStringLiteral("QQ 10Q QC 7F")
        << CardList {{Rank::Queen, Suit::Diamonds},
                     {Rank::Ten, Suit::Diamonds},
                     {Rank::Queen, Suit::Hearts},
                     {Rank::Seven, Suit::Clubs}};
    QTest::newRow("en C is clubs") << QStringLiteral("en") << QStringLiteral("5C TH QD joker")
                                   << CardList {{Rank::Five, Suit::Clubs},
                                                {Rank::Ten, Suit::Hearts},
                                                {Rank::Queen, Suit::Diamonds},
                                                Card::joker()};
}

void TestCardNotation::spotChecks()
{
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(CardList, expected);
    const CardParseResult parsed = CardNotation::forLanguage(language).parse(typed);
    QVERIFY2(parsed.ok, qPrintable(parsed.errorText));
    QCOMPARE(parsed.cards, expected);
}

void TestCardNotation::examplesAreWrittenInTheNotation()
{
    // The placeholders' examples must mean, in the reader's notation, the cards they were built
    // from: a run of hearts with a joker, a king of diamonds and a seven of clubs.
    QFETCH(const CardNotation *, notation);
    const CardList meld {{Rank::Three, Suit::Hearts},
                         {Rank::Four, Suit::Hearts},
                         {Rank::Five, Suit::Hearts},
                         Card::joker()};
    QCOMPARE(notation->parse(notation->exampleMeld()).cards, meld);
    const CardList hand {{Rank::King, Suit::Diamonds}, {Rank::Seven, Suit::Clubs}};
    QCOMPARE(notation->parse(notation->exampleHand()).cards, hand);
    const CardList wilds {Card::joker(), {Rank::Two, Suit::Clubs}};
    QCOMPARE(notation->parse(notation->exampleWilds()).cards, wilds);
    QCOMPARE(notation->parse(notation->exampleCards()).cards.size(), 3);
}

QTEST_MAIN(TestCardNotation)
#include "tst_cardnotation.moc"
