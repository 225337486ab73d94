#pragma once

#include "tournament.h"
#include "tournamentscorer.h"

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

// Reads the game file of every match that names one, from the tournament file's folder, with
// GameFileReader, and gives each game's totals for TournamentScorer. A game of another variant,
// of another number of sides than its table seats, or refused by the reader refuses the
// tournament, naming the round, the table and the file.
class TournamentGameFiles
{
    Q_DECLARE_TR_FUNCTIONS(TournamentGameFiles)

public:
    struct Result
    {
        TournamentScorer::GameTotals totals;
        QString error;
        bool ok() const { return error.isEmpty(); }
    };

    static Result read(const Tournament &tournament, const QString &folder);
};

} // namespace pinaculo
