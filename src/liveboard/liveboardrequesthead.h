#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <utility>

namespace pinaculo {

// One request head as the door reads it: the request line and the header lines, up to the
// blank line. Only what the board needs is kept; a head that is not HTTP/1.x, has a line longer
// than maxLineBytes or a header line without a name is invalid (answered 400).
class LiveBoardRequestHead
{
public:
    static constexpr int maxLineBytes = 2048;

    // `head` without its closing blank line.
    static LiveBoardRequestHead parse(const QByteArray &head);

    bool isValid() const { return m_valid; }
    QByteArray method() const { return m_method; }
    // The target's path, percent-decoded, without its query.
    QString path() const { return m_path; }
    bool isHttp10() const { return m_version == "HTTP/1.0"; }
    // Every value of the header `name` (any case), joined with ", "; empty when absent.
    QByteArray value(QByteArrayView name) const;
    bool has(QByteArrayView name) const;
    // Whether the comma-separated header `name` lists `token` (any case).
    bool lists(QByteArrayView name, QByteArrayView token) const;
    // HTTP/1.1 unless it says "Connection: close"; HTTP/1.0 only with "Connection: keep-alive".
    bool keepsAlive() const;
    bool wantsWebSocket() const { return lists("upgrade", "websocket"); }

private:
    bool m_valid = false;
    QByteArray m_method;
    QByteArray m_version;
    QString m_path;
    QList<std::pair<QByteArray, QByteArray>> m_headers; // names in lowercase
};

} // namespace pinaculo
