#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QWebSocketServer>

class QTcpSocket;
class QWebSocket;

namespace pinaculo {

// The pages connected by WebSocket: each gets the latest state when it connects and every new
// one after. Nothing a page sends is acted on (the board is read-only), and a frame bigger than
// a few bytes closes its connection. A ping every few seconds finds the phones that went to
// sleep or left the network, so their connections do not hold a place for ever.
class LiveBoardHub : public QObject
{
    Q_OBJECT

public:
    static constexpr int maxIncomingBytes = 256;
    static constexpr int pingIntervalMs = 10'000;
    static constexpr int silenceLimitMs = 35'000;
    static constexpr int handshakeTimeoutMs = 5000;

    explicit LiveBoardHub(QObject *parent = nullptr);
    ~LiveBoardHub() override;

    // Completes the WebSocket handshake of a connection whose upgrade request is unread.
    void accept(QTcpSocket *socket);
    // Sends `message` to every page, and to each page that connects later.
    void publish(const QByteArray &message);
    // Closes every page's connection ("going away": sharing stopped).
    void closeAll();
    int clientCount() const { return int(m_clients.size()); }

signals:
    void clientCountChanged(int count);

private:
    struct Client
    {
        QElapsedTimer heard; // since the page last answered a ping
        // The connection under the WebSocket, which QWebSocket uses but does not own: deleted
        // here, after its WebSocket.
        QPointer<QTcpSocket> connection;
    };
    void takePending();
    QPointer<QTcpSocket> takeHandshaking(const QWebSocket *client);
    void remove(QWebSocket *client);
    void pingAll();

    QWebSocketServer m_server;
    QByteArray m_message;
    QList<QPointer<QTcpSocket>> m_handshaking;
    QHash<QWebSocket *, Client> m_clients;
    QTimer m_pingTimer;
};

} // namespace pinaculo
