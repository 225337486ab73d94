#include "nextroundpairing.h"

#include "danishpairing.h"
#include "mitchellmovement.h"
#include "roundrobinschedule.h"

#include <algorithm>

namespace pinaculo {

namespace {

// How many rounds up to and including `round` (from 1) the plan plays by `movement`: the
// Mitchell or all-play-all round to seat.
int nthOf(const QList<RoundMovement> &plan, int round, RoundMovement movement)
{
    return int(std::count(plan.begin(), plan.begin() + round, movement));
}

} // namespace

NextRoundPairing::Result NextRoundPairing::pair(const Tournament &t,
                                                const QList<StandingRow> &standings)
{
    Result result;
    result.round = int(t.rounds.size()) + 1;
    if (result.round > t.roundPlan.size()) {
        result.error = tr("every round of the plan (%1) is already seated").arg(t.roundPlan.size());
        return result;
    }
    if (!t.rounds.isEmpty() && t.rounds.last().status != TournamentRound::Status::Closed) {
        result.error = tr("round %1 is still in play: close it before seating the next")
                           .arg(t.rounds.last().number);
        return result;
    }
    result.movement = t.roundPlan[result.round - 1];
    QList<int> playing;
    for (const TournamentEntry &e : t.entries) {
        if (e.playsIn(result.round))
            playing.append(e.number);
    }
    std::sort(playing.begin(), playing.end());
    switch (result.movement) {
    case RoundMovement::Mitchell: {
        // The movement seats entries 1 to N: a field changed by a withdrawal is seated otherwise.
        bool seatsEveryEntry = playing.size() == t.entries.size();
        for (int i = 0; seatsEveryEntry && i < playing.size(); ++i)
            seatsEveryEntry = playing[i] == i + 1;
        if (!seatsEveryEntry) {
            result.error = tr("a Mitchell movement seats every entry, numbered from 1 to %1; "
                              "with an entry withdrawn, seat this round Danish or by hand")
                               .arg(t.entries.size());
            return result;
        }
        QString error;
        const std::optional<MitchellMovement> mitchell
            = MitchellMovement::of(int(playing.size()), t.mitchellStep, &error);
        const int nth = nthOf(t.roundPlan, result.round, RoundMovement::Mitchell);
        if (!mitchell
            || !mitchell->plans(
                nthOf(t.roundPlan, int(t.roundPlan.size()), RoundMovement::Mitchell), &error)) {
            result.error = error;
            return result;
        }
        // Later Mitchell rounds go on from the first one as it was seated, so that a late
        // entry that took the empty seat of round 1 keeps it.
        const TournamentRound *first = nullptr;
        for (const TournamentRound &r : t.rounds) {
            if (!first && r.movement == RoundMovement::Mitchell)
                first = &r;
        }
        if (nth == 1 || !first) {
            result.seating = mitchell->round(nth);
            break;
        }
        RoundSeating firstSeating;
        for (const TournamentMatch &m : first->matches) {
            if (m.sides.size() == 2)
                firstSeating.tables.append({m.table, m.sides[0], m.sides[1]});
        }
        firstSeating.resting = first->resting;
        result.seating = mitchell->continued(firstSeating, nth);
        break;
    }
    case RoundMovement::RoundRobin: {
        const RoundRobinSchedule schedule(playing);
        const int nth = nthOf(t.roundPlan, result.round, RoundMovement::RoundRobin);
        if (nth > schedule.rounds()) {
            result.error
                = tr("an all-play-all group of %1 has %2 rounds; round %3 would be its %4th")
                      .arg(playing.size())
                      .arg(schedule.rounds())
                      .arg(result.round)
                      .arg(nth);
            return result;
        }
        result.seating = schedule.round(nth);
        break;
    }
    case RoundMovement::Danish: {
        DanishPairing::Input input;
        for (const StandingRow &row : standings) {
            if (playing.contains(row.entry))
                input.ranking.append(row.entry);
        }
        if (!t.rounds.isEmpty()) {
            for (const TournamentMatch &m : t.rounds.last().matches) {
                if (m.sides.size() == 2)
                    input.previousRound.append({m.table, m.sides[0], m.sides[1]});
            }
        }
        for (const TournamentRound &r : t.rounds)
            input.rested.unite(QSet<int>(r.resting.begin(), r.resting.end()));
        input.lastRound = result.round == t.roundPlan.size();
        const DanishPairing::Result danish = DanishPairing::pair(t.danish, input);
        result.seating = danish.seating;
        result.previousOpponentsMeet = danish.previousOpponentsMeet;
        break;
    }
    case RoundMovement::Director:
        result.error = tr("round %1 is seated by the director").arg(result.round);
        break;
    }
    return result;
}

} // namespace pinaculo
