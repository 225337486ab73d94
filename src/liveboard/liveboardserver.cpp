#include "liveboardserver.h"

#include "gamedocument.h"
#include "liveboardhub.h"
#include "liveboardlistener.h"
#include "liveboardpage.h"
#include "liveboardrequesthead.h"
#include "liveboardresponse.h"
#include "liveboardstate.h"
#include "liveboardtexts.h"

#include <QNetworkInterface>

namespace pinaculo {

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
    auto *listener = new LiveBoardListener(this);
    if (!listener->listen(address, port)) {
        m_error = listener->errorString();
        delete listener;
        return false;
    }
    m_token = LiveBoardToken::generate();
    m_address = address;
    m_port = listener->serverPort();
    listener->setPaths(LiveBoardPaths(m_token));
    listener->setResponder(
        [this](LiveBoardPaths::Resource resource, const LiveBoardRequestHead &request) {
            return answer(resource, request);
        });
    connect(listener, &LiveBoardListener::webSocketRequested, m_hub, &LiveBoardHub::accept);
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
    // Every socket still open goes with the listener that accepted it.
    delete m_listener;
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
    url.setPath(LiveBoardPaths(m_token).page());
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

LiveBoardResponse LiveBoardServer::answer(LiveBoardPaths::Resource resource,
                                          const LiveBoardRequestHead &request) const
{
    if (resource == LiveBoardPaths::Resource::State && m_document)
        return LiveBoardResponse("application/json", LiveBoardState::scoreJson(*m_document));
    if (resource != LiveBoardPaths::Resource::Page)
        return LiveBoardResponse(404);
    const QString language = LiveBoardTexts::languageFor(request.value("accept-language"));
    LiveBoardResponse response("text/html; charset=utf-8", LiveBoardPage::html(language));
    response.addHeader("Content-Language", language.toLatin1());
    return response;
}

} // namespace pinaculo
