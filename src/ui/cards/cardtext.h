#pragma once

#include "card.h"
#include "cardnotation.h"

#include <QColor>
#include <QString>
#include <QStringView>

class QPalette;

namespace pinaculo {

// The one place where the user interface reads and shows cards, always through the notation of
// the window's language (CardNotation owns what a card text means); the stored notation never
// changes. Cards are shown with suit symbols, hearts and diamonds in red
// and the others in the palette's text colour, so a dark theme stays readable.
class CardText
{
public:
    // The notation of the window's current language (CardNotation::forLanguage).
    static const CardNotation &notation();

    // Reads a card list as typed (CardNotation::read()) in the current language's notation. Text in a card field is read with
    // the field's own notation instead (CardLineEdit::parse()).
    static CardParseResult parse(QStringView text);
    // A one-line reminder of the current notation's letters, for tooltips next to card fields.
    static QString suitLettersHint();
    static QString suitLettersHint(const CardNotation &notation);

    // The red that reads well on the palette's base colour (lighter on a dark theme).
    static QColor redColor(const QPalette &palette);
    static QColor cardColor(const Card &card, const QPalette &palette);

    // Rich text for a label: "3<red>♥</red> 4♠ JK".
    static QString html(const Card &card, const QPalette &palette);
    static QString html(const CardList &cards, const QPalette &palette);

    // What a picker button or a drawn card shows: "10♥", "JK".
    static QString label(const Card &card);
    static QString label(const CardList &cards);

    // The message for a token that is not a card, naming it and its place in the list, with
    // examples written in the notation it was read with.
    static QString parseError(const CardParseResult &result, const CardNotation &notation);
};

} // namespace pinaculo
