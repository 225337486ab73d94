#pragma once

#include "roundclock.h"

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QTimer;

namespace pinaculo {

// The director's hold on the round clock: the Round menu's Start, Pause or Resume and Reset,
// a tick each second while it runs, and the clock kept in the settings after every change, so
// that the window opened again mid-round goes on with the same time. Time is called once, by
// the signal timeCalled.
class RoundClockControl : public QObject
{
    Q_OBJECT

public:
    explicit RoundClockControl(QObject *parent = nullptr);

    void addActions(QMenu *menu);
    // The clock of a tournament's round of `minutes` (0: untimed); 0 for no tournament.
    void setRound(qint64 tournament, int round, int minutes);

    const RoundClock &clock() const { return m_clock; }
    RoundClock::State state() const;
    // What the room is told: "Round 2: 39:58 left"; empty for no round or an untimed one.
    QString text() const;

    void start();
    void pauseOrResume();
    void reset();

signals:
    void changed();
    void timeCalled();

private:
    void tick();
    void keep();
    void update();

    RoundClock m_clock;
    qint64 m_tournament = 0;
    RoundClock::State m_lastState = RoundClock::State::Ready;
    QTimer *m_timer;
    QAction *m_start = nullptr;
    QAction *m_pause = nullptr;
    QAction *m_reset = nullptr;
};

} // namespace pinaculo
