#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace pinaculo {

// A correction of an accepted match by the director, of one of the two kinds a score card may be
// corrected for once handed in, each under a stable id:
// - sum_error: the card's sum was wrong; any new MP;
// - wrong_sides: the scores were written against the wrong sides; the new MP are the old ones
//   swapped.
// It records the MP before and after, so the history reads without recomputing; a correction is
// never edited, a later one corrects it again.
struct MatchCorrection
{
    enum class Kind { SumError, WrongSides };
    Kind kind = Kind::SumError;
    QList<int> was; // the match's MP before
    QList<int> mp; // after
    QString reason;
    QString author;
    QDateTime at;

    static QString kindId(Kind kind);
    friend bool operator==(const MatchCorrection &, const MatchCorrection &) = default;
};

} // namespace pinaculo
