#pragma once

#include "unplayedawards.h"

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

// What the rule gives an entry that comes late to its table, from how late it is: up to
// late_warning_minutes a warning only; past them, late_mp_penalty MP taken before the VP lookup;
// past late_forfeit_minutes the match is forfeited to the side present. Whole minutes, as the
// director reads them from the round clock: "past 5 minutes" is 6 or more.
class LateArrival
{
    Q_DECLARE_TR_FUNCTIONS(LateArrival)

public:
    enum class Ruling { Warning, MatchPointPenalty, Forfeit };

    static Ruling ruling(const UnplayedAwards &awards, int minutesLate);
    // What the director is told the ruling gives: "−100 MP: more than 5 minutes late".
    static QString text(const UnplayedAwards &awards, int minutesLate);
    // The reason kept with the penalty: "Late arrival: 7 minutes".
    static QString reason(int minutesLate);
};

} // namespace pinaculo
