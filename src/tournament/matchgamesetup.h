#pragma once

#include "gamesetup.h"
#include "tournament.h"

#include <QStringList>

namespace pinaculo {

// The game a table plays in a round, for the director who types its hands on the director's
// machine: the tournament's variant under its preset rules, ended after the round's hands
// (hand_limit the hands per round, no target, as docs/tournament.md §1 has it), each side one of
// the table's entries in the match's order, named as the tournament names it. A side is a pair
// where the variant plays in pairs, and may be one where pairs are optional and the table has
// room for them; a pair's two players are named from the entry's name ("Ada e Bea": Ada, Bea).
class MatchGameSetup
{
public:
    // Whether the table's sides may be pairs, may be single players, under the variant's rules.
    static bool pairsAllowed(const Tournament &tournament, const TournamentMatch &match);
    static bool singlesAllowed(const Tournament &tournament, const TournamentMatch &match);
    // Pairs when they are allowed: the way tournaments of these games are played.
    static bool pairsByDefault(const Tournament &tournament, const TournamentMatch &match);

    // The setup of the table's game, its sides pairs or single players as `pairs` says (where
    // the variant leaves no choice, as it must be). Every name fits the game's limits and is
    // unique at the table.
    static GameSetup setup(const Tournament &tournament, const TournamentMatch &match, bool pairs);

    // A pair's two names in its entry's name, split at " e ", " y ", " and ", " & ", "/" or
    // "+"; the entry's name with 1 and 2 after it when it holds no such pair. Not yet fitted to
    // a game's limits.
    static QStringList partnerNames(const QString &entryName);
};

} // namespace pinaculo
