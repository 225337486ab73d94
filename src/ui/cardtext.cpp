#include "cardtext.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QPalette>
#include <QStringList>

namespace pinaculo {

CardParseResult CardText::parse(QStringView text)
{
    // Only the interchange notation for now; localised suit letters will be read here.
    return CardNotation::parse(text);
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
    const QString text = CardNotation::format(card).toHtmlEscaped();
    if (!card.isRed())
        return text;
    return QStringLiteral("<span style=\"color:%1\">%2</span>")
        .arg(redColor(palette).name(), text);
}

QString CardText::html(const CardList &cards, const QPalette &palette)
{
    QStringList parts;
    parts.reserve(cards.size());
    for (const Card &card : cards)
        parts.append(html(card, palette));
    return parts.join(QStringLiteral("&nbsp; "));
}

QString CardText::token(const Card &card)
{
    return CardNotation::format(card, CardNotation::Style::Letters);
}

QString CardText::label(const Card &card)
{
    return CardNotation::format(card, CardNotation::Style::Symbols);
}

QString CardText::parseError(const CardParseResult &result)
{
    if (result.ok)
        return {};
    return QCoreApplication::translate("pinaculo::CardText",
                                       "“%1” (item %2) is not a card: write rank then suit, "
                                       "as in 10H, QS, AD, or JK for a joker")
        .arg(result.errorText)
        .arg(result.errorToken);
}

bool CardText::stillTyping(const QLineEdit *field)
{
    const QString text = field->text();
    const CardParseResult parsed = parse(text);
    return !parsed.ok && field->hasFocus() && field->cursorPosition() == text.size()
        && parsed.errorOffset + parsed.errorText.size() == text.size();
}

} // namespace pinaculo
