#pragma once

#include "card.h"
#include "cardnotation.h"

#include <QString>
#include <QStringList>

namespace pinaculo {

// A list of cards written the way a person at the keyboard types it in a card field: the
// notation's own letters (never the suit symbols, which no keyboard has), the shortest spelling
// of each rank ("T" for the ten, "*" for the joker), in capitals as the examples show them (the
// fields ignore case, so each letter is one key either way). Cards without their suit are
// written by their count and rank ("4xK"), the one way they are typed.
class ShortestCardText
{
public:
    // The shortest text CardNotation::read() reads as exactly these cards, in any order: the
    // cards glued without spaces, and every stretch of one suit that saves keys written as a
    // run by its ends ("3-KP": the low end by its rank alone). The text is checked by reading
    // it back; should it ever read otherwise, the cards are written glued.
    static QString write(const CardList &cards, const CardNotation &notation);
    // Every card apart, separated by spaces: how cards were typed before the shorthand.
    static QString apart(const CardList &cards, const CardNotation &notation);
    // One card in its shortest typeable spelling.
    static QString spelling(const Card &card, const CardNotation &notation);
    // Whether two lists hold the same cards, whatever their order.
    static bool sameCards(const CardList &a, const CardList &b);

private:
    static QStringList countedSets(CardList &cards, const CardNotation &notation);
};

} // namespace pinaculo
