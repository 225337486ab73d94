#include "cards/cardtext.h"

#include "cardshorthand.h"
#include "translations.h"

#include <QCoreApplication>
#include <QPalette>
#include <QStringList>

namespace pinaculo {

const CardNotation &CardText::notation()
{
    return CardNotation::forLanguage(Translations::current());
}

QString CardText::suitLettersHint()
{
    return suitLettersHint(notation());
}

QString CardText::suitLettersHint(const CardNotation &notation)
{
    const auto letter = [&notation](Suit suit) { return QString(notation.suitLetter(suit)); };
    return QCoreApplication::translate("pinaculo::CardText",
                                       "Suits: %1 ♠  %2 ♥  %3 ♦  %4 ♣; joker %5")
        .arg(letter(Suit::Spades), letter(Suit::Hearts), letter(Suit::Diamonds),
             letter(Suit::Clubs), notation.jokerText());
}

CardParseResult CardText::parse(QStringView text)
{
    return notation().read(text);
}

QColor CardText::redColor(const QPalette &palette)
{
    const bool darkTheme = palette.color(QPalette::Base).lightness() < 128;
    return darkTheme ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc6, 0x28, 0x28);
}

QColor CardText::cardColor(const Card &card, const QPalette &palette)
{
    return card.isRed() ? redColor(palette) : palette.color(QPalette::Text);
}

QString CardText::html(const Card &card, const QPalette &palette)
{
    const QString text = label(card).toHtmlEscaped();
    if (!card.isRed())
        return text;
    return QStringLiteral("<span style=\"color:%1\">%2</span>").arg(redColor(palette).name(), text);
}

QString CardText::html(const CardList &cards, const QPalette &palette)
{
    QStringList parts;
    parts.reserve(cards.size());
    for (const Card &card : cards)
        parts.append(html(card, palette));
    return parts.join(QStringLiteral("&nbsp; "));
}

QString CardText::label(const Card &card)
{
    return notation().format(card, CardNotation::Style::Symbols);
}

QString CardText::label(const CardList &cards)
{
    return notation().format(cards, CardNotation::Style::Symbols);
}

QString CardText::parseError(const CardParseResult &result, const CardNotation &notation)
{
    return CardShorthand::message(result, notation);
}

} // namespace pinaculo
