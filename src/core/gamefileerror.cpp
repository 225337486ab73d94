#include "gamefileerror.h"

#include "gamefilereader.h"

namespace pinaculo {

QString GameFileError::text() const
{
    if (line > 0)
        return GameFileReader::tr("line %1, column %2: %3").arg(line).arg(column).arg(message);
    QString place;
    if (messageNamesPlace && hand > 0)
        place = GameFileReader::tr("hand %1").arg(hand);
    else if (hand > 0 && !player.isEmpty() && meld > 0)
        place = GameFileReader::tr("hand %1, %2, meld %3").arg(hand).arg(player).arg(meld);
    else if (hand > 0 && !player.isEmpty())
        place = GameFileReader::tr("hand %1, %2").arg(hand).arg(player);
    else if (hand > 0)
        place = GameFileReader::tr("hand %1").arg(hand);
    return place.isEmpty() ? message : GameFileReader::tr("%1: %2").arg(place, message);
}

} // namespace pinaculo
