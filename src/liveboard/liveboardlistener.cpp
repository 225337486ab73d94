#include "liveboardlistener.h"

#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <algorithm>

namespace pinaculo {

LiveBoardListener::LiveBoardListener(QObject *parent)
    : QTcpServer(parent)
{
}

int LiveBoardListener::connectionCount() const
{
    return int(
        std::count_if(m_connections.cbegin(), m_connections.cend(),
                      [](const Connection &connection) { return !connection.socket.isNull(); }));
}

void LiveBoardListener::forgetClosed()
{
    m_connections.removeIf([](const auto &entry) { return entry.value().socket.isNull(); });
}

void LiveBoardListener::closeAll()
{
    close();
    forgetClosed();
    const QList<QPointer<QTcpSocket>> sockets = [this] {
        QList<QPointer<QTcpSocket>> list;
        for (const Connection &connection : std::as_const(m_connections))
            list.append(connection.socket);
        return list;
    }();
    for (const QPointer<QTcpSocket> &socket : sockets) {
        if (socket)
            socket->abort();
    }
}

void LiveBoardListener::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    forgetClosed();
    if (m_connections.size() >= maxConnections) {
        refuse(socket, "503 Service Unavailable");
        return;
    }
    m_connections.insert(socket, {socket});
    // Connected before the HTTP server's own slot, so each chunk is weighed before it is read.
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { screen(socket); });
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);

    // A head that never completes, and later a connection left idle, give their place back.
    auto *timer = new QTimer(socket);
    timer->setObjectName(QStringLiteral("liveBoardTimeout"));
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, socket, [socket] { socket->abort(); });
    timer->start(headTimeoutMs);
}

void LiveBoardListener::screen(QTcpSocket *socket)
{
    auto found = m_connections.find(socket);
    if (found == m_connections.end() || found->socket != socket)
        return;
    if (found->handedOver) {
        found->received += socket->bytesAvailable();
        if (found->received > maxConnectionBytes) {
            socket->abort();
            return;
        }
        if (auto *timer = socket->findChild<QTimer *>(QStringLiteral("liveBoardTimeout")))
            timer->start(idleTimeoutMs);
        return;
    }
    const QByteArray buffered = socket->peek(maxHeadBytes + 1);
    const qsizetype end = buffered.indexOf("\r\n\r\n");
    if (end < 0) {
        if (buffered.size() > maxHeadBytes)
            refuse(socket, "431 Request Header Fields Too Large");
        return;
    }
    found->received = socket->bytesAvailable();
    if (found->received > maxConnectionBytes) {
        refuse(socket, "413 Content Too Large");
        return;
    }
    route(socket, buffered.left(end));
}

void LiveBoardListener::route(QTcpSocket *socket, const QByteArray &head)
{
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    if (requestLine.size() != 3) {
        refuse(socket, "400 Bad Request");
        return;
    }
    bool upgrade = false;
    for (int i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        const QByteArray name = line.left(colon).trimmed().toLower();
        const QByteArray value = line.mid(colon + 1).trimmed().toLower();
        if (name == "content-length" && value.toLongLong() > maxBodyBytes) {
            refuse(socket, "413 Content Too Large");
            return;
        }
        if (name == "transfer-encoding") {
            refuse(socket, "413 Content Too Large");
            return;
        }
        if (name == "upgrade" && value == "websocket")
            upgrade = true;
    }

    auto *timer = socket->findChild<QTimer *>(QStringLiteral("liveBoardTimeout"));
    if (upgrade) {
        const QString path = QUrl(QString::fromLatin1(requestLine.at(1))).path();
        if (requestLine.at(0) != "GET" || m_socketPath.isEmpty() || path != m_socketPath) {
            refuse(socket, "404 Not Found");
            return;
        }
        // The hub owns it from here (and deletes it); its pings find a connection gone quiet.
        disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
        disconnect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        delete timer;
        emit webSocketRequested(socket);
        return;
    }
    m_connections[socket].handedOver = true;
    if (timer)
        timer->start(idleTimeoutMs);
    // The HTTP server reads only on readyRead, and this request has already arrived.
    addPendingConnection(socket);
    QMetaObject::invokeMethod(
        socket, [socket] { emit socket->readyRead(); }, Qt::QueuedConnection);
}

void LiveBoardListener::refuse(QTcpSocket *socket, const QByteArray &status)
{
    disconnect(socket, &QTcpSocket::readyRead, nullptr, nullptr);
    socket->write("HTTP/1.1 " + status + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    socket->disconnectFromHost();
    // A peer that never reads its answer is not waited for.
    QTimer::singleShot(2000, socket, [socket] { socket->abort(); });
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater, Qt::UniqueConnection);
}

} // namespace pinaculo
