#pragma once

#include "matchcorrection.h"

#include <QList>
#include <QString>

#include <optional>

namespace pinaculo {

// One table of a round: the entries at it, where the match stands, and its result as the table
// gave it — typed MP, the table's game file (MP are then its totals, as GameScorer gives them),
// or a forfeit — with the director's corrections after it was accepted.
struct TournamentMatch
{
    // playing → submitted (the table has sent its last hand) → confirmed (one player of each
    // side) → accepted (by the director). A match counts in the standings once submitted.
    enum class Status { Playing, Submitted, Confirmed, Accepted };

    int table = 0; // from 1
    QList<int> sides; // entry numbers; the first sits North-South
    Status status = Status::Playing;
    QList<int> mp; // as typed; empty when only the game file gives them
    QString gameFile; // relative to the tournament file's folder; empty when none
    int absent = 0; // a forfeit: the entry that did not come, 0 when none
    QList<MatchCorrection> corrections;

    bool counts() const { return status != Status::Playing; }
    bool isForfeit() const { return absent > 0; }

    static QString statusId(Status status);
    static std::optional<Status> statusFromId(const QString &id);
    friend bool operator==(const TournamentMatch &, const TournamentMatch &) = default;
};

} // namespace pinaculo
