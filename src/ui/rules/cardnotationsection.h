#pragma once

#include "card.h"

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

class CardNotation;

// The rules pages' section on typing cards, built from a notation's own data so that it can
// never disagree with what the fields read: the letter of each suit and what else is accepted,
// the ranks, the joker, the letters whose meaning depends on their place in a card, and the
// letters that mean another suit in the English notation. The rules pages hold the marker
// below where the section belongs.
class CardNotationSection
{
    Q_DECLARE_TR_FUNCTIONS(pinaculo::CardNotationSection)

public:
    static QString marker();
    // The section in the installed language, for a notation of that language.
    static QString html(const CardNotation &notation);
    // Replaces the marker of a rules page with the section.
    static QString fill(QString page, const CardNotation &notation);

    // "spades", "the queen", "the queen of diamonds", in the installed language.
    static QString suitName(Suit suit);
    static QString rankName(Rank rank);
    static QString cardName(const Card &card);
};

} // namespace pinaculo
