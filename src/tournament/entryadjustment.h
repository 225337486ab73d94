#pragma once

#include "matchresult.h"

namespace pinaculo {

// A director's adjustment as the tournament file keeps it: to an entry in a round, whatever
// table it sat at or if it rested; the scoring finds the entry's side of that round's match.
struct EntryAdjustment
{
    int entry = 0;
    MatchAdjustment adjustment; // its side is found when the round is scored

    static QString kindId(MatchAdjustment::Kind kind)
    {
        return kind == MatchAdjustment::Kind::MatchPoints ? QStringLiteral("mp")
                                                          : QStringLiteral("vp");
    }
    friend bool operator==(const EntryAdjustment &, const EntryAdjustment &) = default;
};

} // namespace pinaculo
