#pragma once

#include <QCoreApplication>
#include <QString>

#include "victorypointscale.h"

namespace pinaculo {

// The tournament rules page's tables of victory points: every built-in scale, band by band,
// made from the scales themselves (VictoryPointScales), so that the page can never disagree with
// the standings about a share.
class VpScalesSection
{
    Q_DECLARE_TR_FUNCTIONS(VpScalesSection)

public:
    // The page's place for the tables, an HTML comment on a line of its own.
    static QString marker();
    // The tables in the installed language.
    static QString html();
    // One scale's table, band by band: MP difference, then the VP of the side ahead and behind.
    static QString table(const VictoryPointScale &scale);
    // The page with the tables in place of the marker.
    static QString fill(QString page);
};

} // namespace pinaculo
