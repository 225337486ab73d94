#pragma once

#include <QByteArray>
#include <QList>

#include <utility>

namespace pinaculo {

// One answer of the board as it goes on the wire: the status line, the security headers every
// answer carries (LiveBoardPage::securityHeaders), its own headers, its length and body. Error
// answers have no body: nobody reads them but a program.
class LiveBoardResponse
{
public:
    explicit LiveBoardResponse(int status)
        : m_status(status)
    {
    }
    LiveBoardResponse(const QByteArray &contentType, const QByteArray &body);

    int status() const { return m_status; }
    void addHeader(const QByteArray &name, const QByteArray &value);
    // With "Connection: keep-alive" or "Connection: close", as the connection will do.
    QByteArray toBytes(bool keepAlive) const;

    static QByteArray reasonPhrase(int status);

private:
    int m_status;
    QByteArray m_body;
    QList<std::pair<QByteArray, QByteArray>> m_headers;
};

} // namespace pinaculo
