#include "latearrival.h"

namespace pinaculo {

LateArrival::Ruling LateArrival::ruling(const UnplayedAwards &awards, int minutesLate)
{
    if (minutesLate > awards.lateForfeitMinutes)
        return Ruling::Forfeit;
    if (minutesLate > awards.lateWarningMinutes)
        return Ruling::MatchPointPenalty;
    return Ruling::Warning;
}

QString LateArrival::text(const UnplayedAwards &awards, int minutesLate)
{
    switch (ruling(awards, minutesLate)) {
    case Ruling::Forfeit:
        return tr("Forfeit: more than %n minute(s) late, the match is awarded to the side present",
                  nullptr, awards.lateForfeitMinutes);
    case Ruling::MatchPointPenalty:
        return tr("%1 MP: more than %n minute(s) late", nullptr, awards.lateWarningMinutes)
            .arg(-awards.lateMpPenalty);
    case Ruling::Warning:
        break;
    }
    return tr("A warning only: up to %n minute(s) late", nullptr, awards.lateWarningMinutes);
}

QString LateArrival::reason(int minutesLate)
{
    return tr("Late arrival: %n minute(s)", nullptr, minutesLate);
}

} // namespace pinaculo
