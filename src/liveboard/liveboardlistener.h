#pragma once

#include <QHash>
#include <QPointer>
#include <QTcpServer>

class QTcpSocket;

namespace pinaculo {

// The board's listening socket, and its door: it bounds the connections and what each may
// send before Qt HTTP Server or the WebSocket hub sees a byte. A connection over the limit, a
// request head that grows too long or too slow, a body, or a connection that sends too much in
// all is answered with an error status and closed. The socket upgrade is handed to the hub only
// for the one path it serves; any other upgrade is answered 404. Every other request goes on to
// the HTTP server bound to this listener.
class LiveBoardListener : public QTcpServer
{
    Q_OBJECT

public:
    static constexpr int maxConnections = 32;
    static constexpr int maxHeadBytes = 8 * 1024;
    static constexpr int maxBodyBytes = 1024; // only GET is served; a small body is answered 405
    static constexpr qint64 maxConnectionBytes = 64 * 1024;
    static constexpr int headTimeoutMs = 10'000;
    static constexpr int idleTimeoutMs = 60'000;

    explicit LiveBoardListener(QObject *parent = nullptr);

    // The path whose WebSocket upgrade goes to the hub (e.g. /board/TOKEN/socket).
    void setSocketPath(const QString &path) { m_socketPath = path; }
    // Every connection open now: requests being read, HTTP and WebSocket alike.
    int connectionCount() const;
    // Closes the listening socket and aborts every connection it accepted.
    void closeAll();

signals:
    // A WebSocket upgrade for the socket path, its request still unread in `socket`.
    void webSocketRequested(QTcpSocket *socket);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    struct Connection
    {
        // Guarded: a WebSocket may delete its socket after cutting every signal of it.
        QPointer<QTcpSocket> socket;
        bool handedOver = false;
        qint64 received = 0;
    };
    void forgetClosed();
    void screen(QTcpSocket *socket);
    void route(QTcpSocket *socket, const QByteArray &head);
    static void refuse(QTcpSocket *socket, const QByteArray &status);

    QString m_socketPath;
    QHash<QTcpSocket *, Connection> m_connections;
};

} // namespace pinaculo
