#include "cluboutboxdrain.h"

#include "cluboutbox.h"
#include "clubsender.h"

namespace pinaculo {

ClubOutboxDrain::ClubOutboxDrain(ClubOutbox *outbox, const ClubServer &server, QObject *parent)
    : QObject(parent)
    , m_outbox(outbox)
    , m_sender(new ClubSender(server))
{
    m_thread.setObjectName(QStringLiteral("club sender"));
    m_sender->moveToThread(&m_thread);
    // Deleted on its own thread, where its connection was made.
    connect(&m_thread, &QThread::finished, m_sender, &QObject::deleteLater);
    connect(this, &ClubOutboxDrain::sendRequested, m_sender, &ClubSender::send);
    connect(m_sender, &ClubSender::sent, this, &ClubOutboxDrain::onSent);
    m_retry.setSingleShot(true);
    m_retry.setInterval(RetryMs);
    connect(&m_retry, &QTimer::timeout, this, &ClubOutboxDrain::drain);
    m_thread.start();
    m_waiting = m_outbox->waiting();
}

ClubOutboxDrain::~ClubOutboxDrain()
{
    m_thread.quit();
    m_thread.wait();
}

void ClubOutboxDrain::drain()
{
    if (m_busy) {
        m_again = true;
        return;
    }
    QString error;
    const QList<ClubOutbox::Entry> newest = m_outbox->newest(&error);
    if (!error.isEmpty() || newest.isEmpty()) {
        report(error);
        return;
    }
    QList<ClubSubmissions::Submission> submissions;
    for (const ClubOutbox::Entry &entry : newest)
        submissions.append(
            {entry.tournament, entry.round, entry.table, entry.revision, entry.game, entry.final});
    m_busy = true;
    emit sendRequested(submissions);
}

void ClubOutboxDrain::onSent(const QList<ClubSubmissions::Submission> &delivered,
                             const QString &error)
{
    m_busy = false;
    QString problem = error;
    for (const ClubSubmissions::Submission &s : delivered) {
        QString why;
        if (!m_outbox->delivered({s.tournament, s.round, s.table, s.revision, {}, s.final, 0}, &why)
            && problem.isEmpty())
            problem = why;
    }
    report(problem);
    if (m_again) {
        m_again = false;
        drain();
    }
}

void ClubOutboxDrain::report(const QString &error)
{
    m_error = error;
    m_waiting = m_outbox->waiting();
    // What waits is sent again later: the server may be back by then.
    if (m_waiting > 0)
        m_retry.start();
    emit waitingChanged(m_waiting, m_error);
}

} // namespace pinaculo
