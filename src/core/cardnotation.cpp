#include "cardnotation.h"

#include "cardshorthand.h"
#include "languages.h"

#include <algorithm>

namespace pinaculo {

namespace {

constexpr Suit AllSuits[] = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};

// Symbols every notation reads, the outline forms included since some keyboards offer those.
const char16_t *const SuitSymbols[] = {u"♠♤", u"♥♡", u"♦♢", u"♣♧"};

bool isSeparator(QChar c)
{
    return c.isSpace() || c == u',';
}

// A short text's upper-case units and length in one number; texts longer than this do not fit.
constexpr qsizetype ShortKeyUnits = 3;
quint64 shortKey(QStringView text)
{
    quint64 key = quint64(text.size());
    for (QChar c : text)
        key = (key << 16) | c.toUpper().unicode();
    return key;
}

} // namespace

CardNotation::CardNotation(QString language, QStringList suitLetters, QStringList joker)
    : m_language(std::move(language))
    , m_joker(std::move(joker))
{
    m_ranks.resize(static_cast<int>(Rank::King) + 1);
    m_ranks[static_cast<int>(Rank::Ace)] = {QStringLiteral("A")};
    for (int r = static_cast<int>(Rank::Two); r <= static_cast<int>(Rank::Nine); ++r)
        m_ranks[r] = {QString::number(r)};
    m_ranks[static_cast<int>(Rank::Ten)] = {QStringLiteral("10"), QStringLiteral("T")};
    m_ranks[static_cast<int>(Rank::Jack)] = {QStringLiteral("J")};
    m_ranks[static_cast<int>(Rank::Queen)] = {QStringLiteral("Q")};
    m_ranks[static_cast<int>(Rank::King)] = {QStringLiteral("K")};

    // An English suit letter keeps its meaning where the language does not use that letter for
    // a suit of its own: Spanish reads S and H, but its C is corazones, never clubs.
    static const QStringList english {QStringLiteral("S"), QStringLiteral("H"), QStringLiteral("D"),
                                      QStringLiteral("C")};
    for (Suit suit : AllSuits) {
        const int index = static_cast<int>(suit);
        QStringList spellings {suitLetters.at(index)};
        const bool borrows = !suitLetters.contains(english.at(index));
        if (borrows)
            spellings.append(english.at(index));
        m_borrowed.append(borrows ? english.at(index) : QString());
        for (QChar symbol : QStringView(SuitSymbols[index]))
            spellings.append(QString(symbol));
        m_suits.append(spellings);
    }
    const auto longest = [](const QList<QStringList> &lists) {
        qsizetype size = 0;
        for (const QStringList &spellings : lists) {
            for (const QString &spelling : spellings)
                size = std::max(size, spelling.size());
        }
        return size;
    };
    m_longestToken = std::max(longest(m_ranks) + longest(m_suits), longest({m_joker}));

    for (int r = static_cast<int>(Rank::Ace); r < m_ranks.size(); ++r) {
        for (const QString &spelling : std::as_const(m_ranks[r]))
            m_rankKeys.insert(shortKey(spelling), r);
    }
    for (int s = 0; s < m_suits.size(); ++s) {
        for (const QString &spelling : std::as_const(m_suits[s]))
            m_suitKeys.insert(shortKey(spelling), s);
    }
    for (const QString &spelling : std::as_const(m_joker)) {
        if (spelling.size() <= ShortKeyUnits)
            m_jokerKeys.insert(shortKey(spelling), true);
        else
            m_longJokers.append(spelling);
    }

    // Every short token that means one card, read once here the way any token is read, so that
    // reading it later is one lookup: a long game file holds hundreds of thousands of cards.
    QStringList tokens;
    for (const QStringList &ranks : std::as_const(m_ranks)) {
        for (const QString &rank : ranks) {
            for (const QStringList &suits : std::as_const(m_suits)) {
                for (const QString &suit : suits)
                    tokens.append(rank + suit);
            }
        }
    }
    tokens.append(m_joker);
    for (const QString &token : std::as_const(tokens)) {
        if (token.size() > ShortKeyUnits)
            continue;
        if (const std::optional<Card> card = parseCardBySplits(token))
            m_cardKeys.insert(shortKey(token), *card);
    }
}

const CardNotation &CardNotation::canonical()
{
    // docs/rules.md §1: English letters, T for 10, * for the joker.
    static const CardNotation notation(
        QStringLiteral("en"),
        {QStringLiteral("S"), QStringLiteral("H"), QStringLiteral("D"), QStringLiteral("C")},
        {QStringLiteral("JK"), QStringLiteral("*"), QStringLiteral("JOKER")});
    return notation;
}

const CardNotation &CardNotation::forLanguage(QStringView language)
{
    // Spanish: picas, corazones, diamantes, tréboles. T is also the ten at the start of a
    // token, so "TT" is the ten of tréboles.
    static const CardNotation spanish(
        QStringLiteral("es"),
        {QStringLiteral("P"), QStringLiteral("C"), QStringLiteral("D"), QStringLiteral("T")},
        {QStringLiteral("JK"), QStringLiteral("*")});
    // Italian: picche, cuori, quadri, fiori. Q is the queen at the start of a token and quadri
    // at its end; no token reads both ways (see the class comment).
    static const CardNotation italian(
        QStringLiteral("it"),
        {QStringLiteral("P"), QStringLiteral("C"), QStringLiteral("Q"), QStringLiteral("F")},
        {QStringLiteral("JK"), QStringLiteral("*")});
    if (language == u"es")
        return spanish;
    if (language == u"it")
        return italian;
    return canonical();
}

QList<const CardNotation *> CardNotation::all()
{
    QList<const CardNotation *> notations;
    for (const Languages::Language &language : Languages::all())
        notations.append(&forLanguage(language.code));
    return notations;
}

QStringList CardNotation::rankSpellings(Rank rank) const
{
    return m_ranks.value(static_cast<int>(rank));
}

QStringList CardNotation::suitSpellings(Suit suit) const
{
    return m_suits.value(static_cast<int>(suit));
}

template<typename Visit>
void CardNotation::forEachReading(QStringView token, Visit visit) const
{
    token = token.trimmed();
    // Longer than any spelling a card can have: nothing to try, however long the text is.
    if (token.isEmpty() || token.size() > m_longestToken)
        return;
    const bool joker = token.size() <= ShortKeyUnits
        ? m_jokerKeys.contains(shortKey(token))
        : std::any_of(m_longJokers.cbegin(), m_longJokers.cend(), [token](const QString &s) {
              return token.compare(s, Qt::CaseInsensitive) == 0;
          });
    if (joker)
        visit(Card::joker());
    // Every split into a rank spelling followed by a suit spelling is a reading.
    for (qsizetype split = 1; split < token.size(); ++split) {
        const QStringView rankPart = token.first(split);
        const QStringView suitPart = token.sliced(split);
        if (rankPart.size() > ShortKeyUnits || suitPart.size() > ShortKeyUnits)
            continue;
        const auto [firstRank, endRank] = m_rankKeys.equal_range(shortKey(rankPart));
        if (firstRank == endRank)
            continue;
        const auto [firstSuit, endSuit] = m_suitKeys.equal_range(shortKey(suitPart));
        for (auto rank = firstRank; rank != endRank; ++rank) {
            for (auto suit = firstSuit; suit != endSuit; ++suit)
                visit(Card {static_cast<Rank>(*rank), static_cast<Suit>(*suit)});
        }
    }
}

CardList CardNotation::readings(QStringView token) const
{
    CardList cards;
    forEachReading(token, [&cards](const Card &card) {
        if (!cards.contains(card))
            cards.append(card);
    });
    return cards;
}

std::optional<Card> CardNotation::parseCard(QStringView token) const
{
    const QStringView trimmed = token.trimmed();
    if (trimmed.size() <= ShortKeyUnits) {
        const auto known = m_cardKeys.constFind(shortKey(trimmed));
        if (known != m_cardKeys.cend())
            return *known;
    }
    return parseCardBySplits(trimmed);
}

std::optional<Card> CardNotation::parseCardBySplits(QStringView token) const
{
    // Counted without a list: game files read many thousands of cards.
    std::optional<Card> found;
    bool ambiguous = false;
    forEachReading(token, [&found, &ambiguous](const Card &card) {
        if (found && *found != card)
            ambiguous = true;
        found = card;
    });
    return ambiguous ? std::nullopt : found;
}

QList<CardNotation::Token> CardNotation::tokens(QStringView text)
{
    QList<Token> found;
    // A card takes two or three characters and a separator: room for them all at once, not
    // grown card by card (a long game file reads hundreds of thousands of cards).
    found.reserve(text.size() / 3 + 1);
    qsizetype i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSeparator(text[i]))
            ++i;
        const qsizetype start = i;
        while (i < text.size() && !isSeparator(text[i]))
            ++i;
        if (start == i)
            break;
        found.append({text.sliced(start, i - start), int(found.size()) + 1, int(start)});
    }
    return found;
}

CardParseResult CardNotation::parse(QStringView text) const
{
    CardParseResult result;
    const QList<Token> found = tokens(text);
    result.cards.reserve(found.size());
    for (const Token &token : found) {
        auto card = parseCard(token.text);
        // A rank alone is a card without its suit, as a set typed by its count is stored
        // ("4xK" is "K K K K"); never a two, whose suit decides whether it is wild.
        if (!card) {
            const auto rank = parseRank(token.text);
            if (rank && *rank != Rank::Two)
                card = Card::suitless(*rank);
        }
        if (!card) {
            result.ok = false;
            result.errorToken = token.position;
            result.errorOffset = token.offset;
            result.errorText = token.text.toString();
            result.cards.clear();
            return result;
        }
        result.cards.append(*card);
    }
    return result;
}

std::optional<Rank> CardNotation::parseRank(QStringView text) const
{
    text = text.trimmed();
    if (text.isEmpty() || text.size() > ShortKeyUnits)
        return std::nullopt;
    const auto [first, end] = m_rankKeys.equal_range(shortKey(text));
    if (first == end || std::next(first) != end)
        return std::nullopt;
    return static_cast<Rank>(*first);
}

CardParseResult CardNotation::read(QStringView text) const
{
    return CardShorthand::read(*this, text);
}

QString CardNotation::borrowedSuitLetter(Suit suit) const
{
    return m_borrowed.value(static_cast<int>(suit));
}

QString CardNotation::rankText(Rank rank) const
{
    if (rank == Rank::Joker)
        return jokerText();
    return m_ranks.value(static_cast<int>(rank)).value(0);
}

QChar CardNotation::suitLetter(Suit suit) const
{
    const QStringList spellings = suitSpellings(suit);
    return spellings.isEmpty() ? QChar(u' ') : spellings.first().front();
}

QChar CardNotation::suitSymbol(Suit suit)
{
    if (suit == Suit::None)
        return QChar(u' ');
    return QChar(SuitSymbols[static_cast<int>(suit)][0]);
}

QString CardNotation::format(const Card &card, Style style) const
{
    if (card.isJoker())
        return jokerText();
    if (card.isSuitless())
        return rankText(card.rank);
    return rankText(card.rank)
        + (style == Style::Symbols ? suitSymbol(card.suit) : suitLetter(card.suit));
}

QString CardNotation::format(const CardList &cards, Style style) const
{
    QStringList tokens;
    tokens.reserve(cards.size());
    for (const Card &card : cards)
        tokens.append(format(card, style));
    return tokens.join(u' ');
}

QString CardNotation::exampleMeld() const
{
    return format({{Rank::Three, Suit::Hearts},
                   {Rank::Four, Suit::Hearts},
                   {Rank::Five, Suit::Hearts},
                   Card::joker()},
                  Style::Letters);
}

QString CardNotation::exampleHand() const
{
    return format({{Rank::King, Suit::Diamonds}, {Rank::Seven, Suit::Clubs}}, Style::Letters);
}

QString CardNotation::exampleWilds() const
{
    return format({Card::joker(), {Rank::Two, Suit::Clubs}}, Style::Letters);
}

QString CardNotation::exampleCards() const
{
    return QStringList {format(Card {Rank::Ten, Suit::Hearts}, Style::Letters),
                        format(Card {Rank::Queen, Suit::Spades}, Style::Letters),
                        format(Card {Rank::Ace, Suit::Diamonds}, Style::Letters)}
        .join(QStringLiteral(", "));
}

QString CardNotation::exampleRun() const
{
    return format(Card {Rank::Three, Suit::Hearts}, Style::Letters) + u'-'
        + format(Card {Rank::King, Suit::Hearts}, Style::Letters);
}

QString CardNotation::exampleGlued() const
{
    return format({{Rank::Three, Suit::Hearts},
                   {Rank::Four, Suit::Hearts},
                   {Rank::Five, Suit::Hearts}},
                  Style::Letters)
        .remove(u' ');
}

QString CardNotation::exampleCountedSet() const
{
    return CardShorthand::counted(4, Rank::King, *this) + u' '
        + format(Card {Rank::Two, Suit::Clubs}, Style::Letters);
}

} // namespace pinaculo
