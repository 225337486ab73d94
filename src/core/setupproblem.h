#pragma once

#include <QString>

namespace pinaculo {

// Why players, teams or the first dealer do not fit the variant (docs/rules.md §2, §9).
struct SetupProblem
{
    enum class Code {
        TooFewPlayers, // count, limit
        TooManyPlayers, // count, limit
        EmptyName, // index
        DuplicateName, // name: the same as another ignoring case
        NameTooLong, // name, limit
        NameNotPrintable, // name
        TeamsRequired,
        TeamsNotAllowed,
        TeamNotAPair, // name, count
        TeamNeedsFourPlayers, // count: partnerships need an even number of at least four
        EmptyTeamName, // index
        DuplicateTeamName, // name
        TeamNameTooLong, // name, limit
        TeamNameNotPrintable, // name
        UnknownTeamPlayer, // name, other (team)
        PlayerInTwoTeams, // name
        PlayerInNoTeam, // name
        PartnersNotOpposite, // name, other (the two partners): turn order must alternate sides
        UnknownFirstDealer, // name
    };
    Code code = Code::TooFewPlayers;
    QString name;
    QString other;
    int count = 0;
    int limit = 0;
    int index = -1;
};

} // namespace pinaculo
