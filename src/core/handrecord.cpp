#include "handrecord.h"

namespace pinaculo {

int HandRecord::outPlayer() const
{
    for (int seat = 0; seat < results.size(); ++seat) {
        if (results[seat].wentOut())
            return seat;
    }
    return -1;
}

} // namespace pinaculo
