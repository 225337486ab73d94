#pragma once

#include <QList>
#include <QtGlobal>

namespace pinaculo {

enum class Suit : quint8 { Spades, Hearts, Diamonds, Clubs, None };

// A rank is its face number; the ace is 1 whatever its place in a run, which depends on the
// variant (see RunOrder). The joker has rank 0 and no suit.
//
// A natural card may also have no suit: a set typed by its count and rank ("4xK"), for a table
// that does not note the suits of a set. A set's value and premiums depend on its rank only, and
// its copies are checked by rank (HandValidator); it breaks pinacle's one-suit finishing premium
// (HandScorer says why). Such a card is only valid in a set (MeldAnalyzer); a run, the cards
// left in hand and rescued wild cards need their suits. It is never a two (a two's suit decides
// whether it is wild in pinnacola) and never the joker, whose rank tells it apart.
enum class Rank : quint8 {
    Joker = 0,
    Ace = 1,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King
};

struct Card
{
    Rank rank = Rank::Joker;
    Suit suit = Suit::None;

    static constexpr Card joker() { return {}; }
    static constexpr Card suitless(Rank rank) { return {rank, Suit::None}; }
    constexpr bool isJoker() const { return rank == Rank::Joker; }
    // A natural card written without its suit (never the joker, which has no suit either).
    constexpr bool isSuitless() const { return rank != Rank::Joker && suit == Suit::None; }
    constexpr bool isRed() const { return suit == Suit::Hearts || suit == Suit::Diamonds; }
    constexpr bool isCourt() const
    {
        return rank == Rank::Jack || rank == Rank::Queen || rank == Rank::King;
    }
    constexpr int rankNumber() const { return static_cast<int>(rank); }

    // A dense index for counting copies without a map: the 52 cards with a suit (0..51), the
    // joker (52), then the 13 ranks without a suit (53..65).
    static constexpr int JokerIndex = 52;
    static constexpr int SuitlessIndex = 53;
    static constexpr int IndexCount = SuitlessIndex + 13;
    constexpr int index() const
    {
        if (isJoker())
            return JokerIndex;
        if (isSuitless())
            return SuitlessIndex + rankNumber() - 1;
        return static_cast<int>(suit) * 13 + rankNumber() - 1;
    }
    static constexpr Card fromIndex(int index)
    {
        if (index == JokerIndex)
            return joker();
        if (index >= SuitlessIndex)
            return suitless(static_cast<Rank>(index - SuitlessIndex + 1));
        return {static_cast<Rank>(index % 13 + 1), static_cast<Suit>(index / 13)};
    }

    friend constexpr bool operator==(const Card &a, const Card &b) = default;
};

using CardList = QList<Card>;

} // namespace pinaculo
