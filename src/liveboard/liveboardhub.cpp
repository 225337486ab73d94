#include "liveboardhub.h"

#include <QTcpSocket>
#include <QWebSocket>

namespace pinaculo {

LiveBoardHub::LiveBoardHub(QObject *parent)
    : QObject(parent)
    , m_server(QStringLiteral("Pinaculo"), QWebSocketServer::NonSecureMode)
{
    m_server.setHandshakeTimeout(handshakeTimeoutMs);
    connect(&m_server, &QWebSocketServer::newConnection, this, &LiveBoardHub::takePending);
    m_pingTimer.setInterval(pingIntervalMs);
    connect(&m_pingTimer, &QTimer::timeout, this, &LiveBoardHub::pingAll);
}

LiveBoardHub::~LiveBoardHub()
{
    closeAll();
}

void LiveBoardHub::accept(QTcpSocket *socket)
{
    m_handshaking.append(socket);
    // Before the WebSocket's own reading, so each chunk is counted before it is acted on.
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { countArrived(socket); });
    // A handshake that fails or never ends leaves the socket closed; it is deleted here.
    const QPointer<QTcpSocket> guarded(socket);
    QTimer::singleShot(handshakeTimeoutMs + 1000, this, [this, guarded] {
        if (guarded && m_handshaking.removeAll(guarded) > 0) {
            guarded->abort();
            guarded->deleteLater();
        }
    });
    m_server.handleConnection(socket);
}

QPointer<QTcpSocket> LiveBoardHub::takeHandshaking(const QWebSocket *client)
{
    m_handshaking.removeAll(nullptr);
    for (qsizetype i = 0; i < m_handshaking.size(); ++i) {
        const QTcpSocket *socket = m_handshaking.at(i);
        if (socket->peerPort() == client->peerPort()
            && socket->peerAddress() == client->peerAddress())
            return m_handshaking.takeAt(i);
    }
    return {};
}

void LiveBoardHub::takePending()
{
    while (QWebSocket *client = m_server.nextPendingConnection()) {
        client->setParent(this);
        client->setMaxAllowedIncomingFrameSize(maxIncomingBytes);
        client->setMaxAllowedIncomingMessageSize(maxIncomingBytes);
        Client entry;
        entry.heard.start();
        entry.connection = takeHandshaking(client);
        m_clients.insert(client, entry);
        watch(client, entry.connection);
        if (!m_message.isEmpty())
            sendState(client);
        if (!m_pingTimer.isActive())
            m_pingTimer.start();
        emit clientCountChanged(clientCount());
    }
}

void LiveBoardHub::watch(QWebSocket *client, QTcpSocket *connection)
{
    connect(client, &QWebSocket::disconnected, this, [this, client] { remove(client); });
    connect(client, &QWebSocket::pong, this, [this, client] {
        if (m_clients.contains(client))
            m_clients[client].heard.restart();
        countFrame(client);
    });
    // A page never needs to send a message: each one only counts against its limit.
    connect(client, &QWebSocket::textFrameReceived, this, [this, client] { countFrame(client); });
    connect(client, &QWebSocket::binaryFrameReceived, this, [this, client] { countFrame(client); });
    connect(client, &QWebSocket::bytesWritten, this, [this, client] {
        const auto found = m_clients.constFind(client);
        if (found != m_clients.cend() && found->stateWaiting)
            sendState(client);
    });
    if (!connection)
        return;
    connection->setReadBufferSize(readChunkBytes);
    m_clients[client].counted = connection->bytesAvailable();
    // After the WebSocket has read what it could (and answered its pings): what is left was
    // counted already, and what those answers cost is weighed.
    connect(connection, &QTcpSocket::readyRead, this, [this, client, connection] {
        const auto found = m_clients.find(client);
        if (found == m_clients.end())
            return;
        found->counted = connection->bytesAvailable();
        withinUnsentBound(client);
    });
}

void LiveBoardHub::countArrived(const QTcpSocket *connection)
{
    for (auto it = m_clients.begin(); it != m_clients.end(); ++it) {
        if (it->connection != connection)
            continue;
        const qint64 available = connection->bytesAvailable();
        const qint64 arrived = available - it->counted;
        it->counted = available;
        if (!it->incoming.addBytes(arrived))
            it.key()->abort();
        return;
    }
}

void LiveBoardHub::countFrame(QWebSocket *client)
{
    const auto found = m_clients.find(client);
    if (found != m_clients.end() && !found->incoming.addFrame())
        client->abort();
}

bool LiveBoardHub::withinUnsentBound(QWebSocket *client)
{
    if (client->bytesToWrite() <= maxUnsentBytes + m_message.size())
        return true;
    client->abort();
    return false;
}

void LiveBoardHub::sendState(QWebSocket *client)
{
    const auto found = m_clients.find(client);
    if (found == m_clients.end())
        return;
    // The state before is still leaving: this one replaces any other waiting, and goes when
    // that has left.
    if (client->bytesToWrite() > 0) {
        found->stateWaiting = true;
        withinUnsentBound(client);
        return;
    }
    found->stateWaiting = false;
    client->sendTextMessage(m_text);
}

void LiveBoardHub::publish(const QByteArray &message)
{
    m_message = message;
    m_text = QString::fromUtf8(message);
    const QList<QWebSocket *> clients = m_clients.keys();
    for (QWebSocket *client : clients)
        sendState(client);
}

void LiveBoardHub::remove(QWebSocket *client)
{
    const auto found = m_clients.constFind(client);
    if (found == m_clients.cend())
        return;
    const QPointer<QTcpSocket> connection = found->connection;
    m_clients.erase(found);
    // In this order: the WebSocket still speaks to its connection while it is deleted.
    client->deleteLater();
    if (connection)
        connection->deleteLater();
    if (m_clients.isEmpty())
        m_pingTimer.stop();
    emit clientCountChanged(clientCount());
}

void LiveBoardHub::pingAll()
{
    const QList<QWebSocket *> clients = m_clients.keys();
    for (QWebSocket *client : clients) {
        // One dropped on the way is gone from the list already.
        if (!m_clients.contains(client))
            continue;
        if (m_clients.value(client).heard.elapsed() > silenceLimitMs)
            client->abort();
        else if (withinUnsentBound(client))
            client->ping();
    }
}

void LiveBoardHub::closeAll()
{
    const QList<QWebSocket *> clients = m_clients.keys();
    for (QWebSocket *client : clients) {
        const QPointer<QTcpSocket> connection = m_clients.value(client).connection;
        disconnect(client, nullptr, this, nullptr);
        client->close(QWebSocketProtocol::CloseCodeGoingAway);
        // Its connection goes now, whether or not the page answers the close; the WebSocket is
        // deleted before it, at once, since the connection's owner may go next.
        client->abort();
        delete client;
        delete connection;
    }
    m_clients.clear();
    for (const QPointer<QTcpSocket> &socket : std::as_const(m_handshaking)) {
        if (socket)
            socket->deleteLater();
    }
    m_handshaking.clear();
    m_pingTimer.stop();
    m_message.clear();
    m_text.clear();
    emit clientCountChanged(0);
}

} // namespace pinaculo
