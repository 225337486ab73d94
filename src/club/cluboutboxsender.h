#pragma once

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

class ClubConnection;
class ClubOutbox;

// Sends a table's outbox to the club: the newest revision of each match, which holds every hand
// of the ones before it, each sent as ClubSubmissions sends it, idempotent by match and
// revision. A revision the club takes, or has already, is delivered, the older ones with it. A
// connection found dead (the server restarted, the network dropped and came back) is opened
// again first; what cannot be sent now stays in the outbox for the next drain.
class ClubOutboxSender
{
    Q_DECLARE_TR_FUNCTIONS(ClubOutboxSender)

public:
    struct Report
    {
        int delivered = 0; // matches whose newest revision the club now has
        int waiting = 0; // revisions still in the outbox
        QString error; // why the rest waits, empty when nothing does for a reason
    };

    static Report drain(ClubOutbox &outbox, ClubConnection &connection);
};

} // namespace pinaculo
