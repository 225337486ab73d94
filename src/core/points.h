#pragma once

#include <QtGlobal>

#include <algorithm>
#include <limits>

namespace pinaculo {

// Points are ints everywhere, yet a game file may ask for absurd numbers (a rule value of a
// million, a billion missed pumbas, thousands of hands of them). Sums and products of points go
// through these, computed in 64 bits and saturated, so no input can overflow an int (undefined
// behaviour); every real game stays far below the limits and scores exactly as before.
constexpr int saturatedPoints(qint64 value)
{
    return int(std::clamp<qint64>(value, std::numeric_limits<int>::min(),
                                  std::numeric_limits<int>::max()));
}

constexpr int addPoints(qint64 a, qint64 b)
{
    return saturatedPoints(a + b);
}

constexpr int multiplyPoints(qint64 a, qint64 b)
{
    return saturatedPoints(a * b);
}

} // namespace pinaculo
