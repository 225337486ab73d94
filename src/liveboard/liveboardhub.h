#pragma once

#include "liveboardincomingmeter.h"

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
//
// What one page may cost is bounded. Only the latest state matters, so a page is sent a new one
// only once the one before has left: at most one state waits for it, however fast the game
// changes. A page that lets more than maxUnsentBytes besides that state pile up (pongs to pings
// it never reads) is dropped. What it sends is read at most readChunkBytes at a turn of the
// event loop, so a flood cannot hold the HTTP side up, and a page sending more than its
// LiveBoardIncomingMeter allows in a second is dropped; that bounds the pongs too.
class LiveBoardHub : public QObject
{
    Q_OBJECT

public:
    static constexpr int maxIncomingBytes = 256;
    static constexpr int pingIntervalMs = 10'000;
    static constexpr int silenceLimitMs = 35'000;
    static constexpr int handshakeTimeoutMs = 5000;
    static constexpr qint64 maxUnsentBytes = 256 * 1024;
    static constexpr qint64 readChunkBytes = 2048;

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
        LiveBoardIncomingMeter incoming;
        // Bytes at the front of the connection's buffer already counted by `incoming`.
        qint64 counted = 0;
        // A newer state than the one still leaving waits to be sent.
        bool stateWaiting = false;
    };
    void takePending();
    QPointer<QTcpSocket> takeHandshaking(const QWebSocket *client);
    void remove(QWebSocket *client);
    void pingAll();
    void watch(QWebSocket *client, QTcpSocket *connection);
    // Counts what arrived on `connection` before its WebSocket reads it.
    void countArrived(const QTcpSocket *connection);
    void countFrame(QWebSocket *client);
    void sendState(QWebSocket *client);
    // Drops `client` when too much waits for it to read; false then.
    bool withinUnsentBound(QWebSocket *client);

    QWebSocketServer m_server;
    QByteArray m_message;
    QString m_text; // m_message as the WebSocket sends it
    QList<QPointer<QTcpSocket>> m_handshaking;
    QHash<QWebSocket *, Client> m_clients;
    QTimer m_pingTimer;
};

} // namespace pinaculo
