#pragma once

#include "game.h"

#include <QRandomGenerator>

namespace pinaculo {

// Deals random but possible hands: every hand comes from one shuffled real deck (the variant's
// decks and jokers, no red twos where the deck has none), each player keeps the melds the
// analyser accepts and the rest stays in hand. Seeded, so a failure can be replayed.
class RandomGame
{
public:
    explicit RandomGame(quint32 seed);

    // Players Ana, Bruno, … in turn order; pairs sit opposite (seats i and i + players/2).
    static GameSetup setup(Variant variant, int players, bool pairs);
    // The full deck of the rules, in a fixed order.
    static CardList deck(const Rules &rules);

    // One valid hand: melds, rescued wilds, remnants, at most one player out, events. Failed
    // openings only for the sides `barbele` marks (none when it is empty).
    HandRecord hand(const GameSetup &setup, const QList<bool> &barbele = {});
    // Hands until the game ends or `maxHands` have been played.
    Game game(const GameSetup &setup, int maxHands);

    // Melds built from random cards of the deck, valid or not (for the analyser's timing).
    CardList randomCards(const Rules &rules, int count);
    // Valid melds taken from a random deal.
    QList<MeldEntry> validMelds(const Rules &rules);

    QRandomGenerator &random() { return m_random; }

private:
    bool chance(int oneIn) { return m_random.bounded(oneIn) == 0; }
    QList<MeldEntry> takeMelds(CardList &pool, const Rules &rules, int attempts);
    CardList trySet(const CardList &pool, const Rules &rules);
    CardList tryRun(const CardList &pool, const Rules &rules);
    void shuffle(CardList &cards);

    QRandomGenerator m_random;
};

} // namespace pinaculo
