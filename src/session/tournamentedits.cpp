#include "tournamentedits.h"

#include "gamefilereader.h"
#include "nextroundpairing.h"
#include "tournamentgamefiles.h"

namespace pinaculo {

TournamentEdits::TournamentEdits(TournamentDocument *document, QString director)
    : m_document(document)
    , m_director(std::move(director))
{
}

QDateTime TournamentEdits::now() const
{
    // With its offset: the file says the moment, wherever it is read; to the second, as the
    // file keeps it.
    const qint64 seconds = QDateTime::currentSecsSinceEpoch();
    const int offset = QDateTime::fromSecsSinceEpoch(seconds).offsetFromUtc();
    return QDateTime::fromSecsSinceEpoch(seconds, Qt::OffsetFromUTC, offset);
}

TournamentMatch *TournamentEdits::matchIn(TournamentState &state, int round, int table,
                                          QString *error) const
{
    if (round >= 1 && round <= state.tournament.rounds.size()) {
        for (TournamentMatch &match : state.tournament.rounds[round - 1].matches) {
            if (match.table == table)
                return &match;
        }
    }
    *error = tr("round %1 has no table %2").arg(round).arg(table);
    return nullptr;
}

TournamentMatch *TournamentEdits::editableMatchIn(TournamentState &state, int round, int table,
                                                  QString *error) const
{
    TournamentMatch *match = matchIn(state, round, table, error);
    if (match && match->status == TournamentMatch::Status::Accepted) {
        *error = tr("table %1 is accepted: correct it instead").arg(table);
        return nullptr;
    }
    return match;
}

bool TournamentEdits::canTakeResult(int round, int table, QString *error) const
{
    TournamentState state = m_document->state();
    return editableMatchIn(state, round, table, error) != nullptr;
}

QList<int> TournamentEdits::currentMp(int round, int table) const
{
    TournamentState state = m_document->state();
    QString error;
    const TournamentMatch *match = matchIn(state, round, table, &error);
    if (!match || match->isForfeit())
        return {};
    return TournamentScorer::matchMp(*match, state.totals.value({round, table}), &error);
}

bool TournamentEdits::seatNextRound(QString *error, QString *warning)
{
    TournamentState next = m_document->state();
    const NextRoundPairing::Result pairing
        = NextRoundPairing::pair(next.tournament, m_document->standings().standings);
    if (!pairing.ok()) {
        *error = pairing.error;
        return false;
    }
    TournamentRound round;
    round.number = pairing.round;
    round.movement = pairing.movement;
    for (const TableSeating &seat : pairing.seating.tables) {
        TournamentMatch match;
        match.table = seat.table;
        match.sides = {seat.northSouth, seat.eastWest};
        round.matches.append(match);
    }
    round.resting = pairing.seating.resting;
    next.tournament.rounds.append(round);
    if (warning && pairing.previousOpponentsMeet)
        *warning = tr("No pairing keeps every previous opponent apart: the pure Danish pairing "
                      "was made.");
    return m_document->change(next, tr("Seat round %1").arg(round.number), error);
}

bool TournamentEdits::recordMp(int round, int table, const QList<int> &mp, QString *error)
{
    TournamentState next = m_document->state();
    TournamentMatch *match = editableMatchIn(next, round, table, error);
    if (!match)
        return false;
    // Typed MP take the place of a game taken in before.
    next.games.remove({round, table});
    next.totals.remove({round, table});
    match->gameFile.clear();
    match->absent = 0;
    match->mp = mp;
    // A new result waits for the sides again: what they confirmed was the one before.
    match->status = TournamentMatch::Status::Submitted;
    return m_document->change(next, tr("Result of round %1, table %2").arg(round).arg(table),
                              error);
}

bool TournamentEdits::takeGame(int round, int table, const QByteArray &gameJson, QString *error)
{
    TournamentState next = m_document->state();
    TournamentMatch *match = editableMatchIn(next, round, table, error);
    if (!match)
        return false;
    const GameFileReader::Result read = GameFileReader::read(gameJson);
    if (const QString problem = TournamentGameFiles::problem(next.tournament, *match, read);
        !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    next.games.insert({round, table}, gameJson);
    next.totals.insert({round, table}, read.result.totals(read.game.setup.sideCount()));
    match->gameFile = TournamentGameFiles::fileName(round, table);
    match->mp.clear();
    match->absent = 0;
    // A new result waits for the sides again: what they confirmed was the one before.
    match->status = TournamentMatch::Status::Submitted;
    return m_document->change(next, tr("Game of round %1, table %2").arg(round).arg(table), error);
}

bool TournamentEdits::forfeit(int round, int table, int absent, QString *error)
{
    TournamentState next = m_document->state();
    TournamentMatch *match = matchIn(next, round, table, error);
    if (!match)
        return false;
    next.games.remove({round, table});
    next.totals.remove({round, table});
    match->gameFile.clear();
    match->mp.clear();
    match->absent = absent;
    if (match->status == TournamentMatch::Status::Playing)
        match->status = TournamentMatch::Status::Submitted;
    return m_document->change(next, tr("Forfeit at round %1, table %2").arg(round).arg(table),
                              error);
}

bool TournamentEdits::setStatus(int round, int table, TournamentMatch::Status status,
                                QString *error)
{
    TournamentState next = m_document->state();
    const bool confirming = status == TournamentMatch::Status::Confirmed;
    // A confirmation is of a result, and never takes an acceptance back.
    TournamentMatch *match = confirming ? editableMatchIn(next, round, table, error)
                                        : matchIn(next, round, table, error);
    if (!match)
        return false;
    if (confirming && match->status == TournamentMatch::Status::Playing) {
        *error = tr("table %1 has no result to confirm yet").arg(table);
        return false;
    }
    match->status = status;
    return m_document->change(next,
                              status == TournamentMatch::Status::Accepted
                                  ? tr("Accept round %1, table %2").arg(round).arg(table)
                                  : tr("Confirm round %1, table %2").arg(round).arg(table),
                              error);
}

bool TournamentEdits::closeRound(int round, QString *error)
{
    TournamentState next = m_document->state();
    if (round < 1 || round > next.tournament.rounds.size()) {
        *error = tr("there is no round %1").arg(round);
        return false;
    }
    TournamentRound &r = next.tournament.rounds[round - 1];
    for (TournamentMatch &match : r.matches) {
        if (!match.counts()) {
            *error = tr("table %1 has no result yet").arg(match.table);
            return false;
        }
        match.status = TournamentMatch::Status::Accepted;
    }
    r.status = TournamentRound::Status::Closed;
    return m_document->change(next, tr("Close round %1").arg(round), error);
}

bool TournamentEdits::adjust(int round, int entry, MatchAdjustment::Kind kind, double amount,
                             const QString &reason, QString *error)
{
    TournamentState next = m_document->state();
    if (round < 1 || round > next.tournament.rounds.size()) {
        *error = tr("there is no round %1").arg(round);
        return false;
    }
    EntryAdjustment a;
    a.entry = entry;
    a.adjustment.kind = kind;
    a.adjustment.amount = amount;
    a.adjustment.reason = reason.trimmed();
    a.adjustment.author = m_director;
    a.adjustment.at = now();
    next.tournament.rounds[round - 1].adjustments.append(a);
    return m_document->change(next, tr("Adjust entry %1 in round %2").arg(entry).arg(round), error);
}

bool TournamentEdits::correct(int round, int table, MatchCorrection::Kind kind,
                              const QList<int> &mp, const QString &reason, QString *error)
{
    TournamentState next = m_document->state();
    TournamentMatch *match = matchIn(next, round, table, error);
    if (!match)
        return false;
    MatchCorrection c;
    c.kind = kind;
    c.was = currentMp(round, table);
    c.mp
        = kind == MatchCorrection::Kind::WrongSides ? QList<int>(c.was.rbegin(), c.was.rend()) : mp;
    c.reason = reason.trimmed();
    c.author = m_director;
    c.at = now();
    match->corrections.append(c);
    return m_document->change(next, tr("Correct round %1, table %2").arg(round).arg(table), error);
}

bool TournamentEdits::lateArrival(int round, int table, int entry, int minutes, QString *error,
                                  LateArrival::Ruling *ruling)
{
    TournamentState state = m_document->state();
    const TournamentMatch *match = editableMatchIn(state, round, table, error);
    if (!match)
        return false;
    if (!match->sides.contains(entry)) {
        *error = tr("entry %1 does not play at table %2").arg(entry).arg(table);
        return false;
    }
    const UnplayedAwards &awards = state.tournament.awards;
    const LateArrival::Ruling given = LateArrival::ruling(awards, minutes);
    if (ruling)
        *ruling = given;
    switch (given) {
    case LateArrival::Ruling::Forfeit:
        return forfeit(round, table, entry, error);
    case LateArrival::Ruling::MatchPointPenalty:
        return adjust(round, entry, MatchAdjustment::Kind::MatchPoints, -awards.lateMpPenalty,
                      LateArrival::reason(minutes), error);
    case LateArrival::Ruling::Warning:
        break;
    }
    return true;
}

bool TournamentEdits::withdraw(int entry, QString *error)
{
    TournamentState next = m_document->state();
    for (TournamentEntry &e : next.tournament.entries) {
        if (e.number == entry) {
            e.withdrawnAfterRound = int(next.tournament.rounds.size());
            if (e.withdrawnAfterRound == 0) {
                *error = tr("an entry withdraws after a round it played; before the first, "
                            "leave it out of the tournament");
                return false;
            }
            return m_document->change(next, tr("Withdraw entry %1").arg(entry), error);
        }
    }
    *error = tr("there is no entry %1").arg(entry);
    return false;
}

bool TournamentEdits::addLateEntry(const QString &name, QString *error, QString *warning)
{
    TournamentState next = m_document->state();
    Tournament &t = next.tournament;
    if (t.rounds.size() != 1 || t.rounds.first().status == TournamentRound::Status::Closed) {
        *error = tr("a late entry joins while round 1 is in play");
        return false;
    }
    if (name.trimmed().isEmpty()) {
        *error = tr("give the late entry a name");
        return false;
    }
    int number = 0;
    for (const TournamentEntry &e : std::as_const(t.entries))
        number = std::max(number, e.number);
    ++number;
    t.entries.append({number, name.trimmed(), 0});
    TournamentRound &first = t.rounds.first();
    if (first.resting.isEmpty()) {
        first.resting.append(number);
        if (warning)
            *warning = tr("No entry rests in round 1: entry %1 rests this round and takes the bye "
                          "award, which an adjustment can change.")
                           .arg(number);
    } else {
        // The late entry takes the seat left empty, North-South at a table of its own; a
        // Mitchell movement then goes on from it (MitchellMovement::continued).
        int table = 0;
        for (const TournamentMatch &m : std::as_const(first.matches))
            table = std::max(table, m.table);
        TournamentMatch match;
        match.table = table + 1;
        match.sides = {number, first.resting.takeFirst()};
        first.matches.append(match);
    }
    return m_document->change(next, tr("Late entry %1").arg(number), error);
}

bool TournamentEdits::approve(QString *error)
{
    TournamentState next = m_document->state();
    next.tournament.approval = TournamentApproval {m_director, now()};
    return m_document->change(next, tr("Approve the final standings"), error);
}

} // namespace pinaculo
