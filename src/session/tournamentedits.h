#pragma once

#include "latearrival.h"
#include "matchcorrection.h"
#include "matchresult.h"
#include "tournamentdocument.h"
#include "tournamentmatch.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace pinaculo {

// The director's changes to a tournament, each one undo step: the next round seated by its
// movement, a table's result typed as MP, taken from its game file or given as a forfeit, a
// table confirmed or accepted, a round closed, an adjustment, a correction, a withdrawal, the
// final approval. Each is refused, with the reason and nothing changed, when the tournament would
// not be whole after it; adjustments and corrections are signed with the director's name and
// the time.
class TournamentEdits
{
    Q_DECLARE_TR_FUNCTIONS(TournamentEdits)

public:
    TournamentEdits(TournamentDocument *document, QString director);

    // `warning`, when given, says what the director should know of the seating made (a Danish
    // pairing that had to repeat the previous round's opponents).
    bool seatNextRound(QString *error, QString *warning = nullptr);
    bool recordMp(int round, int table, const QList<int> &mp, QString *error);
    bool takeGame(int round, int table, const QByteArray &gameJson, QString *error);
    bool forfeit(int round, int table, int absent, QString *error);
    bool setStatus(int round, int table, TournamentMatch::Status status, QString *error);
    // Every table of the round accepted and the round closed; refused while a table plays.
    bool closeRound(int round, QString *error);
    bool adjust(int round, int entry, MatchAdjustment::Kind kind, double amount,
                const QString &reason, QString *error);
    // `mp` is the corrected MP of a sum error; a correction of wrong sides swaps the MP.
    bool correct(int round, int table, MatchCorrection::Kind kind, const QList<int> &mp,
                 const QString &reason, QString *error);
    // The entry `entry` of round `round`, table `table`, came `minutes` late: the ruling
    // LateArrival gives it is applied (a warning records nothing; the MP penalty is an MP
    // adjustment signed like any other; past the forfeit limit the match is forfeited by it) and
    // returned in `ruling`.
    bool lateArrival(int round, int table, int entry, int minutes, QString *error,
                     LateArrival::Ruling *ruling = nullptr);
    bool withdraw(int entry, QString *error);
    // A late entry, named `name`, joins while round 1 is in play: it takes a new table against
    // the entry that would rest, or rests itself (with the bye award, `warning` says so) when
    // no entry does. Refused once round 1 is closed or a later round seated.
    bool addLateEntry(const QString &name, QString *error, QString *warning = nullptr);
    bool approve(QString *error);

    // Whether the table may still take a result (it is seated and not accepted), asked before
    // the director types one at length; `error` says why not.
    bool canTakeResult(int round, int table, QString *error) const;
    // The MP a table stands at now (typed or its game's, then corrected); empty when none.
    QList<int> currentMp(int round, int table) const;

private:
    TournamentMatch *matchIn(TournamentState &state, int round, int table, QString *error) const;
    // The match, unless it is accepted: then only a correction may change it.
    TournamentMatch *editableMatchIn(TournamentState &state, int round, int table,
                                     QString *error) const;
    QDateTime now() const;

    TournamentDocument *m_document;
    QString m_director;
};

} // namespace pinaculo
