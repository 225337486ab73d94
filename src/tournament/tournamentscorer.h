#pragma once

#include "standings.h"
#include "tournament.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <utility>

namespace pinaculo {

// The standings of a tournament, worked out again from its rounds every time, never stored:
// each counted match's MP (as typed, or its game file's totals, then the director's
// corrections), its MP adjustments, the VP through the tournament's scale, its VP adjustments;
// the byes and forfeits by the awards; then Standings with the tie-breaks in the director's
// order. The file, the command line and the director's window all ask here.
class TournamentScorer
{
    Q_DECLARE_TR_FUNCTIONS(TournamentScorer)

public:
    // The totals of the matches' game files by (round, table), in the order of the match's
    // sides, as GameScorer gave them (TournamentGameFiles reads them).
    using GameTotals = QHash<std::pair<int, int>, QList<int>>;

    struct Result
    {
        QList<CountedMatch> matches;
        QList<StandingRow> standings;
        int roundsClosed = 0;
        bool final = false; // approved by the director
        int matchesAtMaximum = 0; // a side took the scale's most: the director may want another
        QString error; // translated, with its round and table; the rest is empty then
        bool ok() const { return error.isEmpty(); }
    };

    static Result score(const Tournament &tournament, const GameTotals &games = {});

    // A counted match's MP before adjustments: typed, or its game's totals, then corrected.
    // Empty, with the reason in `error`, when the typed MP and the game file disagree or a
    // correction does not start from them.
    static QList<int> matchMp(const TournamentMatch &match, const QList<int> &gameTotals,
                              QString *error);
    // MP as the messages quote them: "820 455", the same digits in every language.
    static QString mpText(const QList<int> &mp);
};

} // namespace pinaculo
