#pragma once

#include "liveboardconnection.h"
#include "liveboardpaths.h"

#include <QList>
#include <QPointer>
#include <QTcpServer>

class QTcpSocket;

namespace pinaculo {

// The board's listening socket, and its door: it bounds the connections, and each one's
// requests are read and screened by its LiveBoardConnection before anything is answered.
// Of the maxConnections places, at most maxUnprovenConnections go to connections that have not
// yet named one of the board's paths (with the token) in a request line; when those are full, a
// new connection takes the place of the oldest of them. So connections without the token, idle
// or trickling, can never fill the board: a phone always gets in. Past maxConnections of
// connections with the token, a new one is answered 503.
class LiveBoardListener : public QTcpServer
{
    Q_OBJECT

public:
    static constexpr int maxConnections = 32;
    static constexpr int maxUnprovenConnections = 8;

    explicit LiveBoardListener(QObject *parent = nullptr);

    void setPaths(const LiveBoardPaths &paths) { m_paths = paths; }
    // Answers the requests for the board's paths.
    void setResponder(LiveBoardConnection::Responder responder)
    {
        m_responder = std::move(responder);
    }
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
    struct Entry
    {
        // Guarded: a WebSocket may delete its socket after cutting every signal of it.
        QPointer<QTcpSocket> socket;
        bool tokenShown = false;
    };
    void forgetClosed();
    // Makes room for a new connection; false when every place is held by one with the token.
    bool makeRoom();
    void markTokenShown(const QTcpSocket *socket);

    LiveBoardPaths m_paths;
    LiveBoardConnection::Responder m_responder;
    QList<Entry> m_connections; // oldest first
};

} // namespace pinaculo
