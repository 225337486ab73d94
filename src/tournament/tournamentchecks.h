#pragma once

#include "tournament.h"

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

// What makes a tournament whole, beyond each value being of its kind: entries numbered once,
// rounds in order and as the plan has them, every seated entry an entry that still plays, no
// entry twice in a round, results where a match counts, corrections only of accepted matches
// and chained one to the next, approval only of a finished tournament. The file reader refuses
// a file that breaks any of it, and the director's window checks every change the same way.
class TournamentChecks
{
    Q_DECLARE_TR_FUNCTIONS(TournamentChecks)

public:
    // The first thing wrong, in the user's language with its place; empty when nothing is.
    static QString problem(const Tournament &tournament);
};

} // namespace pinaculo
