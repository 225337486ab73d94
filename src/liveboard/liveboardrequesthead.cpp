#include "liveboardrequesthead.h"

#include <QUrl>

namespace pinaculo {

LiveBoardRequestHead LiveBoardRequestHead::parse(const QByteArray &head)
{
    LiveBoardRequestHead request;
    QList<QByteArray> lines = head.split('\n');
    for (QByteArray &line : lines) {
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.size() > maxLineBytes)
            return request;
    }
    const QList<QByteArray> requestLine = lines.value(0).split(' ');
    if (requestLine.size() != 3 || requestLine.at(0).isEmpty() || requestLine.at(1).isEmpty()
        || !requestLine.at(2).startsWith("HTTP/1."))
        return request;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines.at(i);
        const qsizetype colon = line.indexOf(':');
        const QByteArray name = line.left(colon).toLower();
        if (colon <= 0 || name.contains(' ') || name.contains('\t'))
            return request;
        request.m_headers.append({name, line.mid(colon + 1).trimmed()});
    }
    request.m_method = requestLine.at(0);
    request.m_version = requestLine.at(2);
    request.m_path = QUrl::fromEncoded(requestLine.at(1)).path();
    request.m_valid = true;
    return request;
}

QByteArray LiveBoardRequestHead::value(QByteArrayView name) const
{
    QByteArray joined;
    for (const auto &[header, value] : m_headers) {
        if (name.compare(header, Qt::CaseInsensitive) != 0)
            continue;
        if (!joined.isEmpty())
            joined += ", ";
        joined += value;
    }
    return joined;
}

bool LiveBoardRequestHead::has(QByteArrayView name) const
{
    for (const auto &header : m_headers) {
        if (name.compare(header.first, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool LiveBoardRequestHead::lists(QByteArrayView name, QByteArrayView token) const
{
    const QList<QByteArray> items = value(name).split(',');
    for (const QByteArray &item : items) {
        if (token.compare(item.trimmed(), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool LiveBoardRequestHead::keepsAlive() const
{
    if (isHttp10())
        return lists("connection", "keep-alive");
    return !lists("connection", "close");
}

} // namespace pinaculo
