#pragma once

#include <QByteArray>
#include <QString>

namespace pinaculo {

// The board's one page (resources/liveboard/board.html: HTML, CSS and script, nothing fetched
// from elsewhere) with the texts of one language written into it. The texts go in as JSON inside
// a script element, with every character that could end that element escaped; names never pass
// through here, the page sets them with textContent.
class LiveBoardPage
{
public:
    static QByteArray html(const QString &language);
    // The security headers every answer of the board carries: no caching, no sniffing, no
    // referrer (the address holds the token), and a policy allowing nothing from elsewhere.
    static QList<std::pair<QByteArray, QByteArray>> securityHeaders();
};

} // namespace pinaculo
