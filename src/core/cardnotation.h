#pragma once

#include "card.h"

#include <QString>
#include <QStringView>
#include <optional>

namespace pinaculo {

// The outcome of reading a card list: the cards, or the first token that is not a card.
struct CardParseResult
{
    CardList cards;
    bool ok = true;
    int errorToken = 0;      // 1-based position of the bad token in the list
    int errorOffset = 0;     // 0-based character offset of the bad token in the text
    QString errorText;       // the bad token as written
};

// The interchange notation of RULES.md §1: rank then suit, case-insensitive, T for 10, suit
// symbols for the letters, * or JK for the joker; tokens separated by spaces or commas. It never
// depends on the user's language, so files written in one language open in every other.
class CardNotation
{
public:
    enum class Style { Symbols, Letters };

    static std::optional<Card> parseCard(QStringView token);
    static CardParseResult parse(QStringView text);

    static QString format(const Card &card, Style style = Style::Symbols);
    static QString format(const CardList &cards, Style style = Style::Symbols);

    static QString rankText(Rank rank);
    static QChar suitSymbol(Suit suit);
    static QChar suitLetter(Suit suit);
};

} // namespace pinaculo
