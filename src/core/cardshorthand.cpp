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
};

CardTextProblem readRunEnds(const CardNotation &notation, QStringView token, qsizetype dash,
                            RunEnds &ends)
{
    const QStringView lowText = token.first(dash);
    const QStringView highText = token.sliced(dash + 1);
    const auto high = notation.parseCard(highText);
    ends.lowCard = notation.parseCard(lowText);
    const auto low
        = ends.lowCard ? std::optional<Rank>(ends.lowCard->rank) : notation.parseRank(lowText);
    if (!high || high->isJoker() || !low || *low == Rank::Joker)
        return CardTextProblem::NotACard;
    ends.low = *low;
    ends.high = *high;
    if (ends.lowCard && ends.lowCard->suit != high->suit)
        return CardTextProblem::RunMixesSuits;
    if (ends.low == Rank::Two || high->rank == Rank::Two)
        return CardTextProblem::RunEndsOnTwo;
    if (runPlace(ends.low, true) >= runPlace(high->rank, false))
        return CardTextProblem::RunGoesDown;
    return CardTextProblem::None;
}

CardTextProblem readToken(const CardNotation &notation, QStringView token, qsizetype offset,
                          CardList &cards, QList<BorrowedSuitLetter> *borrowed)
{
    const qsizetype dash = token.indexOf(u'-');
    if (dash < 0)
        return readGlued(notation, token, offset, cards, borrowed);
    RunEnds ends;
    const CardTextProblem problem = readRunEnds(notation, token, dash, ends);
    if (problem != CardTextProblem::None)
        return problem;
    for (int place = runPlace(ends.low, true); place <= runPlace(ends.high.rank, false); ++place)
        cards.append(Card {rankAtPlace(place), ends.high.suit});
    if (ends.lowCard)
        noteBorrowed(notation, token.first(dash), offset, *ends.lowCard, borrowed);
    noteBorrowed(notation, token.sliced(dash + 1), offset + dash + 1, ends.high, borrowed);
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
    const qsizetype dash = token.indexOf(u'-');
    if (dash < 0) {
        CardList cards;
        if (readGlued(from, token, 0, cards, nullptr) != CardTextProblem::None)
            return {};
        return to.format(cards, CardNotation::Style::Letters).remove(u' ');
    }
    RunEnds ends;
    if (readRunEnds(from, token, dash, ends) != CardTextProblem::None)
        return {};
    const QString low = ends.lowCard ? to.format(*ends.lowCard, CardNotation::Style::Letters)
                                     : to.rankText(ends.low);
    return low + u'-' + to.format(ends.high, CardNotation::Style::Letters);
}

QString CardShorthand::runProblem(const CardParseResult &result, const CardNotation &notation)
{
    const QString item = QString::number(result.errorToken);
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
            .arg(
                result.errorText, item,
                notation.exampleRun() + u' '
                    + notation.format(Card {Rank::Two, Suit::Clubs}, CardNotation::Style::Letters));
    case CardTextProblem::None:
    case CardTextProblem::NotACard:
        break;
    }
    return {};
}

} // namespace pinaculo
