#include "setupvalidator.h"

#include "gamesetup.h"
#include "inputlimits.h"
#include "namerules.h"

#include <QSet>

namespace pinaculo {

QList<SetupProblem> SetupValidator::validate(const GameSetup &setup)
{
    QList<SetupProblem> problems;
    auto problem = [&problems](SetupProblem::Code code) -> SetupProblem & {
        SetupProblem p;
        p.code = code;
        problems.append(p);
        return problems.last();
    };
    const Rules &rules = setup.rules;
    const int n = setup.playerCount();

    if (n < rules.minPlayers) {
        SetupProblem &p = problem(SetupProblem::Code::TooFewPlayers);
        p.count = n;
        p.limit = rules.minPlayers;
    }
    if (n > rules.maxPlayers) {
        SetupProblem &p = problem(SetupProblem::Code::TooManyPlayers);
        p.count = n;
        p.limit = rules.maxPlayers;
    }
    // A name's limits first: a too long name is not worth comparing with the others.
    auto checkName = [&](const QString &name, int index, bool team) {
        switch (NameRules::check(name)) {
        case NameRules::Problem::None:
            return true;
        case NameRules::Problem::Empty:
            problem(team ? SetupProblem::Code::EmptyTeamName : SetupProblem::Code::EmptyName).index
                = index;
            return false;
        case NameRules::Problem::TooLong: {
            SetupProblem &p = problem(team ? SetupProblem::Code::TeamNameTooLong
                                           : SetupProblem::Code::NameTooLong);
            p.name = name;
            p.limit = InputLimits::NameLength;
            return false;
        }
        case NameRules::Problem::NotPrintable:
            problem(team ? SetupProblem::Code::TeamNameNotPrintable
                         : SetupProblem::Code::NameNotPrintable)
                .name
                = name;
            return false;
        }
        return false;
    };
    QSet<QString> names;
    for (int i = 0; i < n; ++i) {
        const QString &name = setup.players[i];
        if (!checkName(name, i, false))
            continue;
        const QString key = NameRules::key(name);
        if (names.contains(key))
            problem(SetupProblem::Code::DuplicateName).name = name.trimmed();
        names.insert(key);
    }
    if (setup.firstDealer < 0 || setup.firstDealer >= std::max(1, n))
        problem(SetupProblem::Code::UnknownFirstDealer).index = setup.firstDealer;

    if (!setup.partnership()) {
        if (rules.partnerships == Partnerships::Pairs)
            problem(SetupProblem::Code::TeamsRequired);
        return problems;
    }
    if (rules.partnerships == Partnerships::None) {
        problem(SetupProblem::Code::TeamsNotAllowed);
        return problems;
    }
    if (n < 4 || n % 2 != 0)
        problem(SetupProblem::Code::TeamNeedsFourPlayers).count = n;

    QSet<QString> teamNames;
    QList<int> teamOfSeat(n, -1);
    for (int t = 0; t < setup.teams.size(); ++t) {
        const Team &team = setup.teams[t];
        if (checkName(team.name, t, true)) {
            const QString key = NameRules::key(team.name);
            if (teamNames.contains(key))
                problem(SetupProblem::Code::DuplicateTeamName).name = team.name.trimmed();
            teamNames.insert(key);
        }
        if (team.seats.size() != 2) {
            SetupProblem &p = problem(SetupProblem::Code::TeamNotAPair);
            p.name = team.name;
            p.count = int(team.seats.size());
        }
        for (int seat : team.seats) {
            if (seat < 0 || seat >= n) {
                problem(SetupProblem::Code::UnknownTeamPlayer).other = team.name;
                continue;
            }
            if (teamOfSeat[seat] >= 0)
                problem(SetupProblem::Code::PlayerInTwoTeams).name = setup.players[seat];
            teamOfSeat[seat] = t;
        }
        // Partners sit opposite, so that turn order alternates the pairs (docs/rules.md §9): with
        // n players in n/2 pairs, a player's partner is the one n/2 seats further on.
        if (team.seats.size() == 2 && n > 2 && n % 2 == 0) {
            const int a = team.seats[0];
            const int b = team.seats[1];
            if (a >= 0 && b >= 0 && a < n && b < n && std::abs(a - b) != n / 2) {
                SetupProblem &p = problem(SetupProblem::Code::PartnersNotOpposite);
                p.name = setup.players[a];
                p.other = setup.players[b];
            }
        }
    }
    for (int seat = 0; seat < n; ++seat) {
        if (teamOfSeat[seat] < 0)
            problem(SetupProblem::Code::PlayerInNoTeam).name = setup.players[seat];
    }
    return problems;
}

} // namespace pinaculo
