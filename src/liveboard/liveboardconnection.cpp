#include "liveboardconnection.h"

#include "liveboardrequesthead.h"
#include "liveboardupgradecheck.h"

#include <QTcpSocket>

namespace pinaculo {

LiveBoardConnection::LiveBoardConnection(QTcpSocket *socket, const LiveBoardPaths &paths,
                                         Responder responder)
    : QObject(socket)
    , m_socket(socket)
    , m_paths(paths)
    , m_responder(std::move(responder))
{
    // Bytes past a head or two wait in the system, not in this process, until they are read;
    // also while a WebSocket handshake is answered, until the hub sets its own bound.
    socket->setReadBufferSize(2 * maxHeadBytes);
    connect(socket, &QTcpSocket::readyRead, this, &LiveBoardConnection::readRequests);
    connect(socket, &QTcpSocket::bytesWritten, this, &LiveBoardConnection::readRequests);
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &LiveBoardConnection::close);
    // From the first byte on, not from the last: a head trickled in slowly loses its place too.
    m_deadline.start(headTimeoutMs);
}

void LiveBoardConnection::refuse(QTcpSocket *socket, int status)
{
    socket->write(LiveBoardResponse(status).toBytes(false));
    closeAfterWriting(socket);
    QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater,
                     Qt::UniqueConnection);
}

void LiveBoardConnection::closeAfterWriting(QTcpSocket *socket)
{
    socket->disconnectFromHost();
    // A peer that never reads its answer is not waited for.
    QTimer::singleShot(closeGraceMs, socket, [socket] { socket->abort(); });
}

void LiveBoardConnection::readRequests()
{
    for (int answered = 0; answered < maxRequestsPerTurn; ++answered) {
        if (m_closing || m_socket->state() != QAbstractSocket::ConnectedState)
            return;
        // A peer that does not read its answers is sent no more until they have left; the
        // bytes it wrote meanwhile wait.
        if (m_socket->bytesToWrite() > maxUnsentBytes)
            return;
        const QByteArray buffered = m_socket->peek(maxHeadBytes + 4);
        const qsizetype end = buffered.indexOf("\r\n\r\n");
        if (end < 0 || end > maxHeadBytes) {
            if (buffered.size() > maxHeadBytes)
                finish(LiveBoardResponse(431));
            return;
        }
        if (!answerOne(buffered.left(end), end + 4))
            return;
    }
    // More pipelined requests wait: they are answered on a later turn, after the others.
    if (m_socket->bytesAvailable() > 0 && !m_resumeQueued) {
        m_resumeQueued = true;
        QTimer::singleShot(0, this, [this] {
            m_resumeQueued = false;
            readRequests();
        });
    }
}

bool LiveBoardConnection::answerOne(const QByteArray &head, qsizetype length)
{
    ++m_requests;
    m_received += length;
    const LiveBoardRequestHead request = LiveBoardRequestHead::parse(head);
    if (!request.isValid()) {
        finish(LiveBoardResponse(400));
        return false;
    }
    // No body is ever read: one that is announced ends the connection after its answer.
    const qint64 bodyLength = request.value("content-length").toLongLong();
    if (bodyLength > maxBodyBytes || request.has("transfer-encoding")) {
        finish(LiveBoardResponse(413));
        return false;
    }
    if (request.method() != "GET") {
        LiveBoardResponse response(405);
        response.addHeader("Allow", "GET");
        finish(response);
        return false;
    }
    if (bodyLength != 0) {
        finish(LiveBoardResponse(400));
        return false;
    }
    const LiveBoardPaths::Resource resource = m_paths.resourceOf(request.path());
    if (resource == LiveBoardPaths::Resource::None) {
        finish(LiveBoardResponse(404));
        return false;
    }
    if (!m_tokenShown) {
        m_tokenShown = true;
        emit tokenShown();
    }
    if (request.wantsWebSocket()) {
        int status = resource == LiveBoardPaths::Resource::Socket
            ? LiveBoardUpgradeCheck::refusal(request, *m_socket)
            : 404;
        // A page waits for its handshake's answer before it speaks.
        if (status == 0 && m_socket->bytesAvailable() > length)
            status = 400;
        if (status != 0) {
            finish(LiveBoardResponse(status));
            return false;
        }
        m_deadline.stop();
        disconnect(m_socket, nullptr, this, nullptr);
        disconnect(m_socket, &QTcpSocket::disconnected, m_socket, &QObject::deleteLater);
        QTcpSocket *socket = m_socket;
        deleteLater();
        emit webSocketRequested(socket);
        return false;
    }
    m_socket->skip(length);
    const LiveBoardResponse response = m_responder(resource, request);
    const bool keepAlive = response.status() == 200 && request.keepsAlive()
        && m_requests < maxRequests && m_received < maxConnectionBytes;
    m_socket->write(response.toBytes(keepAlive));
    if (!keepAlive) {
        close();
        return false;
    }
    m_deadline.start(idleTimeoutMs);
    return true;
}

void LiveBoardConnection::finish(const LiveBoardResponse &response)
{
    m_socket->write(response.toBytes(false));
    close();
}

void LiveBoardConnection::close()
{
    if (m_closing)
        return;
    m_closing = true;
    m_deadline.stop();
    closeAfterWriting(m_socket);
}

} // namespace pinaculo
