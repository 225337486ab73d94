#include "liveboardlistener.h"

#include <QTcpSocket>

#include <algorithm>

namespace pinaculo {

LiveBoardListener::LiveBoardListener(QObject *parent)
    : QTcpServer(parent)
{
}

int LiveBoardListener::connectionCount() const
{
    return int(std::count_if(m_connections.cbegin(), m_connections.cend(), [](const Entry &entry) {
        return entry.socket && entry.socket->state() != QAbstractSocket::UnconnectedState;
    }));
}

void LiveBoardListener::forgetClosed()
{
    m_connections.removeIf([](const Entry &entry) {
        return !entry.socket || entry.socket->state() == QAbstractSocket::UnconnectedState;
    });
}

void LiveBoardListener::closeAll()
{
    close();
    const QList<Entry> entries = m_connections;
    m_connections.clear();
    for (const Entry &entry : entries) {
        if (entry.socket)
            entry.socket->abort();
    }
}

void LiveBoardListener::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    if (!makeRoom()) {
        LiveBoardConnection::refuse(socket, 503);
        return;
    }
    m_connections.append({socket});
    auto *connection = new LiveBoardConnection(socket, m_paths, m_responder);
    connect(connection, &LiveBoardConnection::tokenShown, this,
            [this, socket] { markTokenShown(socket); });
    connect(connection, &LiveBoardConnection::webSocketRequested, this,
            &LiveBoardListener::webSocketRequested);
}

bool LiveBoardListener::makeRoom()
{
    forgetClosed();
    const auto unproven = [](const Entry &entry) { return !entry.tokenShown; };
    const bool unprovenFull = std::count_if(m_connections.cbegin(), m_connections.cend(), unproven)
        >= maxUnprovenConnections;
    if (!unprovenFull && m_connections.size() < maxConnections)
        return true;
    // The oldest connection still without the token goes: a phone that knows the token names
    // it in its first line, within a moment of connecting, while a squatter never does.
    const auto oldest = std::find_if(m_connections.begin(), m_connections.end(), unproven);
    if (oldest == m_connections.end())
        return false;
    const QPointer<QTcpSocket> evicted = oldest->socket;
    m_connections.erase(oldest);
    if (evicted) {
        evicted->abort();
        evicted->deleteLater();
    }
    return true;
}

void LiveBoardListener::markTokenShown(const QTcpSocket *socket)
{
    for (Entry &entry : m_connections) {
        if (entry.socket == socket)
            entry.tokenShown = true;
    }
}

} // namespace pinaculo
