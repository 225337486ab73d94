#pragma once

// The catalogue's statistics as one line of text each, so that a test compares whole lists of
// them and a difference prints what differs.

#include "gamecatalog.h"
#include "playerrecords.h"

#include <QString>
#include <QStringList>

namespace statisticslines {

inline QString line(const pinaculo::PlayerStatistics &s)
{
    return QStringList {s.player,
                        QString::number(s.gamesPlayed),
                        QString::number(s.gamesFinished),
                        QString::number(s.gamesWon),
                        QString::number(s.handsPlayed),
                        QString::number(s.averageHand, 'g', 17),
                        QString::number(s.bestHand),
                        QString::number(s.premiumMelds),
                        QString::number(s.wentOut),
                        QString::number(s.penalties),
                        QString::number(s.penaltyPoints)}
        .join(u'|');
}

inline QString line(const pinaculo::PlayerRecords::Partnership &p)
{
    return QStringList {p.first, p.second, QString::number(p.games), QString::number(p.finished),
                        QString::number(p.wins)}
        .join(u'|');
}

} // namespace statisticslines
