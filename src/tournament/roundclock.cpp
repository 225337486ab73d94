#include "roundclock.h"

#include <algorithm>

namespace pinaculo {

RoundClock::RoundClock(int round, int minutes)
    : m_round(round)
    , m_minutes(minutes)
{
}

RoundClock::State RoundClock::state(qint64 nowMs) const
{
    if (m_pausedLeftMs >= 0)
        return State::Paused;
    if (m_endsAtMs == 0)
        return State::Ready;
    return nowMs < m_endsAtMs ? State::Running : State::TimeCalled;
}

int RoundClock::secondsLeft(qint64 nowMs) const
{
    qint64 leftMs = qint64(m_minutes) * 60 * 1000;
    switch (state(nowMs)) {
    case State::Ready:
        break;
    case State::Running:
        leftMs = m_endsAtMs - nowMs;
        break;
    case State::Paused:
        leftMs = m_pausedLeftMs;
        break;
    case State::TimeCalled:
        leftMs = 0;
        break;
    }
    return int((leftMs + 999) / 1000);
}

int RoundClock::minutesPlayed(qint64 nowMs) const
{
    // secondsLeft rounds up, so what was played is rounded down: a minute begun is not late yet.
    return std::max(0, m_minutes * 60 - secondsLeft(nowMs)) / 60;
}

void RoundClock::start(qint64 nowMs)
{
    if (timed() && state(nowMs) == State::Ready)
        m_endsAtMs = nowMs + qint64(m_minutes) * 60 * 1000;
}

void RoundClock::pause(qint64 nowMs)
{
    if (state(nowMs) == State::Running) {
        m_pausedLeftMs = m_endsAtMs - nowMs;
        m_endsAtMs = 0;
    }
}

void RoundClock::resume(qint64 nowMs)
{
    if (state(nowMs) == State::Paused) {
        m_endsAtMs = nowMs + m_pausedLeftMs;
        m_pausedLeftMs = -1;
    }
}

void RoundClock::reset()
{
    m_endsAtMs = 0;
    m_pausedLeftMs = -1;
}

QString RoundClock::timeText(int seconds)
{
    const int s = std::max(seconds, 0);
    auto twoDigits = [](int n) { return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0')); };
    if (s < 3600)
        return QStringLiteral("%1:%2").arg(s / 60).arg(twoDigits(s % 60));
    return QStringLiteral("%1:%2:%3").arg(s / 3600).arg(twoDigits(s / 60 % 60), twoDigits(s % 60));
}

QString RoundClock::statusText(qint64 nowMs) const
{
    const QString left = timeText(secondsLeft(nowMs));
    switch (state(nowMs)) {
    case State::Ready:
        //: The round clock before the director starts it.
        return tr("Round %1: %2, not started").arg(m_round).arg(left);
    case State::Running:
        return tr("Round %1: %2 left").arg(m_round).arg(left);
    case State::Paused:
        return tr("Round %1: paused at %2").arg(m_round).arg(left);
    case State::TimeCalled:
        //: Time is called: the hand in play is finished, no new hand starts.
        return tr("Round %1: time!").arg(m_round);
    }
    return {};
}

QVariantMap RoundClock::toMap() const
{
    return {{QStringLiteral("round"), m_round},
            {QStringLiteral("minutes"), m_minutes},
            {QStringLiteral("ends_at_ms"), m_endsAtMs},
            {QStringLiteral("paused_left_ms"), m_pausedLeftMs}};
}

RoundClock RoundClock::fromMap(const QVariantMap &map, int round, int minutes)
{
    RoundClock clock(round, minutes);
    bool roundOk = false;
    bool minutesOk = false;
    bool endsOk = false;
    bool pausedOk = false;
    const int storedRound = map.value(QStringLiteral("round")).toInt(&roundOk);
    const int storedMinutes = map.value(QStringLiteral("minutes")).toInt(&minutesOk);
    const qint64 endsAt = map.value(QStringLiteral("ends_at_ms")).toLongLong(&endsOk);
    const qint64 pausedLeft = map.value(QStringLiteral("paused_left_ms")).toLongLong(&pausedOk);
    // Only the same round at the same length goes on; a paused clock never holds more than the
    // round's whole time.
    if (!roundOk || !minutesOk || !endsOk || !pausedOk || storedRound != round
        || storedMinutes != minutes || !clock.timed() || endsAt < 0
        || pausedLeft > qint64(minutes) * 60 * 1000 || (endsAt > 0 && pausedLeft >= 0))
        return clock;
    clock.m_endsAtMs = endsAt;
    clock.m_pausedLeftMs = pausedLeft < 0 ? -1 : pausedLeft;
    return clock;
}

} // namespace pinaculo
