#include "cluboutboxsender.h"

#include "clubconnection.h"
#include "cluboutbox.h"
#include "clubsubmissions.h"

namespace pinaculo {

ClubOutboxSender::Report ClubOutboxSender::drain(ClubOutbox &outbox, ClubConnection &connection)
{
    Report report;
    QString error;
    const QList<ClubOutbox::Entry> newest = outbox.newest(&error);
    if (!error.isEmpty()) {
        report.error = error;
    } else if (!newest.isEmpty() && !connection.isAlive() && !connection.open()) {
        report.error = connection.error();
    } else {
        for (const ClubOutbox::Entry &entry : newest) {
            const ClubSubmissions::Submission submission {entry.tournament, entry.round,
                                                          entry.table,      entry.revision,
                                                          entry.game,       entry.final};
            const ClubSubmissions::Outcome outcome
                = ClubSubmissions::send(connection.database(), submission, &error);
            if (outcome == ClubSubmissions::Outcome::Refused) {
                report.error = error;
                break;
            }
            if (!outbox.delivered(entry, &error)) {
                report.error = error;
                break;
            }
            ++report.delivered;
        }
    }
    report.waiting = outbox.waiting();
    return report;
}

} // namespace pinaculo
