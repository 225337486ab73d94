#pragma once

#include "playerstatistics.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pinaculo {

// Every player's record as CSV (RFC 4180, stable English column names, plain numbers), for a
// spreadsheet: what the statistics window shows, one row per player. The win rate is a fraction
// from 0 to 1, empty while none of the player's games is finished.
class StatisticsCsv
{
public:
    static QStringList columns();
    static QString render(const QList<PlayerStatistics> &statistics);
};

} // namespace pinaculo
