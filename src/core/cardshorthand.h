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
//   ace and no run by its ends is longer than a suit. Wild cards follow as cards of their own:
//   "3H-KH 2C". A run stands alone in its token: "3H-KH2C" is refused.
class CardShorthand
{
    Q_DECLARE_TR_FUNCTIONS(pinaculo::CardShorthand)

public:
    static CardParseResult read(const CardNotation &notation, QStringView text);

    // A token of cards without spaces or a run by its ends, written in another notation with the
    // same shape ("3C-KC" in Spanish is "3H-KH" in English); an empty string when the first
    // notation does not read it that way (a single card, or not cards at all).
    static QString rewrite(QStringView token, const CardNotation &from, const CardNotation &to);

    // The message for a run by its ends that was refused, naming it and its place in the list,
    // with examples in the notation it was read with; empty for any other problem.
    static QString runProblem(const CardParseResult &result, const CardNotation &notation);
};

} // namespace pinaculo
