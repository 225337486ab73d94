#pragma once

#include "tournament.h"
#include "tournamentscorer.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace pinaculo {

// The standings for a spreadsheet, a script or a federation: CSV with stable English column
// names and plain numbers, and a JSON object, the same in every language. The command line and
// the director's window's export both write exactly these.
class StandingsExport
{
public:
    static QStringList csvColumns();
    static QString csv(const Tournament &tournament, const TournamentScorer::Result &scored);
    static QByteArray json(const Tournament &tournament, const TournamentScorer::Result &scored);
    // VP as a script reads them: "8.5", never "8,5".
    static QString vpText(double vp);
};

} // namespace pinaculo
