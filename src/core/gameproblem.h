#pragma once

#include "handproblem.h"

namespace pinaculo {

// A problem of one hand in the context of the whole game.
struct GameProblem
{
    int handIndex = -1; // 0-based
    HandProblem problem;
};

} // namespace pinaculo
