#pragma once

#include <QElapsedTimer>

namespace pinaculo {

// What one page's WebSocket sent in the current second. A page sends almost nothing: the
// answer to a ping every few seconds, and a close. Every frame the hub sees (a message, which
// is never needed, or a pong) counts against maxFrames; every byte that arrives counts against
// maxBytes, which also bounds the frames the hub cannot see one by one (pings, each answered by
// a pong): a client frame is at least 6 bytes, so at most maxBytes / 6 of them a second.
class LiveBoardIncomingMeter
{
public:
    static constexpr int windowMs = 1000;
    static constexpr int maxFrames = 16;
    static constexpr qint64 maxBytes = 1024;

    // False once the peer sent more than allowed in this second.
    bool addBytes(qint64 bytes);
    bool addFrame();

private:
    void roll();

    QElapsedTimer m_window;
    qint64 m_bytes = 0;
    int m_frames = 0;
};

} // namespace pinaculo
