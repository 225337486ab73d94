#pragma once

#include <functional>

namespace pinaculo {

// What a user feels of one action in the window: the action is run from the event loop, and a
// zero-interval timer then notes every turn of the loop. A gap between two turns is a freeze
// (nothing repaints, no key is read); the loop is idle again once it has turned freely 20 times
// in a row (no gap of 2 ms or more), which an animation's frames between them leave it free to.
class EventLoopStall
{
public:
    struct Figures
    {
        double longestMs = 0; // the longest freeze, the action's own time included
        double untilIdleMs = 0; // from the action's start to the end of the last freeze
    };

    static Figures measure(const std::function<void()> &action);
};

} // namespace pinaculo
