#include "clubsender.h"

#include "clubconnection.h"

namespace pinaculo {

ClubSender::ClubSender(const ClubServer &server)
    : m_server(server)
{
}

ClubSender::~ClubSender() = default;

void ClubSender::send(const QList<ClubSubmissions::Submission> &submissions)
{
    QList<ClubSubmissions::Submission> delivered;
    if (!m_connection)
        m_connection = std::make_unique<ClubConnection>(m_server);
    if (!m_connection->isAlive() && !m_connection->open()) {
        emit sent(delivered, m_connection->error());
        return;
    }
    QString error;
    for (const ClubSubmissions::Submission &submission : submissions) {
        if (ClubSubmissions::send(m_connection->database(), submission, &error)
            == ClubSubmissions::Outcome::Refused)
            break;
        delivered.append(submission);
        error.clear();
    }
    emit sent(delivered, error);
}

} // namespace pinaculo
