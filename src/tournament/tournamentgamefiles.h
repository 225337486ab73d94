#pragma once

#include "gamefilereader.h"
#include "tournament.h"
#include "tournamentscorer.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <utility>

namespace pinaculo {

// Reads the game file of every match that names one, from the tournament file's folder, with
// GameFileReader, and gives each game's totals for TournamentScorer. A game of another variant,
// of another number of sides than its table seats, or refused by the reader refuses the
// tournament, naming the round, the table and the file. The one judge of whether a game can be
// a table's result, for a file beside the tournament and for a game the director takes in.
class TournamentGameFiles
{
    Q_DECLARE_TR_FUNCTIONS(TournamentGameFiles)

public:
    struct Result
    {
        TournamentScorer::GameTotals totals;
        QHash<std::pair<int, int>, QByteArray> games; // each file as it was read
        QString error;
        bool ok() const { return error.isEmpty(); }
    };

    static Result read(const Tournament &tournament, const QString &folder);

    // Why a game read for a match cannot be its result (refused by the reader, another variant,
    // another number of sides), or an empty string.
    static QString problem(const Tournament &tournament, const TournamentMatch &match,
                           const GameFileReader::Result &read);

    // The name a table's game has beside the tournament file: r1-t2.pinaculo.json.
    static QString fileName(int round, int table);
};

} // namespace pinaculo
