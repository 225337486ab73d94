#pragma once

#include "card.h"
#include "cardnotation.h"

#include <QColor>
#include <QString>
#include <QStringView>

class QLineEdit;
class QPalette;

namespace pinaculo {

// The one place where the user interface reads and shows cards. Typed card lists go through
// parse(), which also reads the suit letters of the user's language; the stored notation never
// changes. Cards are shown with suit symbols, hearts and diamonds in red
// and the others in the palette's text colour, so a dark theme stays readable.
class CardText
{
public:
    // Reads a typed card list: the interchange notation, plus the suit letters of the current
    // language (Spanish P C D T, Italian P C Q F) where they differ from the English ones.
    static CardParseResult parse(QStringView text);
    // The four suit letters of the current language, spades to clubs ("SHDC" in English).
    static QString localSuitLetters();
    // A one-line reminder of those letters, for tooltips next to card fields.
    static QString suitLettersHint();

    // The red that reads well on the palette's base colour (lighter on a dark theme).
    static QColor redColor(const QPalette &palette);
    static QColor cardColor(const Card &card, const QPalette &palette);

    // Rich text for a label: "3<red>♥</red> 4♠ JK".
    static QString html(const Card &card, const QPalette &palette);
    static QString html(const CardList &cards, const QPalette &palette);

    // The token to type for a card, as the picker inserts it ("10H", "JK").
    static QString token(const Card &card);
    // What a picker button shows: "10♥", "JK".
    static QString label(const Card &card);

    // The message for a token that is not a card, naming it and its place in the list.
    static QString parseError(const CardParseResult &result);
    // Whether the field's only unreadable token is the last one with the cursor right after
    // it: a card being typed ("1" on the way to "10H"), shown as a hint rather than an error.
    static bool stillTyping(const QLineEdit *field);
};

} // namespace pinaculo
