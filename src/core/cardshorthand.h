#pragma once

#include "cardnotation.h"

#include <QCoreApplication>
#include <QString>
#include <QStringView>

namespace pinaculo {

// The shorthand of typed card lists, read through a notation's own spellings so that it means
// the same cards in every language. CardNotation::read() reads with it; what it reads is always
// the plain card list, so nothing stored ever holds the shorthand.
//
// - Cards without spaces: "3H4H5H" is "3H 4H 5H". A token is split into card spellings; no
//   card spelling of a notation is the start of another (tests prove it for every notation),
//   so a token has at most one split, and one with two would be refused, never guessed.
// - A run by its ends: "3H-KH" or "3-KH" is every card of that suit from the first end to the
//   second in run order: A 3 4 … K A, the ace low at the first end and high at the second, the
//   two never in it (it is wild in every variant). So "A-AH" is the thirteen cards from ace to
//   ace and no run by its ends is longer than a suit. Wild cards follow as cards of their own,
//   after a space or glued to the high end: "3H-KH 2C", "3H-KH2C"; the low end starts its
//   token.
// - A set by its count and rank, without suits: "4xK" (or "4XK", "4×K") is four kings whose
//   suits were not noted (Card::suitless), for 1 to MaxCount cards; wild cards follow as in a
//   run ("4xK 2C JK"). The letter x is no card spelling in any notation, so the token cannot
//   mean anything else. A two or a joker cannot be counted: a two's suit decides whether it is
//   wild in pinnacola, and both are typed one by one.
class CardShorthand
{
    Q_DECLARE_TR_FUNCTIONS(pinaculo::CardShorthand)

public:
    // The most cards a set by its count may name: every copy of one rank under the widest rules
    // a game may set (four decks). The meld is then judged as any other.
    static constexpr int MaxCount = 16;

    static CardParseResult read(const CardNotation &notation, QStringView text);

    // A token of cards without spaces, a run by its ends or a set by its count, written in
    // another notation with the same shape ("3C-KC" in Spanish is "3H-KH" in English); an empty
    // string when the first notation does not read it that way (a single card, or not cards at
    // all).
    static QString rewrite(QStringView token, const CardNotation &from, const CardNotation &to);

    // A set by its count as this shorthand writes it: "4xK".
    static QString counted(int count, Rank rank, const CardNotation &notation);
    // A run by its ends as this shorthand writes it, the first end by its rank: "3-KH".
    static QString byEnds(Rank low, const Card &high, const CardNotation &notation);
    // A rank's place in the order of a run by its ends (A 3 4 … K A: the ace is 0 as the first
    // end and 12 as any other card), or -1 for a two, which is never in one.
    static int placeInRun(Rank rank, bool firstEnd);

    // The message for a run by its ends or a set by its count that was refused, naming it and
    // its place in the list, with examples in the notation it was read with; empty for any
    // other problem.
    static QString problem(const CardParseResult &result, const CardNotation &notation);
    // The message for any token that was refused: problem()'s, or that it is not a card.
    static QString message(const CardParseResult &result, const CardNotation &notation);
};

} // namespace pinaculo
