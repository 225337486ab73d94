#pragma once

namespace pinaculo {

class BenchReport;

// The live board with eight pages connected over 127.0.0.1 (WebSocket clients in this
// process): how long from a hand recorded until all eight have the new state
// (live_board_update_p50_ms, live_board_update_p99_ms), and the resident memory the board adds
// (live_board_rss_added_mib). Built without the live board, it reports its figures missing.
class LiveBoardBench
{
public:
    static constexpr int clients = 8;

    explicit LiveBoardBench(bool quick)
        : m_quick(quick)
    {
    }

    void run(BenchReport &report);

private:
    bool m_quick = false;
};

} // namespace pinaculo
