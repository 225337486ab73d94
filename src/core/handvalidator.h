#pragma once

#include "handproblem.h"
#include "handrecord.h"

#include <QList>

namespace pinaculo {

struct GameSetup;

// The refusals of GAME-FORMAT.md that concern one hand: an impossible hand never gets a score.
class HandValidator
{
public:
    static QList<HandProblem> validate(const GameSetup &setup, const HandRecord &hand);
};

} // namespace pinaculo
