#pragma once

#include "handrecord.h"
#include "handscore.h"

namespace pinaculo {

struct GameSetup;
struct Rules;

// docs/rules.md §6–8: turns one validated hand into lines, sums and referee warnings.
class HandScorer
{
public:
    // `handIndex` (0-based) names the cutter; `barbele` holds, per side, whether that side was
    // barbelé at the start of the hand.
    static HandScore score(const GameSetup &setup, const HandRecord &hand, int handIndex,
                           const QList<bool> &barbele);

    // Whether a wild card was played on the going-out turn: as entered, or judged from the
    // melds flagged as laid on the final turn.
    static bool wildOnFinalTurn(const PlayerResult &result, const GameSetup &setup);
    // What the cards left in a player's hand are worth, the points taken from the player: their
    // face values summed without overflow, whatever a file asks for.
    static int cardsInHandValue(const CardList &cards, const Rules &rules);
};

} // namespace pinaculo
