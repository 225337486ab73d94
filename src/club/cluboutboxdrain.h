#pragma once

#include "clubserver.h"
#include "clubsubmissions.h"

#include <QObject>
#include <QString>
#include <QThread>
#include <QTimer>

namespace pinaculo {

class ClubOutbox;
class ClubSender;

// Drains a table's outbox to the club and never makes the window wait: it reads the newest
// revision of each match from the outbox (the laptop's own database, on the window's thread),
// hands them to a ClubSender on a thread of its own, and strikes off what the club has when
// the sender answers. It drains when told a revision was queued, and again every retry interval
// while revisions wait (the server stopped, the network dropped); waitingChanged tells how many
// wait and why, for the window ("not sent: 3 changes kept on this laptop").
class ClubOutboxDrain : public QObject
{
    Q_OBJECT

public:
    static constexpr int RetryMs = 5000;

    ClubOutboxDrain(ClubOutbox *outbox, const ClubServer &server, QObject *parent = nullptr);
    // Waits for a send under way, then lets the sender's thread go.
    ~ClubOutboxDrain() override;

    int waiting() const { return m_waiting; }
    QString lastError() const { return m_error; }
    void setRetryInterval(int ms) { m_retry.setInterval(ms); }

public slots:
    // After a revision was queued: sends it now, or once the send under way is answered.
    void drain();

signals:
    void waitingChanged(int waiting, const QString &error);
    // To the sender's thread.
    void sendRequested(const QList<pinaculo::ClubSubmissions::Submission> &submissions);

private:
    void onSent(const QList<ClubSubmissions::Submission> &delivered, const QString &error);
    void report(const QString &error);

    ClubOutbox *m_outbox;
    QThread m_thread;
    ClubSender *m_sender;
    QTimer m_retry;
    bool m_busy = false;
    bool m_again = false;
    int m_waiting = 0;
    QString m_error;
};

} // namespace pinaculo
