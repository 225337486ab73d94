#pragma once

#include "director/standingsmodel.h"

#include <QCoreApplication>
#include <QString>

class QPagedPaintDevice;
class QTextDocument;

namespace pinaculo {

// The standings on paper, for the notice board and the federation: the tournament's name,
// whether they are provisional or final, and the table as the window shows it; PrintoutFile
// writes it as a PDF or prints it.
class StandingsPrintout
{
    Q_DECLARE_TR_FUNCTIONS(StandingsPrintout)

public:
    // The heading's second line: "Provisional standings after 2 of 4 rounds" or "Final
    // standings, approved by Marta".
    static QString statusLine(const Tournament &tournament, const TournamentScorer::Result &scored);
    // The printout as a text document, `model` holding the standings.
    static std::unique_ptr<QTextDocument> document(const Tournament &tournament,
                                                   const TournamentScorer::Result &scored,
                                                   const StandingsModel &model);
};

} // namespace pinaculo
