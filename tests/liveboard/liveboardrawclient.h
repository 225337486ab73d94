#pragma once

// Hostile and careful clients for the live board's fault suite, on raw sockets to 127.0.0.1:
// what they send is exactly what is written here, and what the server answered is read back
// as bytes, each wait bounded in time.

#include "liveboardclient.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>
#include <QTcpSocket>

#include <memory>

namespace liveboardtest {

// The resident memory of this process (the one running the server), in KiB.
inline qint64 residentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

// Runs the event loop (so the server in this process works) until `done` or `ms` ran out.
template<typename Done>
bool waitUntil(Done done, int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > ms)
            return false;
        QTest::qWait(5);
    }
    return true;
}

// A masked client frame (opcode 0x9 a ping, 0x1 text) with a payload under 126 bytes.
inline QByteArray clientFrame(quint8 opcode, const QByteArray &payload)
{
    const char mask[4] = {0x12, 0x34, 0x56, 0x78};
    QByteArray frame;
    frame.append(char(0x80 | opcode));
    frame.append(char(0x80 | payload.size()));
    frame.append(mask, 4);
    for (qsizetype i = 0; i < payload.size(); ++i)
        frame.append(char(payload.at(i) ^ mask[i % 4]));
    return frame;
}

inline QByteArray upgradeRequest(const QByteArray &path, quint16 port,
                                 const QByteArray &extraHeaders = {},
                                 const QByteArray &key = "dGhlIHNhbXBsZSBub25jZQ==")
{
    return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port)
        + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: " + key
        + "\r\nSec-WebSocket-Version: 13\r\n" + extraHeaders + "\r\n";
}

// One raw connection: bytes written as given, everything answered kept.
class RawClient
{
public:
    // `readBuffer` > 0: this process holds at most that many unread bytes, so a client that
    // never reads leaves the server's answers waiting in the system, as a phone would.
    explicit RawClient(quint16 port, qint64 readBuffer = 0)
    {
        m_socket.setReadBufferSize(readBuffer);
        m_socket.connectToHost(QStringLiteral("127.0.0.1"), port);
        // In the event loop, so the server in this process accepts meanwhile.
        waitUntil([this] { return m_socket.state() == QAbstractSocket::ConnectedState; },
                  requestTimeoutMs);
    }
    QTcpSocket &socket() { return m_socket; }
    void send(const QByteArray &bytes) { m_socket.write(bytes); }
    // Reads until `marker` has been seen `count` times, the server closed, or time ran out.
    QByteArray readUntil(const QByteArray &marker, int count = 1, int ms = requestTimeoutMs)
    {
        waitUntil(
            [&] {
                m_answer += m_socket.readAll();
                return m_answer.count(marker) >= count
                    || m_socket.state() == QAbstractSocket::UnconnectedState;
            },
            ms);
        return m_answer;
    }
    QByteArray answer() const { return m_answer; }
    // Whether the server closed the connection within `ms` (reading what it sent meanwhile).
    bool closedWithin(int ms)
    {
        return waitUntil(
            [&] {
                m_answer += m_socket.readAll();
                return m_socket.state() == QAbstractSocket::UnconnectedState;
            },
            ms);
    }

private:
    QTcpSocket m_socket;
    QByteArray m_answer;
};

} // namespace liveboardtest
