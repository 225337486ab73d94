#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace pinaculo {

// A table's game sent to the club: the whole game file at one revision, so that the newest one
// sent holds every hand and a lost one is never a gap. Sending is idempotent by match and
// revision: a revision the club has already (sent before the network dropped, its answer lost)
// is recognised and not sent again, even once the final one has closed the match to the table.
class ClubSubmissions
{
    Q_DECLARE_TR_FUNCTIONS(ClubSubmissions)

public:
    struct Submission
    {
        qint64 tournament = 0;
        int round = 0;
        int table = 0;
        int revision = 0; // from 1, growing with every change of the table's game
        QByteArray game; // the game file's JSON
        bool final = false; // the table's last hand is in it
    };

    enum class Outcome { Stored, AlreadyStored, Refused };

    // Sends `submission` in one transaction; Refused comes with the club's words in `error`.
    static Outcome send(const QSqlDatabase &db, const Submission &submission, QString *error);
};

} // namespace pinaculo
