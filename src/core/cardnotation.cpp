#include "cardnotation.h"

#include <QStringList>

namespace pinaculo {

namespace {

std::optional<Suit> suitFromChar(QChar c)
{
    switch (c.toUpper().unicode()) {
    case u'S': case u'♠': case u'♤': return Suit::Spades;
    case u'H': case u'♥': case u'♡': return Suit::Hearts;
    case u'D': case u'♦': case u'♢': return Suit::Diamonds;
    case u'C': case u'♣': case u'♧': return Suit::Clubs;
    default: return std::nullopt;
    }
}

std::optional<Rank> rankFromText(QStringView text)
{
    if (text.size() == 1) {
        const char16_t c = text.front().toUpper().unicode();
        switch (c) {
        case u'A': return Rank::Ace;
        case u'T': return Rank::Ten;
        case u'J': return Rank::Jack;
        case u'Q': return Rank::Queen;
        case u'K': return Rank::King;
        default:
            if (c >= u'2' && c <= u'9')
                return static_cast<Rank>(c - u'0');
            return std::nullopt;
        }
    }
    if (text == u"10")
        return Rank::Ten;
    return std::nullopt;
}

bool isSeparator(QChar c) { return c.isSpace() || c == u','; }

} // namespace

std::optional<Card> CardNotation::parseCard(QStringView token)
{
    token = token.trimmed();
    if (token.isEmpty())
        return std::nullopt;
    if (token == u"*" || token.compare(u"JK", Qt::CaseInsensitive) == 0
        || token.compare(u"JOKER", Qt::CaseInsensitive) == 0)
        return Card::joker();
    if (token.size() < 2)
        return std::nullopt;
    const auto suit = suitFromChar(token.back());
    const auto rank = rankFromText(token.first(token.size() - 1));
    if (!suit || !rank)
        return std::nullopt;
    return Card{*rank, *suit};
}

CardParseResult CardNotation::parse(QStringView text)
{
    CardParseResult result;
    int position = 0;
    qsizetype i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSeparator(text[i]))
            ++i;
        const qsizetype start = i;
        while (i < text.size() && !isSeparator(text[i]))
            ++i;
        if (start == i)
            break;
        ++position;
        const QStringView token = text.sliced(start, i - start);
        const auto card = parseCard(token);
        if (!card) {
            result.ok = false;
            result.errorToken = position;
            result.errorOffset = int(start);
            result.errorText = token.toString();
            result.cards.clear();
            return result;
        }
        result.cards.append(*card);
    }
    return result;
}

QString CardNotation::rankText(Rank rank)
{
    switch (rank) {
    case Rank::Joker: return QStringLiteral("JK");
    case Rank::Ace: return QStringLiteral("A");
    case Rank::Jack: return QStringLiteral("J");
    case Rank::Queen: return QStringLiteral("Q");
    case Rank::King: return QStringLiteral("K");
    default: return QString::number(static_cast<int>(rank));
    }
}

QChar CardNotation::suitSymbol(Suit suit)
{
    static constexpr char16_t symbols[] = {u'♠', u'♥', u'♦', u'♣', u' '};
    return QChar(symbols[static_cast<int>(suit)]);
}

QChar CardNotation::suitLetter(Suit suit)
{
    static constexpr char16_t letters[] = {u'S', u'H', u'D', u'C', u' '};
    return QChar(letters[static_cast<int>(suit)]);
}

QString CardNotation::format(const Card &card, Style style)
{
    if (card.isJoker())
        return QStringLiteral("JK");
    return rankText(card.rank)
        + (style == Style::Symbols ? suitSymbol(card.suit) : suitLetter(card.suit));
}

QString CardNotation::format(const CardList &cards, Style style)
{
    QStringList tokens;
    tokens.reserve(cards.size());
    for (const Card &card : cards)
        tokens.append(format(card, style));
    return tokens.join(u' ');
}

} // namespace pinaculo
