#include "tournamentchecks.h"

#include "tournamentscorer.h"

#include <QSet>

#include <algorithm>

namespace pinaculo {

namespace {

QString matchProblem(const TournamentMatch &match)
{
    const int sides = int(match.sides.size());
    if (sides < 2 || sides > 6)
        return TournamentChecks::tr("a table seats from 2 to 6 sides, not %1").arg(sides);
    if (QSet<int>(match.sides.begin(), match.sides.end()).size() != sides)
        return TournamentChecks::tr("an entry sits at the table twice");
    if (!match.mp.isEmpty() && match.mp.size() != sides)
        return TournamentChecks::tr("\"mp\" gives %1 numbers for %2 sides")
            .arg(match.mp.size())
            .arg(sides);
    if (match.isForfeit()) {
        if (sides != 2 || !match.sides.contains(match.absent))
            return TournamentChecks::tr("\"absent\" must be one of the table's two entries");
        if (!match.mp.isEmpty() || !match.gameFile.isEmpty())
            return TournamentChecks::tr(
                "a forfeit has no \"mp\" and no \"game_file\": the awards give them");
    }
    if (match.counts() && match.mp.isEmpty() && match.gameFile.isEmpty() && !match.isForfeit())
        return TournamentChecks::tr(
                   "a table that is %1 needs its \"mp\", its \"game_file\" or \"absent\"")
            .arg(TournamentMatch::statusId(match.status));
    if (!match.corrections.isEmpty() && match.status != TournamentMatch::Status::Accepted)
        return TournamentChecks::tr("only an accepted table is corrected");
    if (!match.corrections.isEmpty() && match.isForfeit())
        return TournamentChecks::tr("a forfeit is not corrected: the director adjusts it");
    for (qsizetype i = 0; i < match.corrections.size(); ++i) {
        const MatchCorrection &c = match.corrections[i];
        if (c.was.size() != sides || c.mp.size() != sides)
            return TournamentChecks::tr(
                       "correction %1 must give %2 numbers in \"was\" and in \"mp\"")
                .arg(i + 1)
                .arg(sides);
        if (c.kind == MatchCorrection::Kind::WrongSides) {
            QList<int> a = c.was;
            QList<int> b = c.mp;
            std::sort(a.begin(), a.end());
            std::sort(b.begin(), b.end());
            if (a != b || c.was == c.mp)
                return TournamentChecks::tr(
                           "correction %1 is of scores written against the wrong sides, but "
                           "%2 are not %3 in another order")
                    .arg(i + 1)
                    .arg(TournamentScorer::mpText(c.mp), TournamentScorer::mpText(c.was));
        }
    }
    // The chain of corrections from the typed MP, as the scorer follows it (from a game file's
    // totals it can only be followed once the game is read).
    if (!match.mp.isEmpty() && !match.corrections.isEmpty()) {
        QString error;
        TournamentScorer::matchMp(match, match.mp, &error);
        if (!error.isEmpty())
            return error;
    }
    return {};
}

// What is wrong in a round, and at which table (0 when at none).
struct RoundProblem
{
    int table = 0;
    QString message;
};

RoundProblem roundProblem(const Tournament &t, const TournamentRound &round, bool last)
{
    if (round.status != TournamentRound::Status::Closed && !last)
        return {0, TournamentChecks::tr("only the last round may still be in play")};
    QSet<int> tables;
    QSet<int> seated;
    auto seat = [&](int entry) -> QString {
        const TournamentEntry *e = t.entry(entry);
        if (!e)
            return TournamentChecks::tr("entry %1 is not an entry of the tournament").arg(entry);
        if (!e->playsIn(round.number))
            return TournamentChecks::tr("entry %1 withdrew after round %2")
                .arg(entry)
                .arg(e->withdrawnAfterRound);
        if (seated.contains(entry))
            return TournamentChecks::tr("entry %1 is seated twice").arg(entry);
        seated.insert(entry);
        return {};
    };
    for (const TournamentMatch &match : round.matches) {
        if (tables.contains(match.table))
            return {0, TournamentChecks::tr("table %1 is listed twice").arg(match.table)};
        tables.insert(match.table);
        for (int entry : match.sides) {
            if (const QString p = seat(entry); !p.isEmpty())
                return {match.table, p};
        }
        if (const QString p = matchProblem(match); !p.isEmpty())
            return {match.table, p};
        if (round.status == TournamentRound::Status::Closed
            && match.status != TournamentMatch::Status::Accepted)
            return {match.table, TournamentChecks::tr("a closed round has every table accepted")};
    }
    for (int entry : round.resting) {
        if (const QString p = seat(entry); !p.isEmpty())
            return {0, TournamentChecks::tr("resting: %1").arg(p)};
    }
    if (round.status == TournamentRound::Status::Closed) {
        for (const TournamentEntry &e : t.entries) {
            if (e.playsIn(round.number) && !seated.contains(e.number))
                return {0,
                        TournamentChecks::tr("entry %1 neither plays nor rests in a closed round")
                            .arg(e.number)};
        }
    }
    for (const EntryAdjustment &a : round.adjustments) {
        if (!seated.contains(a.entry))
            return {0,
                    TournamentChecks::tr(
                        "an adjustment names entry %1, who is not seated in this round")
                        .arg(a.entry)};
    }
    return {};
}

} // namespace

QString TournamentChecks::problem(const Tournament &t)
{
    QSet<int> numbers;
    for (const TournamentEntry &e : t.entries) {
        if (numbers.contains(e.number))
            return tr("entry %1 is listed twice").arg(e.number);
        numbers.insert(e.number);
        if (e.withdrawnAfterRound > t.roundPlan.size())
            return tr("entry %1 withdrew after round %2, but the plan has %3 rounds")
                .arg(e.number)
                .arg(e.withdrawnAfterRound)
                .arg(t.roundPlan.size());
    }
    if (t.rounds.size() > t.roundPlan.size())
        return tr("the file holds %1 rounds, but \"round_plan\" names %2")
            .arg(t.rounds.size())
            .arg(t.roundPlan.size());
    for (qsizetype i = 0; i < t.rounds.size(); ++i) {
        const TournamentRound &round = t.rounds[i];
        if (round.number != i + 1)
            return tr("round %1 is listed where round %2 belongs").arg(round.number).arg(i + 1);
        if (round.movement != t.roundPlan[i])
            return tr("round %1 is seated by %2, but \"round_plan\" says %3")
                .arg(round.number)
                .arg(RoundMovements::id(round.movement), RoundMovements::id(t.roundPlan[i]));
        const RoundProblem p = roundProblem(t, round, i + 1 == t.rounds.size());
        if (p.table > 0)
            return tr("round %1, table %2: %3").arg(round.number).arg(p.table).arg(p.message);
        if (!p.message.isEmpty())
            return tr("round %1: %2").arg(round.number).arg(p.message);
    }
    if (t.approval) {
        const bool finished = t.rounds.size() == t.roundPlan.size()
            && std::all_of(t.rounds.begin(), t.rounds.end(), [](const TournamentRound &r) {
                                  return r.status == TournamentRound::Status::Closed;
                              });
        if (!finished)
            return tr("the standings are approved, but not every round of the plan is closed");
    }
    return {};
}

} // namespace pinaculo
