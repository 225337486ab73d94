#pragma once

#include "game.h"
#include "gameresult.h"

#include <QString>
#include <QStringList>

namespace pinaculo {

// The score sheet as CSV for a spreadsheet or a script: one row per hand and side, with the
// hand's points split into what made them and the running total. The column names are stable
// English identifiers and the numbers plain integers (no thousands separator), the same in
// every language, so a file written in Spanish reads like one written in Italian. The window's
// export and `pinaculo-cli score --csv` both write exactly this text.
//
// melds + premiums + bonuses + cards_in_hand + penalties = hand_points for every row.
class ScoreCsv
{
public:
    static QStringList columns();
    static QString render(const Game &game, const GameResult &result);
};

} // namespace pinaculo
