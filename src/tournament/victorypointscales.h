#pragma once

#include "victorypointscale.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace pinaculo {

// The scales built in, each under a stable id that files, the command line and the director's
// window name it by, listed once here:
// - fibur-3: FIBUR's table for rounds of 3 hands (the Italian burraco federation's, followed by
//   pinnacola clubs), differences 0–50 → 10–10 … 1255–1500 → 19–1, beyond → 20–0;
// - fibur-4: its table for rounds of 4 hands, 0–100 → 10–10 … 1705–2000 → 19–1, beyond → 20–0;
// - win-draw-loss: 3 for a win, 1 each for a draw, 0 for a loss.
// The FIBUR tables are as published summaries give them. This game's premiums are larger than
// burraco's, so many matches may reach a table's maximum: a director can define a scale.
class VictoryPointScales
{
    Q_DECLARE_TR_FUNCTIONS(VictoryPointScales)

public:
    static QStringList ids();
    static std::optional<VictoryPointScale> byId(const QString &id);
    // The scale's name in the user's language, for lists and printouts.
    static QString name(const QString &id);
};

} // namespace pinaculo
