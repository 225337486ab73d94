#include "cardshorthand.h"

#include <vector>

namespace pinaculo {

namespace {

// A rank's place in the order of a run by its ends: A 3 4 … K A, the two left out.
constexpr int HighAcePlace = 12;
int runPlace(Rank rank, bool lowEnd)
{
    if (rank == Rank::Ace)
        return lowEnd ? 0 : HighAcePlace;
    return static_cast<int>(rank) - 2;
}

Rank rankAtPlace(int place)
{
    return (place == 0 || place == HighAcePlace) ? Rank::Ace : static_cast<Rank>(place + 2);
}

void noteBorrowed(const CardNotation &notation, QStringView spelling, qsizetype offset,
                  const Card &card, QList<BorrowedSuitLetter> *borrowed)
{
    if (!borrowed || card.isJoker())
        return;
    const QString letter = notation.borrowedSuitLetter(card.suit);
    if (!letter.isEmpty() && spelling.endsWith(letter, Qt::CaseInsensitive))
        borrowed->append({int(offset), spelling.toString(), card});
}

// A token without a dash: its one split into card spellings.
CardTextProblem readGlued(const CardNotation &notation, QStringView token, qsizetype offset,
                          CardList &cards, QList<BorrowedSuitLetter> *borrowed)
{
    const qsizetype size = token.size();
    const qsizetype longest = notation.longestCardSpelling();
    // From the end: the readings of each tail (0, 1, or 2 for "two or more") and the first
    // card of one of them.
    std::vector<quint8> readings(size_t(size) + 1, 0);
    std::vector<qsizetype> length(size_t(size) + 1, 0);
    std::vector<Card> first(size_t(size) + 1);
    readings[size_t(size)] = 1;
    for (qsizetype i = size - 1; i >= 0; --i) {
        for (qsizetype n = 1; n <= longest && i + n <= size; ++n) {
            if (readings[size_t(i + n)] == 0)
                continue;
            const CardList pieces = notation.readings(token.sliced(i, n));
            if (pieces.isEmpty())
                continue;
            const int total = readings[size_t(i)] + int(pieces.size()) * readings[size_t(i + n)];
            readings[size_t(i)] = quint8(std::min(total, 2));
            if (length[size_t(i)] == 0) {
                length[size_t(i)] = n;
                first[size_t(i)] = pieces.constFirst();
            }
        }
    }
    if (readings[0] != 1)
        return CardTextProblem::NotACard;
    for (qsizetype i = 0; i < size; i += length[size_t(i)]) {
        cards.append(first[size_t(i)]);
        noteBorrowed(notation, token.sliced(i, length[size_t(i)]), offset + i, first[size_t(i)],
                     borrowed);
    }
    return CardTextProblem::None;
}

struct RunEnds
{
    std::optional<Card> lowCard; // absent when the first end is a rank alone ("3-KH")
    Rank low = Rank::Joker;
    Card high;
    CardList after; // cards glued to the high end ("3H-KH2C"): wild cards, read as they are
    QList<BorrowedSuitLetter> highBorrowed; // the borrowed letters of the high end and after
};

CardTextProblem readRunEnds(const CardNotation &notation, QStringView token, qsizetype offset,
                            qsizetype dash, RunEnds &ends)
{
    const QStringView lowText = token.first(dash);
    // The high end and any cards glued to it: the one split into card spellings, its first
    // card the end.
    CardList high;
    if (readGlued(notation, token.sliced(dash + 1), offset + dash + 1, high, &ends.highBorrowed)
        != CardTextProblem::None)
        high.clear();
    ends.lowCard = notation.parseCard(lowText);
    const auto low
        = ends.lowCard ? std::optional<Rank>(ends.lowCard->rank) : notation.parseRank(lowText);
    if (high.isEmpty() || high.constFirst().isJoker() || !low || *low == Rank::Joker)
        return CardTextProblem::NotACard;
    ends.low = *low;
    ends.high = high.takeFirst();
    ends.after = high;
    if (ends.lowCard && ends.lowCard->suit != ends.high.suit)
        return CardTextProblem::RunMixesSuits;
    if (ends.low == Rank::Two || ends.high.rank == Rank::Two)
        return CardTextProblem::RunEndsOnTwo;
    if (runPlace(ends.low, true) >= runPlace(ends.high.rank, false))
        return CardTextProblem::RunGoesDown;
    return CardTextProblem::None;
}

// Where a set by its count marks its count ("4xK"): x, X or the multiplication sign right
// after the digits that start the token, with something after it; -1 when the token is no set
// by its count ("5X" is a card mistyped, or one being typed, as much as a count).
qsizetype countMark(QStringView token)
{
    qsizetype digits = 0;
    while (digits < token.size() && token[digits] >= u'0' && token[digits] <= u'9')
        ++digits;
    if (digits == 0 || digits + 1 >= token.size())
        return -1;
    const QChar c = token[digits];
    return (c == u'x' || c == u'X' || c == u'\u00d7') ? digits : -1;
}

struct CountedSet
{
    int count = 0;
    Rank rank = Rank::Joker;
    qsizetype rankLength = 0;
    CardList after; // cards glued to the rank ("4xK2C")
    QList<BorrowedSuitLetter> borrowed;
};

CardTextProblem readCounted(const CardNotation &notation, QStringView token, qsizetype offset,
                            qsizetype mark, CountedSet &set)
{
    const QStringView countText = token.first(mark);
    const QStringView rest = token.sliced(mark + 1);
    // The rank is the one spelling that starts the rest with cards (or nothing) after it; no
    // rank spelling starts another, so there is at most one.
    bool wild = false;
    for (qsizetype n = 1; n <= rest.size() && n <= 2; ++n) {
        const auto rank = notation.parseRank(rest.first(n));
        if (!rank)
            continue;
        if (*rank == Rank::Two) {
            wild = true;
            continue;
        }
        CardList after;
        QList<BorrowedSuitLetter> borrowed;
        const QStringView tail = rest.sliced(n);
        if (!tail.isEmpty()
            && readGlued(notation, tail, offset + mark + 1 + n, after, &borrowed)
                != CardTextProblem::None)
            continue;
        set.rank = *rank;
        set.rankLength = n;
        set.after = after;
        set.borrowed = borrowed;
        break;
    }
    if (set.rank == Rank::Joker) {
        // "3xJK": a joker where the rank should be.
        for (const QString &joker : notation.jokerSpellings())
            wild = wild || rest.startsWith(joker, Qt::CaseInsensitive);
        return wild ? CardTextProblem::CountOfWilds : CardTextProblem::CountMalformed;
    }
    // More digits than the largest count has: too many, whatever they say.
    const int count = countText.size() > 2 ? CardShorthand::MaxCount + 1 : countText.toInt();
    if (count < 1 || count > CardShorthand::MaxCount)
        return CardTextProblem::CountOutOfRange;
    set.count = count;
    return CardTextProblem::None;
}

CardTextProblem readToken(const CardNotation &notation, QStringView token, qsizetype offset,
                          CardList &cards, QList<BorrowedSuitLetter> *borrowed)
{
    if (const qsizetype mark = countMark(token); mark >= 0) {
        CountedSet set;
        const CardTextProblem problem = readCounted(notation, token, offset, mark, set);
        if (problem != CardTextProblem::None)
            return problem;
        cards.append(CardList(set.count, Card::suitless(set.rank)));
        cards.append(set.after);
        if (borrowed)
            borrowed->append(set.borrowed);
        return CardTextProblem::None;
    }
    const qsizetype dash = token.indexOf(u'-');
    if (dash < 0)
        return readGlued(notation, token, offset, cards, borrowed);
    RunEnds ends;
    const CardTextProblem problem = readRunEnds(notation, token, offset, dash, ends);
    if (problem != CardTextProblem::None)
        return problem;
    for (int place = runPlace(ends.low, true); place <= runPlace(ends.high.rank, false); ++place)
        cards.append(Card {rankAtPlace(place), ends.high.suit});
    cards.append(ends.after);
    if (ends.lowCard)
        noteBorrowed(notation, token.first(dash), offset, *ends.lowCard, borrowed);
    if (borrowed)
        borrowed->append(ends.highBorrowed);
    return CardTextProblem::None;
}

} // namespace

CardParseResult CardShorthand::read(const CardNotation &notation, QStringView text)
{
    CardParseResult result;
    for (const CardNotation::Token &token : CardNotation::tokens(text)) {
        const CardTextProblem problem
            = readToken(notation, token.text, token.offset, result.cards, &result.borrowed);
        if (problem != CardTextProblem::None) {
            result.ok = false;
            result.problem = problem;
            result.errorToken = token.position;
            result.errorOffset = token.offset;
            result.errorText = token.text.toString();
            result.cards.clear();
            result.borrowed.clear();
            return result;
        }
    }
    return result;
}

QString CardShorthand::rewrite(QStringView token, const CardNotation &from, const CardNotation &to)
{
    if (from.parseCard(token))
        return {};
    const auto glued = [&to](const CardList &cards) {
        return to.format(cards, CardNotation::Style::Letters).remove(u' ');
    };
    if (const qsizetype mark = countMark(token); mark >= 0) {
        CountedSet set;
        if (readCounted(from, token, 0, mark, set) != CardTextProblem::None)
            return {};
        // The count and its mark stay as typed; ranks are spelt alike in every notation.
        const QStringView rank = token.sliced(mark + 1, set.rankLength);
        return token.first(mark + 1).toString()
            + (to.parseRank(rank) == set.rank ? rank.toString() : to.rankText(set.rank))
            + glued(set.after);
    }
    const qsizetype dash = token.indexOf(u'-');
    if (dash < 0) {
        CardList cards;
        if (readGlued(from, token, 0, cards, nullptr) != CardTextProblem::None)
            return {};
        return glued(cards);
    }
    RunEnds ends;
    if (readRunEnds(from, token, 0, dash, ends) != CardTextProblem::None)
        return {};
    const QString low = ends.lowCard ? to.format(*ends.lowCard, CardNotation::Style::Letters)
                                     : to.rankText(ends.low);
    return low + u'-' + to.format(ends.high, CardNotation::Style::Letters) + glued(ends.after);
}

QString CardShorthand::counted(int count, Rank rank, const CardNotation &notation)
{
    return QString::number(count) + u'x' + notation.rankText(rank);
}

QString CardShorthand::byEnds(Rank low, const Card &high, const CardNotation &notation)
{
    return notation.rankText(low) + u'-' + notation.format(high, CardNotation::Style::Letters);
}

int CardShorthand::placeInRun(Rank rank, bool firstEnd)
{
    if (rank == Rank::Two || rank == Rank::Joker)
        return -1;
    return runPlace(rank, firstEnd);
}

QString CardShorthand::message(const CardParseResult &result, const CardNotation &notation)
{
    if (result.ok)
        return {};
    const QString shorthand = problem(result, notation);
    if (!shorthand.isEmpty())
        return shorthand;
    // One pass: what was typed is quoted as it is, even when it holds "%2" or the like.
    return tr("“%1” (item %2) is not a card: write rank then suit, as in %3, or %4 for a joker")
        .arg(result.errorText, QString::number(result.errorToken), notation.exampleCards(),
             notation.jokerText());
}

QString CardShorthand::problem(const CardParseResult &result, const CardNotation &notation)
{
    const QString item = QString::number(result.errorToken);
    const auto letters = [&notation](const Card &card) {
        return notation.format(card, CardNotation::Style::Letters);
    };
    // One pass each: what was typed is quoted as it is, even when it holds "%2" or the like.
    switch (result.problem) {
    case CardTextProblem::RunGoesDown:
        return tr("“%1” (item %2) goes down: write a run from its low card to its high one, "
                  "as in %3")
            .arg(result.errorText, item, notation.exampleRun());
    case CardTextProblem::RunMixesSuits:
        return tr("“%1” (item %2) has ends of two suits: both ends of a run are of one suit, "
                  "as in %3")
            .arg(result.errorText, item, notation.exampleRun());
    case CardTextProblem::RunEndsOnTwo:
        return tr("“%1” (item %2) ends on a two: a two is wild and has no place of its own in a "
                  "run; write it after the run, as in %3")
            .arg(result.errorText, item,
                 notation.exampleRun() + u' ' + letters(Card {Rank::Two, Suit::Clubs}));
    case CardTextProblem::CountMalformed:
        return tr("“%1” (item %2) is not a set by its count: write the count, x and the rank, "
                  "as in %3")
            .arg(result.errorText, item, notation.exampleCountedSet());
    case CardTextProblem::CountOutOfRange:
        return tr("“%1” (item %2): a set by its count holds from 1 to %3 cards")
            .arg(result.errorText, item, QString::number(MaxCount));
    case CardTextProblem::CountOfWilds:
        return tr("“%1” (item %2) counts wild cards: twos and jokers are written one by one "
                  "after the set, a two with its suit, as in %3")
            .arg(result.errorText, item,
                 notation.exampleCountedSet() + u' ' + letters(Card::joker()));
    case CardTextProblem::None:
    case CardTextProblem::NotACard:
        break;
    }
    return {};
}

} // namespace pinaculo
