#include "eventloopstall.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

namespace pinaculo {

EventLoopStall::Figures EventLoopStall::measure(const std::function<void()> &action)
{
    constexpr double freeze = 2.0; // ms: a gap this long is a freeze, not a turn of the loop
    constexpr int quiet = 20; // free turns in a row that make the loop idle
    constexpr double limit = 20000.0; // ms: an action that never settles ends the watch
    Figures figures;
    QElapsedTimer clock;
    bool started = false;
    double last = 0;
    int freeTurns = 0;
    QEventLoop loop;
    QTimer ticker;
    ticker.setInterval(0);
    QObject::connect(&ticker, &QTimer::timeout, &loop, [&] {
        if (!started)
            return;
        const double now = double(clock.nsecsElapsed()) / 1e6;
        const double gap = now - last;
        last = now;
        figures.longestMs = std::max(figures.longestMs, gap);
        if (gap >= freeze || figures.untilIdleMs == 0) {
            figures.untilIdleMs = now;
            freeTurns = 0;
        } else {
            ++freeTurns;
        }
        if (freeTurns >= quiet || now > limit)
            loop.quit();
    });
    QTimer::singleShot(0, &loop, [&] {
        clock.start();
        started = true;
        action();
    });
    ticker.start();
    loop.exec();
    return figures;
}

} // namespace pinaculo
