#include "shortestcardtext.h"

#include <algorithm>
#include <array>

namespace pinaculo {

namespace {

// The shortest spelling made of keys every keyboard has.
QString shortestTypeable(const QStringList &spellings)
{
    QString best;
    for (const QString &spelling : spellings) {
        const bool typeable = std::all_of(spelling.cbegin(), spelling.cend(), [](QChar c) {
            return c.unicode() > 0x20 && c.unicode() < 0x7f;
        });
        if (typeable && (best.isEmpty() || spelling.size() < best.size()))
            best = spelling;
    }
    return best;
}

// The places of a run by its ends, in the order it reads: the ace low, 3 … K, the ace high.
// The two never has a place: it is wild in every variant.
constexpr int RunPlaces = 13;

Rank rankAtPlace(int place)
{
    return place == 0 || place == RunPlaces - 1 ? Rank::Ace : Rank(place + 2);
}

struct Run
{
    Suit suit;
    int low; // places, both ends included
    int high;
    int length() const { return high - low + 1; }
};

// Which runs to write, found by trying the combinations of every stretch a suit offers. A
// meld or a hand is short, so the search is small; a bound on its steps keeps the best found
// should a list ever be long.
class RunSearch
{
public:
    RunSearch(const CardList &cards, const CardNotation &notation)
        : m_notation(notation)
    {
        for (const Card &card : cards) {
            if (!card.isJoker() && !card.isSuitless())
                ++m_counts[size_t(card.suit)][size_t(card.rank)];
            m_gluedLength += int(ShortestCardText::spelling(card, notation).size());
        }
        for (int suit = 0; suit < 4; ++suit) {
            for (int low = 0; low < RunPlaces; ++low) {
                for (int high = low + 2; high < RunPlaces; ++high) {
                    const Run run {Suit(suit), low, high};
                    if (!fits(run))
                        break; // a longer run from this end needs the same missing card
                    m_candidates.append(run);
                }
            }
        }
        // Longest first: the best combination is usually found at once.
        std::stable_sort(m_candidates.begin(), m_candidates.end(),
                         [](const Run &a, const Run &b) { return a.length() > b.length(); });
        m_bestCost = m_gluedLength;
    }

    QList<Run> best()
    {
        search(0, 0, 0);
        return m_best;
    }

    QString endText(const Run &run, bool withSuit) const
    {
        const Card card {rankAtPlace(withSuit ? run.high : run.low), run.suit};
        return withSuit ? ShortestCardText::spelling(card, m_notation)
                        : shortestTypeable(m_notation.rankSpellings(card.rank));
    }

private:
    bool fits(const Run &run) const
    {
        std::array<int, 14> needed {};
        for (int place = run.low; place <= run.high; ++place)
            ++needed[size_t(rankAtPlace(place))];
        for (size_t rank = 0; rank < needed.size(); ++rank) {
            if (needed[rank] > m_counts[size_t(run.suit)][rank])
                return false;
        }
        return true;
    }

    void take(const Run &run, int sign)
    {
        for (int place = run.low; place <= run.high; ++place)
            m_counts[size_t(run.suit)][size_t(rankAtPlace(place))] -= sign;
    }

    int coveredLength(const Run &run) const
    {
        int length = 0;
        for (int place = run.low; place <= run.high; ++place)
            length += int(
                ShortestCardText::spelling({rankAtPlace(place), run.suit}, m_notation).size());
        return length;
    }

    int runText(const Run &run) const
    {
        return int(endText(run, false).size() + 1 + endText(run, true).size());
    }

    // runLength: the runs' texts; covered: what their cards would take glued.
    void search(int from, int runLength, int covered)
    {
        if (++m_steps > MaxSteps)
            return;
        const int glued = m_gluedLength - covered;
        const int tokens = int(m_chosen.size()) + (glued > 0 ? 1 : 0);
        const int cost = runLength + glued + std::max(0, tokens - 1);
        if (cost < m_bestCost) {
            m_bestCost = cost;
            m_best = m_chosen;
        }
        for (int i = from; i < m_candidates.size(); ++i) {
            const Run &run = m_candidates.at(i);
            if (!fits(run))
                continue;
            take(run, 1);
            m_chosen.append(run);
            search(i + 1, runLength + runText(run), covered + coveredLength(run));
            m_chosen.removeLast();
            take(run, -1);
        }
    }

    static constexpr int MaxSteps = 20000;
    const CardNotation &m_notation;
    std::array<std::array<int, 14>, 4> m_counts {};
    QList<Run> m_candidates;
    QList<Run> m_chosen;
    QList<Run> m_best;
    int m_gluedLength = 0;
    int m_bestCost = 0;
    int m_steps = 0;
};

} // namespace

QString ShortestCardText::spelling(const Card &card, const CardNotation &notation)
{
    if (card.isJoker())
        return shortestTypeable(notation.jokerSpellings());
    const QString rank = shortestTypeable(notation.rankSpellings(card.rank));
    return card.isSuitless() ? rank : rank + notation.suitLetter(card.suit);
}

// Cards without their suit (a set whose suits were not noted) have one way to be typed: by
// their count and rank, a token of their own ("4xK"). The other cards are left in `cards`.
QStringList ShortestCardText::countedSets(CardList &cards, const CardNotation &notation)
{
    QStringList tokens;
    for (int r = int(Rank::Ace); r <= int(Rank::King); ++r) {
        const Card suitless = Card::suitless(static_cast<Rank>(r));
        const qsizetype count = cards.count(suitless);
        if (count == 0)
            continue;
        cards.removeAll(suitless);
        tokens.append(QString::number(count) + u'x' + spelling(suitless, notation));
    }
    return tokens;
}

QString ShortestCardText::apart(const CardList &cards, const CardNotation &notation)
{
    CardList rest = cards;
    QStringList spellings = countedSets(rest, notation);
    for (const Card &card : std::as_const(rest))
        spellings.append(spelling(card, notation));
    return spellings.join(u' ');
}

QString ShortestCardText::write(const CardList &all, const CardNotation &notation)
{
    CardList cards = all;
    const QStringList counted = countedSets(cards, notation);
    if (!counted.isEmpty())
        return (counted + QStringList {write(cards, notation)}).join(u' ').trimmed();
    QString glued;
    for (const Card &card : cards)
        glued += spelling(card, notation);
    RunSearch search(cards, notation);
    const QList<Run> runs = search.best();
    if (runs.isEmpty())
        return glued;

    QStringList tokens;
    CardList rest = cards;
    for (const Run &run : runs) {
        tokens.append(search.endText(run, false) + u'-' + search.endText(run, true));
        for (int place = run.low; place <= run.high; ++place)
            rest.removeOne(Card {rankAtPlace(place), run.suit});
    }
    QString left;
    for (const Card &card : std::as_const(rest))
        left += spelling(card, notation);
    if (!left.isEmpty())
        tokens.append(left);
    const QString text = tokens.join(u' ');
    const CardParseResult read = notation.read(text);
    return read.ok && sameCards(read.cards, cards) ? text : glued;
}

bool ShortestCardText::sameCards(const CardList &a, const CardList &b)
{
    if (a.size() != b.size())
        return false;
    QList<int> left;
    QList<int> right;
    for (const Card &card : a)
        left.append(card.index());
    for (const Card &card : b)
        right.append(card.index());
    std::sort(left.begin(), left.end());
    std::sort(right.begin(), right.end());
    return left == right;
}

} // namespace pinaculo
