#pragma once

#include "handproblem.h"
#include "handrecord.h"

#include <QList>

namespace pinaculo {

struct GameSetup;

// The refusals of docs/game-file.md that concern one hand: an impossible hand never gets a score.
// `barbele` gives, per side, whether the side is barbelé in this hand (GameScorer::barbeleAt):
// only a barbelé side can fail an opening (docs/rules.md §7).
class HandValidator
{
public:
    static QList<HandProblem> validate(const GameSetup &setup, const HandRecord &hand,
                                       const QList<bool> &barbele);
    // The hand without the melds `problems` find unreadable or invalid: what can be scored
    // while one meld is still being typed (a live score stays useful; the hand itself cannot
    // be confirmed until they are fixed).
    static HandRecord scorablePart(HandRecord hand, const QList<HandProblem> &problems);
};

} // namespace pinaculo
