#include "liveboardupgradecheck.h"

#include "liveboardrequesthead.h"

#include <QTcpSocket>

namespace pinaculo {

namespace {

// HOST:PORT of the address the connection reached, as a browser writes it in an Origin.
QByteArray ownAuthority(const QTcpSocket &socket)
{
    QHostAddress address = socket.localAddress();
    bool mapped = false;
    const QHostAddress ipv4(address.toIPv4Address(&mapped));
    if (mapped)
        address = ipv4;
    const QByteArray host = address.protocol() == QAbstractSocket::IPv6Protocol
        ? '[' + address.toString().toLatin1() + ']'
        : address.toString().toLatin1();
    return host + ':' + QByteArray::number(socket.localPort());
}

} // namespace

int LiveBoardUpgradeCheck::refusal(const LiveBoardRequestHead &request, const QTcpSocket &socket)
{
    if (!keyValid(request))
        return 400;
    if (!originAllowed(request, socket))
        return 403;
    return 0;
}

bool LiveBoardUpgradeCheck::originAllowed(const LiveBoardRequestHead &request,
                                          const QTcpSocket &socket)
{
    // Programs that are not browsers send no Origin; nothing to check then.
    if (!request.has("origin"))
        return true;
    const QByteArray origin = request.value("origin").toLower();
    static constexpr QByteArrayView scheme = "http://";
    if (!origin.startsWith(scheme))
        return false;
    const QByteArray authority = origin.mid(scheme.size());
    const QByteArray host = request.value("host").toLower();
    return (!host.isEmpty() && authority == host) || authority == ownAuthority(socket).toLower();
}

bool LiveBoardUpgradeCheck::keyValid(const LiveBoardRequestHead &request)
{
    const QByteArray key = request.value("sec-websocket-key");
    if (key.size() != keyLength)
        return false;
    const auto decoded
        = QByteArray::fromBase64Encoding(key, QByteArray::AbortOnBase64DecodingErrors);
    return decoded.decodingStatus == QByteArray::Base64DecodingStatus::Ok
        && decoded.decoded.size() == 16;
}

} // namespace pinaculo
