#pragma once

class QTcpSocket;

namespace pinaculo {

class LiveBoardRequestHead;

// What the door asks of a WebSocket upgrade before the hub sees it. A page of the board opens
// its socket from the board's own address, so an Origin naming any other site is a page
// elsewhere reaching into the board through the phone's browser: 403. The key must be what a
// browser sends, 16 random bytes in base64 (24 characters): anything else is 400.
class LiveBoardUpgradeCheck
{
public:
    static constexpr int keyLength = 24;

    // 0 when the upgrade may go on to the hub, else the status to answer.
    static int refusal(const LiveBoardRequestHead &request, const QTcpSocket &socket);
    static bool originAllowed(const LiveBoardRequestHead &request, const QTcpSocket &socket);
    static bool keyValid(const LiveBoardRequestHead &request);
};

} // namespace pinaculo
