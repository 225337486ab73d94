#pragma once

#include "liveboardtoken.h"

#include <QString>

namespace pinaculo {

// The board's three addresses under its token: the page /board/TOKEN, the score JSON
// /board/TOKEN/state and the WebSocket /board/TOKEN/socket. Asked by the door, which gives a
// connection its place only once it named one of them, and by the server, which answers them.
class LiveBoardPaths
{
public:
    enum class Resource { None, Page, State, Socket };

    LiveBoardPaths() = default;
    explicit LiveBoardPaths(const LiveBoardToken &token)
        : m_token(token)
    {
    }

    // Which of the board's addresses `path` (decoded, without the query) names; None for every
    // other path and for every path while there is no token. The token is compared whole.
    Resource resourceOf(QStringView path) const;
    QString page() const;

private:
    LiveBoardToken m_token;
};

} // namespace pinaculo
