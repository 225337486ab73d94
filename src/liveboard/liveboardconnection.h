#pragma once

#include "liveboardpaths.h"
#include "liveboardresponse.h"

#include <QObject>
#include <QTimer>

#include <functional>

class QTcpSocket;

namespace pinaculo {

class LiveBoardRequestHead;

// One HTTP connection to the board, from its first byte to its close. It reads the request
// heads one after the other (each byte counted once, pipelined requests answered in order) and
// answers each: only GET of one of the board's paths is answered by the server; every other
// method is 405, every other path 404, and any answer but 200 closes the connection, so a
// connection without the token never stays. "Connection: close" and HTTP/1.0 (without
// keep-alive) close after their answer too. The first head must be complete within
// headTimeoutMs of the connection opening (however slowly its bytes trickle in), every later one
// within idleTimeoutMs of the answer before. A WebSocket upgrade of the socket path that passes
// LiveBoardUpgradeCheck is handed on with its request still unread.
class LiveBoardConnection : public QObject
{
    Q_OBJECT

public:
    using Responder
        = std::function<LiveBoardResponse(LiveBoardPaths::Resource, const LiveBoardRequestHead &)>;

    static constexpr int maxHeadBytes = 8 * 1024;
    static constexpr int maxBodyBytes = 1024; // only GET is served; a small body is answered 405
    static constexpr qint64 maxConnectionBytes = 64 * 1024;
    static constexpr int maxRequests = 100;
    // Answers written before the others get their turn of the event loop.
    static constexpr int maxRequestsPerTurn = 8;
    // Answers not yet taken by a peer that does not read: no more are written until they go.
    static constexpr qint64 maxUnsentBytes = 256 * 1024;
    static constexpr int headTimeoutMs = 5000;
    static constexpr int idleTimeoutMs = 15'000;
    // How long a closing connection's last answer may take to leave before it is cut.
    static constexpr int closeGraceMs = 2000;

    // Becomes a child of `socket`, which is deleted when it disconnects.
    LiveBoardConnection(QTcpSocket *socket, const LiveBoardPaths &paths, Responder responder);

    // Answers `status` on a connection that is not read (the door is full) and closes it.
    static void refuse(QTcpSocket *socket, int status);

signals:
    // The request line named one of the board's paths: the peer knows the token.
    void tokenShown();
    // An upgrade of the socket path, its request still unread in `socket`; this object is gone.
    void webSocketRequested(QTcpSocket *socket);

private:
    void readRequests();
    // False when nothing more is to be read now.
    bool answerOne(const QByteArray &head, qsizetype length);
    void finish(const LiveBoardResponse &response);
    void close();
    static void closeAfterWriting(QTcpSocket *socket);

    QTcpSocket *m_socket;
    LiveBoardPaths m_paths;
    Responder m_responder;
    QTimer m_deadline;
    qint64 m_received = 0;
    int m_requests = 0;
    bool m_tokenShown = false;
    bool m_closing = false;
    bool m_resumeQueued = false;
};

} // namespace pinaculo
