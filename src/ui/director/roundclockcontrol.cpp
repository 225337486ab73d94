#include "director/roundclockcontrol.h"

#include "window/appsettings.h"

#include <QAction>
#include <QDateTime>
#include <QMenu>
#include <QTimer>

namespace pinaculo {

namespace {

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

RoundClockControl::RoundClockControl(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    // Four times a second: the shown second changes within a quarter of a second of the real
    // one, and the time, kept as a moment, never drifts with the timer.
    m_timer->setInterval(250);
    connect(m_timer, &QTimer::timeout, this, &RoundClockControl::tick);
}

void RoundClockControl::addActions(QMenu *menu)
{
    m_start = menu->addAction(tr("Start C&lock"), this, &RoundClockControl::start);
    m_pause = menu->addAction(tr("&Pause Clock"), this, &RoundClockControl::pauseOrResume);
    m_reset = menu->addAction(tr("R&eset Clock"), this, &RoundClockControl::reset);
    update();
}

void RoundClockControl::setRound(qint64 tournament, int round, int minutes)
{
    if (tournament == m_tournament && round == m_clock.round() && minutes == m_clock.minutes())
        return;
    m_tournament = tournament;
    m_clock = tournament == 0 || round == 0
        ? RoundClock()
        : RoundClock::fromMap(AppSettings::roundClock(tournament), round, minutes);
    m_lastState = m_clock.state(nowMs());
    update();
}

RoundClock::State RoundClockControl::state() const
{
    return m_clock.state(nowMs());
}

QString RoundClockControl::text() const
{
    return m_clock.timed() ? m_clock.statusText(nowMs()) : QString();
}

void RoundClockControl::start()
{
    m_clock.start(nowMs());
    keep();
}

void RoundClockControl::pauseOrResume()
{
    if (state() == RoundClock::State::Paused)
        m_clock.resume(nowMs());
    else
        m_clock.pause(nowMs());
    keep();
}

void RoundClockControl::reset()
{
    m_clock.reset();
    keep();
}

void RoundClockControl::keep()
{
    if (m_tournament != 0)
        AppSettings::setRoundClock(m_tournament, m_clock.toMap());
    m_lastState = state();
    update();
}

void RoundClockControl::tick()
{
    const RoundClock::State now = state();
    const bool called
        = now == RoundClock::State::TimeCalled && m_lastState == RoundClock::State::Running;
    m_lastState = now;
    update();
    if (called)
        emit timeCalled();
}

void RoundClockControl::update()
{
    const RoundClock::State now = state();
    if (now == RoundClock::State::Running)
        m_timer->start();
    else
        m_timer->stop();
    if (m_start) {
        m_start->setEnabled(m_clock.timed() && now == RoundClock::State::Ready);
        m_pause->setEnabled(now == RoundClock::State::Running || now == RoundClock::State::Paused);
        m_pause->setText(now == RoundClock::State::Paused ? tr("Res&ume Clock")
                                                          : tr("&Pause Clock"));
        m_reset->setEnabled(m_clock.timed() && now != RoundClock::State::Ready);
    }
    emit changed();
}

} // namespace pinaculo
