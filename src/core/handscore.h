#pragma once

#include "handwarning.h"
#include "scoreline.h"

#include <QList>

namespace pinaculo {

// A hand's score: the lines that explain it, and the sums per side and per seat.
struct HandScore
{
    QList<ScoreLine> lines;
    QList<int> sidePoints;
    QList<int> seatPoints;
    QList<HandWarning> warnings;
};

} // namespace pinaculo
