#pragma once

#include <QList>
#include <QtGlobal>

namespace pinaculo {

enum class Suit : quint8 { Spades, Hearts, Diamonds, Clubs, None };

// A rank is its face number; the ace is 1 whatever its place in a run, which depends on the
// variant (see RunOrder). The joker has rank 0 and no suit.
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
    constexpr bool isJoker() const { return rank == Rank::Joker; }
    constexpr bool isRed() const { return suit == Suit::Hearts || suit == Suit::Diamonds; }
    constexpr bool isCourt() const
    {
        return rank == Rank::Jack || rank == Rank::Queen || rank == Rank::King;
    }
    constexpr int rankNumber() const { return static_cast<int>(rank); }

    // A dense index (0..52, the joker last) for counting copies without a map.
    static constexpr int IndexCount = 53;
    constexpr int index() const
    {
        return isJoker() ? 52 : static_cast<int>(suit) * 13 + rankNumber() - 1;
    }

    friend constexpr bool operator==(const Card &a, const Card &b) = default;
};

using CardList = QList<Card>;

} // namespace pinaculo
