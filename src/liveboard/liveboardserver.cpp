#include "liveboardserver.h"

#include "gamedocument.h"
#include "liveboardhub.h"
#include "liveboardlistener.h"
#include "liveboardpage.h"
#include "liveboardstate.h"
#include "liveboardtexts.h"

#include <QHttpServer>
#include <QHttpServerResponse>
#include <QNetworkInterface>
#include <QWebSocket>

namespace pinaculo {

namespace {

QHttpServerResponse withHeaders(QHttpServerResponse response)
{
    for (const auto &[name, value] : LiveBoardPage::securityHeaders())
        response.addHeader(name, value);
    return response;
}

QHttpServerResponse status(QHttpServerResponder::StatusCode code)
{
    return withHeaders(QHttpServerResponse(code));
}

} // namespace

LiveBoardServer::LiveBoardServer(QObject *parent)
    : QObject(parent)
    , m_hub(new LiveBoardHub(this))
{
    connect(m_hub, &LiveBoardHub::clientCountChanged, this, &LiveBoardServer::clientCountChanged);
}

LiveBoardServer::~LiveBoardServer()
{
    stop();
}

bool LiveBoardServer::start(quint16 port, const QHostAddress &address)
{
    stop();
    m_error.clear();
    auto *listener = new LiveBoardListener;
    if (!listener->listen(address, port)) {
        m_error = listener->errorString();
        delete listener;
        return false;
    }
    m_token = LiveBoardToken::generate();
    m_address = address;
    m_port = listener->serverPort();
    const QString base = QStringLiteral("/board/") + m_token.text();
    listener->setSocketPath(base + QStringLiteral("/socket"));
    connect(listener, &LiveBoardListener::webSocketRequested, m_hub, &LiveBoardHub::accept);

    m_http = new QHttpServer(this);
    m_http->route(QStringLiteral("/board/<arg>"),
                  [this](const QString &token, const QHttpServerRequest &request) {
                      return answer(token, request, false);
                  });
    m_http->route(QStringLiteral("/board/<arg>/state"),
                  [this](const QString &token, const QHttpServerRequest &request) {
                      return answer(token, request, true);
                  });
    m_http->setMissingHandler([](const QHttpServerRequest &, QHttpServerResponder &&responder) {
        responder.write(QHttpServerResponder::StatusCode::NotFound);
    });
    // An upgrade sent later on a kept-alive HTTP connection reaches the HTTP server's own
    // WebSocket support, which accepts any path: such a socket is closed unheard.
    connect(m_http, &QHttpServer::newWebSocketConnection, this, [this] {
        while (m_http->hasPendingWebSocketConnections())
            m_http->nextPendingWebSocketConnection()->abort();
    });
    m_http->bind(listener);
    m_listener = listener;
    publish();
    emit sharingChanged(true);
    return true;
}

void LiveBoardServer::stop()
{
    if (!m_listener)
        return;
    m_hub->closeAll();
    m_listener->closeAll();
    // The listener and every socket still open go with the HTTP server that adopted them.
    delete m_http;
    m_http = nullptr;
    m_listener = nullptr;
    m_token = {};
    m_port = 0;
    emit sharingChanged(false);
}

QUrl LiveBoardServer::url() const
{
    if (!isSharing())
        return {};
    const bool anyAddress = m_address == QHostAddress::Any || m_address == QHostAddress::AnyIPv4
        || m_address == QHostAddress::AnyIPv6;
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost((anyAddress ? lanAddress() : m_address).toString());
    url.setPort(m_port);
    url.setPath(QStringLiteral("/board/") + m_token.text());
    return url;
}

QHostAddress LiveBoardServer::lanAddress()
{
    const QList<QNetworkInterface> interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &interface : interfaces) {
        const auto flags = interface.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp)
            || !flags.testFlag(QNetworkInterface::IsRunning)
            || flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : interface.addressEntries()) {
            const QHostAddress ip = entry.ip();
            if (ip.protocol() == QAbstractSocket::IPv4Protocol && !ip.isLoopback())
                return ip;
        }
    }
    return QHostAddress(QHostAddress::LocalHost);
}

void LiveBoardServer::setDocument(GameDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &GameDocument::changed, this, &LiveBoardServer::publish);
        connect(document, &QObject::destroyed, this, &LiveBoardServer::publish,
                Qt::QueuedConnection);
    }
    publish();
}

int LiveBoardServer::clientCount() const
{
    return m_hub->clientCount();
}

int LiveBoardServer::connectionCount() const
{
    return m_listener ? m_listener->connectionCount() : 0;
}

void LiveBoardServer::publish()
{
    if (isSharing())
        m_hub->publish(LiveBoardState::message(m_document.data()));
}

QHttpServerResponse LiveBoardServer::answer(const QString &token, const QHttpServerRequest &request,
                                            bool state) const
{
    // Nothing about the board, not even that a path exists, without the token.
    if (!m_token.matches(token))
        return status(QHttpServerResponder::StatusCode::NotFound);
    if (request.method() != QHttpServerRequest::Method::Get) {
        QHttpServerResponse response = status(QHttpServerResponder::StatusCode::MethodNotAllowed);
        response.addHeader("Allow", "GET");
        return response;
    }
    if (state) {
        if (!m_document)
            return status(QHttpServerResponder::StatusCode::NotFound);
        return withHeaders(
            QHttpServerResponse("application/json", LiveBoardState::scoreJson(*m_document)));
    }
    const QString language = LiveBoardTexts::languageFor(request.value("Accept-Language"));
    QHttpServerResponse response("text/html; charset=utf-8", LiveBoardPage::html(language));
    response.addHeader("Content-Language", language.toLatin1());
    return withHeaders(std::move(response));
}

} // namespace pinaculo
