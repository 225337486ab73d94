#include "liveboardincomingmeter.h"

namespace pinaculo {

void LiveBoardIncomingMeter::roll()
{
    if (m_window.isValid() && m_window.elapsed() < windowMs)
        return;
    m_window.start();
    m_bytes = 0;
    m_frames = 0;
}

bool LiveBoardIncomingMeter::addBytes(qint64 bytes)
{
    roll();
    m_bytes += bytes;
    return m_bytes <= maxBytes;
}

bool LiveBoardIncomingMeter::addFrame()
{
    roll();
    ++m_frames;
    return m_frames <= maxFrames;
}

} // namespace pinaculo
