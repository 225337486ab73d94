#pragma once

#include "card.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <optional>

namespace pinaculo {

// Why a token of a card list was refused.
enum class CardTextProblem {
    None,
    NotACard, // no reading, or (never in a sound notation) two
    RunGoesDown, // "KH-3H": a run by its ends is written from its low end to its high one
    RunMixesSuits, // "3H-KS": both ends of a run are of one suit
    RunEndsOnTwo, // "2H-7H": a two is wild and has no place of its own in a run
    CountMalformed, // "4xZ", "4xKH": after its count and x, a set by its count has a rank
    CountOutOfRange, // "0xK", "17xK": a set by its count holds 1 to CardShorthand::MaxCount
    CountOfWilds, // "3x2", "3xJK": wild cards are typed one by one, a two with its suit
};

// A card written with a suit letter of the English notation that the language reads as well
// ("QS" in the Spanish window, whose own letter for spades is P): the person may have meant it,
// or typed an English habit, so the field says which card it became.
struct BorrowedSuitLetter
{
    int offset = 0; // 0-based character offset of the card's spelling in the text
    QString text; // the card's spelling as written ("QS")
    Card card;
};

// The outcome of reading a card list: the cards, or the first token that is not a card.
struct CardParseResult
{
    CardList cards;
    bool ok = true;
    int errorToken = 0; // 1-based position of the bad token in the list
    int errorOffset = 0; // 0-based character offset of the bad token in the text
    QString errorText; // the bad token as written
    CardTextProblem problem = CardTextProblem::None;
    // Only CardNotation::read() fills this: the cards spelled with a borrowed English letter.
    QList<BorrowedSuitLetter> borrowed;
};

// One way of writing cards: which texts name each rank, each suit and the joker, and how a card
// is written back. The interchange notation of docs/rules.md §1 (files, database, command line) is
// canonical(); each language of the window has its own (forLanguage()), because Spanish and
// Italian suit letters clash with the English ones (C is hearts in both). Every notation reads
// the suit symbols ♠ ♥ ♦ ♣, is case-insensitive, takes rank then suit, and separates tokens
// by spaces or commas.
//
// A token is read by trying every split into a rank spelling followed by a suit spelling; a
// notation is sound when no token has two readings (tests enumerate the spellings to prove it).
// That is how Italian keeps Q for both the queen and quadri: only the end of a token is a suit,
// so "QQ" is the queen of diamonds and "10Q" the ten.
class CardNotation
{
public:
    enum class Style { Symbols, Letters };

    // The interchange notation, which never depends on the user's language.
    static const CardNotation &canonical();
    // The notation of a window language ("es", "it", "en"); English for any other.
    static const CardNotation &forLanguage(QStringView language);
    // Every window language's notation (Languages, in its order), for tests and the rules pages.
    static QList<const CardNotation *> all();

    QString language() const { return m_language; }

    // The data: every accepted spelling, upper case, the written one first.
    QStringList rankSpellings(Rank rank) const;
    QStringList suitSpellings(Suit suit) const;
    QStringList jokerSpellings() const { return m_joker; }

    // Every card a token can mean; more than one would make the notation ambiguous.
    CardList readings(QStringView token) const;
    // The card a token means, or nothing when it means none (or, never in a sound notation, two).
    std::optional<Card> parseCard(QStringView token) const;
    // The rank a spelling names ("10", "T", "Q"), or nothing.
    std::optional<Rank> parseRank(QStringView text) const;
    // A card list as stored: one card per token. Game files and the database read this way.
    // A rank alone ("K", "10") is a card without its suit (Card::isSuitless), as the cards of
    // a set typed by its count are stored; a two alone is no card.
    CardParseResult parse(QStringView text) const;
    // The tokens of a card text as every reader splits it (spaces and commas between), each with
    // its place from 1 and its offset in the text.
    struct Token
    {
        QStringView text;
        int position = 0;
        int offset = 0;
    };
    static QList<Token> tokens(QStringView text);
    // A card list as people type it (CardShorthand): what parse() reads, and also cards
    // written without spaces ("3H4H5H"), runs written by their ends ("3H-KH", "3-KH") and sets
    // by their count and rank ("4xK"), always read into the same one-card-per-item list;
    // reports borrowed suit letters. A rank alone is the one thing parse() reads that this
    // does not: typed, it is a card half written ("K" on the way to "KH") or, as a number, the
    // points of the cards (a suitless set is typed by its count).
    CardParseResult read(QStringView text) const;

    // The English suit letter this notation reads besides its own ("S" for spades in Spanish),
    // or an empty string when there is none for that suit.
    QString borrowedSuitLetter(Suit suit) const;
    // The longest spelling of one card, in UTF-16 units.
    qsizetype longestCardSpelling() const { return m_longestToken; }

    QString rankText(Rank rank) const;
    QChar suitLetter(Suit suit) const;
    static QChar suitSymbol(Suit suit);
    QString jokerText() const { return m_joker.first(); }

    // A card without its suit is written as its rank alone ("K"), in either style.
    QString format(const Card &card, Style style = Style::Symbols) const;
    QString format(const CardList &cards, Style style = Style::Symbols) const;

    // Examples written in this notation, for placeholders, tooltips and messages, so that an
    // example never means another card in the reader's language.
    QString exampleMeld() const; // a run of hearts with a joker: "3H 4H 5H JK"
    QString exampleHand() const; // two loose cards: "KD 7C"
    QString exampleWilds() const; // a joker and a black two: "JK 2C"
    QString exampleCards() const; // three single cards: "10H, QS, AD"
    QString exampleRun() const; // a run of hearts by its ends: "3H-KH"
    QString exampleGlued() const; // three cards without spaces: "3H4H5H"
    QString exampleCountedSet() const; // a set of kings by its count, with a wild: "4xK 2C"

private:
    template<typename Visit>
    void forEachReading(QStringView token, Visit visit) const;
    // parseCard() without the table of short tokens: every split of the token tried.
    std::optional<Card> parseCardBySplits(QStringView token) const;

    CardNotation(QString language, QStringList suitLetters, QStringList joker);

    QString m_language;
    QList<QStringList> m_ranks; // indexed by Rank (0, the joker, unused)
    QList<QStringList> m_suits; // indexed by Suit, None excluded
    QStringList m_borrowed; // indexed by Suit: the English letter read besides the own one
    QStringList m_joker;
    qsizetype m_longestToken = 0;
    // The same spellings as lookup tables keyed by their upper-case text (at most three UTF-16
    // units, which every rank and suit spelling is), so reading a card costs a few hash lookups.
    // Multi-valued, so that a spelling given to two ranks or suits still yields two readings.
    QMultiHash<quint64, int> m_rankKeys; // -> Rank
    QMultiHash<quint64, int> m_suitKeys; // -> Suit
    QHash<quint64, bool> m_jokerKeys;
    // Every token of at most three units with exactly one reading, keyed the same way.
    QHash<quint64, Card> m_cardKeys;
    QStringList m_longJokers; // joker spellings too long for a key ("JOKER")
};

} // namespace pinaculo
