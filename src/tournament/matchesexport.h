#pragma once

#include "tournament.h"
#include "tournamentscorer.h"

#include <QString>
#include <QStringList>

namespace pinaculo {

// Every match of a tournament as CSV, one row for each side of each match (a bye is a match of
// one side), in round and table order: what the federation's forms and a spreadsheet ask for
// beside the standings. The MP and VP are those the standings count: corrected, adjusted, the
// awards of a bye or a forfeit. Stable column names (csvColumns), like StandingsExport.
class MatchesExport
{
public:
    static QStringList csvColumns();
    static QString csv(const Tournament &tournament, const TournamentScorer::Result &scored);
};

} // namespace pinaculo
