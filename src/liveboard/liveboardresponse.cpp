#include "liveboardresponse.h"

#include "liveboardpage.h"

namespace pinaculo {

LiveBoardResponse::LiveBoardResponse(const QByteArray &contentType, const QByteArray &body)
    : m_status(200)
    , m_body(body)
{
    addHeader("Content-Type", contentType);
}

void LiveBoardResponse::addHeader(const QByteArray &name, const QByteArray &value)
{
    m_headers.append({name, value});
}

QByteArray LiveBoardResponse::toBytes(bool keepAlive) const
{
    QByteArray bytes
        = "HTTP/1.1 " + QByteArray::number(m_status) + ' ' + reasonPhrase(m_status) + "\r\n";
    const auto append = [&bytes](const QByteArray &name, const QByteArray &value) {
        bytes += name + ": " + value + "\r\n";
    };
    for (const auto &[name, value] : LiveBoardPage::securityHeaders())
        append(name, value);
    for (const auto &[name, value] : m_headers)
        append(name, value);
    append("Content-Length", QByteArray::number(m_body.size()));
    append("Connection", keepAlive ? "keep-alive" : "close");
    return bytes + "\r\n" + m_body;
}

QByteArray LiveBoardResponse::reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 413:
        return "Content Too Large";
    case 431:
        return "Request Header Fields Too Large";
    case 503:
        return "Service Unavailable";
    default:
        return "Error";
    }
}

} // namespace pinaculo
