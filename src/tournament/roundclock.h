#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariantMap>

namespace pinaculo {

// The clock of a round played to a time (the tournament's round_minutes): the director starts
// it, may pause it while the room waits and resume it, and time is called when it reaches zero.
// Kept as the moment it ends, or the time left while paused, never as a count of ticks: a
// timer that fires late, or a window opened again mid-round, shows the same time. Every moment
// is given by the caller (milliseconds since the epoch), so the clock itself never reads one.
class RoundClock
{
    Q_DECLARE_TR_FUNCTIONS(RoundClock)

public:
    enum class State { Ready, Running, Paused, TimeCalled };

    RoundClock() = default;
    RoundClock(int round, int minutes);

    int round() const { return m_round; }
    int minutes() const { return m_minutes; }
    bool timed() const { return m_minutes > 0; }

    State state(qint64 nowMs) const;
    // What is left, rounded up to the second, so that 0:00 is shown only once time is called.
    int secondsLeft(qint64 nowMs) const;
    // Whole minutes the round has been played (pauses not counted): how late an entry is that
    // comes now, for the late-arrival rule; 0 before the clock starts.
    int minutesPlayed(qint64 nowMs) const;

    // Each refuses quietly what its state does not allow (a paused clock does not start again).
    void start(qint64 nowMs);
    void pause(qint64 nowMs);
    void resume(qint64 nowMs);
    void reset();

    // "39:58", or "1:05:00" past an hour.
    static QString timeText(int seconds);
    // A line for the room: "Round 2: 39:58 left", "Round 2: paused at 12:00", "Round 2: time!"
    QString statusText(qint64 nowMs) const;

    // The form kept in the settings between two starts of the window; a form of another round,
    // or damaged, gives a clock not yet started.
    QVariantMap toMap() const;
    static RoundClock fromMap(const QVariantMap &map, int round, int minutes);

    bool operator==(const RoundClock &) const = default;

private:
    int m_round = 0;
    int m_minutes = 0;
    qint64 m_endsAtMs = 0; // while running or once called
    qint64 m_pausedLeftMs = -1; // while paused
};

} // namespace pinaculo
