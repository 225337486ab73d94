#include "liveboardhub.h"

#include <QTcpSocket>
#include <QWebSocket>

namespace pinaculo {

LiveBoardHub::LiveBoardHub(QObject *parent)
    : QObject(parent)
    , m_server(QStringLiteral("Pinaculo"), QWebSocketServer::NonSecureMode)
{
    m_server.setHandshakeTimeout(5000);
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
    m_server.handleConnection(socket);
}

void LiveBoardHub::takePending()
{
    while (QWebSocket *client = m_server.nextPendingConnection()) {
        client->setParent(this);
        client->setMaxAllowedIncomingFrameSize(maxIncomingBytes);
        client->setMaxAllowedIncomingMessageSize(maxIncomingBytes);
        QElapsedTimer heard;
        heard.start();
        m_clients.insert(client, heard);
        connect(client, &QWebSocket::disconnected, this, [this, client] { remove(client); });
        connect(client, &QWebSocket::pong, this, [this, client] {
            if (m_clients.contains(client))
                m_clients[client].restart();
        });
        if (!m_message.isEmpty())
            client->sendTextMessage(QString::fromUtf8(m_message));
        if (!m_pingTimer.isActive())
            m_pingTimer.start();
        emit clientCountChanged(clientCount());
    }
}

void LiveBoardHub::publish(const QByteArray &message)
{
    m_message = message;
    const QString text = QString::fromUtf8(message);
    for (auto it = m_clients.cbegin(); it != m_clients.cend(); ++it)
        it.key()->sendTextMessage(text);
}

void LiveBoardHub::remove(QWebSocket *client)
{
    if (m_clients.remove(client) == 0)
        return;
    client->deleteLater();
    if (m_clients.isEmpty())
        m_pingTimer.stop();
    emit clientCountChanged(clientCount());
}

void LiveBoardHub::pingAll()
{
    const QList<QWebSocket *> clients = m_clients.keys();
    for (QWebSocket *client : clients) {
        if (m_clients.value(client).elapsed() > silenceLimitMs)
            client->abort();
        else
            client->ping();
    }
}

void LiveBoardHub::closeAll()
{
    const QList<QWebSocket *> clients = m_clients.keys();
    for (QWebSocket *client : clients) {
        client->close(QWebSocketProtocol::CloseCodeGoingAway);
        // Its socket goes now, whether or not the page answers the close.
        client->abort();
        remove(client);
    }
    m_message.clear();
}

} // namespace pinaculo
