#pragma once

// Real clients for the live board suites, each request bounded in time: HTTP through
// QNetworkAccessManager, raw bytes through QTcpSocket, pushed states through QWebSocket.

#include <QByteArray>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>

namespace liveboardtest {

constexpr int requestTimeoutMs = 5000;

struct Answer
{
    int status = 0; // 0: no answer in time
    QByteArray body;
    QByteArray contentType;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
};

inline Answer request(const QUrl &url, const QByteArray &method = "GET",
                      const QByteArray &acceptLanguage = {}, const QByteArray &body = {})
{
    static QNetworkAccessManager manager;
    QNetworkRequest request(url);
    request.setTransferTimeout(requestTimeoutMs);
    if (!acceptLanguage.isEmpty())
        request.setRawHeader("Accept-Language", acceptLanguage);
    QNetworkReply *reply = manager.sendCustomRequest(request, method, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(requestTimeoutMs + 1000, &loop, &QEventLoop::quit);
    loop.exec();
    Answer answer;
    if (reply->isFinished()) {
        answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        answer.body = reply->readAll();
        answer.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
        answer.error = reply->error();
    } else {
        reply->abort();
    }
    reply->deleteLater();
    return answer;
}

// Sends raw bytes and returns what the server answered before it closed or the time ran out.
// Waits in the event loop, so a server in this same process answers meanwhile.
inline QByteArray exchange(quint16 port, const QByteArray &bytes)
{
    QTcpSocket socket;
    QByteArray answer;
    QEventLoop loop;
    QObject::connect(&socket, &QTcpSocket::connected, &socket, [&] { socket.write(bytes); });
    QObject::connect(&socket, &QTcpSocket::readyRead, &socket, [&] {
        answer += socket.readAll();
        // An error status ends the exchange; a 101 or 200 is read until the time runs out.
        if (answer.contains("\r\n\r\n") && !answer.startsWith("HTTP/1.1 200")
            && !answer.startsWith("HTTP/1.1 101"))
            loop.quit();
    });
    QObject::connect(&socket, &QTcpSocket::disconnected, &loop, &QEventLoop::quit);
    QObject::connect(&socket, &QTcpSocket::errorOccurred, &loop, &QEventLoop::quit);
    QTimer::singleShot(requestTimeoutMs, &loop, &QEventLoop::quit);
    socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    loop.exec();
    answer += socket.readAll();
    return answer;
}

// A page's WebSocket: every state the server pushes, parsed.
class SocketClient
{
public:
    explicit SocketClient(const QUrl &pageUrl)
        : m_messages(&m_socket, &QWebSocket::textMessageReceived)
    {
        QUrl url = pageUrl;
        url.setScheme(QStringLiteral("ws"));
        url.setPath(pageUrl.path() + QStringLiteral("/socket"));
        m_socket.open(url);
    }
    QWebSocket &socket() { return m_socket; }
    // The next state pushed, or an empty object when none arrives in time.
    QJsonObject next()
    {
        if (m_read >= m_messages.size() && !m_messages.wait(requestTimeoutMs))
            return {};
        const QString text = m_messages.at(m_read++).at(0).toString();
        return QJsonDocument::fromJson(text.toUtf8()).object();
    }
    int pending() const { return int(m_messages.size()) - m_read; }

private:
    QWebSocket m_socket;
    QSignalSpy m_messages;
    int m_read = 0;
};

} // namespace liveboardtest
