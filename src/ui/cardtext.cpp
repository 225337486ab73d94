#include "cardtext.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QPalette>
#include <QStringList>

namespace pinaculo {

QString CardText::localSuitLetters()
{
    // Translators give the letters their players write for the suits; a letter they do not use
    // keeps its English meaning, so "AS" still reads as the ace of spades in Spanish, while "C"
    // there means corazones, not clubs.
    const QString letters = QCoreApplication::translate(
        "CardText", "SHDC", "the letters players write for spades, hearts, diamonds and clubs, in this order");
    return letters.size() == 4 ? letters.toUpper() : QStringLiteral("SHDC");
}

QString CardText::suitLettersHint()
{
    const QString l = localSuitLetters();
    return QCoreApplication::translate("CardText", "Suits: %1 ♠  %2 ♥  %3 ♦  %4 ♣; joker JK")
        .arg(l[0]).arg(l[1]).arg(l[2]).arg(l[3]);
}

CardParseResult CardText::parse(QStringView text)
{
    static const QString english = QStringLiteral("SHDC");
    static const QString symbols = QStringLiteral("♠♥♦♣");
    const QString local = localSuitLetters();
    // Rewrite each token's suit letter as its symbol; one character for one, so the offsets of
    // any error still point into the text the user typed.
    QString rewritten = text.toString();
    for (qsizetype i = 0; i < rewritten.size(); ++i) {
        const bool endOfToken = i + 1 == rewritten.size() || rewritten[i + 1].isSpace()
                                || rewritten[i + 1] == u',';
        const bool inToken = i > 0 && !rewritten[i - 1].isSpace() && rewritten[i - 1] != u',';
        if (!endOfToken || !inToken)
            continue;
        const QChar letter = rewritten[i].toUpper();
        qsizetype suit = local.indexOf(letter);
        if (suit < 0 && !local.contains(letter))
            suit = english.indexOf(letter);
        if (suit < 0)
            continue;
        // "JK" ends in K, never a suit letter; guard anyway so the joker is never rewritten.
        if (rewritten.sliced(0, i + 1).endsWith(u"JK", Qt::CaseInsensitive))
            continue;
        rewritten[i] = symbols[suit];
    }
    return CardNotation::parse(rewritten);
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
