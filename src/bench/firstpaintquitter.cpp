#include "firstpaintquitter.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <cstdio>

namespace pinaculo {

FirstPaintQuitter::FirstPaintQuitter(QWidget *widget)
    : QObject(widget)
{
    widget->installEventFilter(this);
}

bool FirstPaintQuitter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && !m_quitting) {
        m_quitting = true;
        // Quit after this paint has been delivered, not in the middle of it, with the same line
        // as the application's --quit-after-startup, which the bench times the first paint by.
        QTimer::singleShot(0, QCoreApplication::instance(), [] {
            std::fputs("Closing\n", stdout);
            std::fflush(stdout);
            QCoreApplication::quit();
        });
    }
    return QObject::eventFilter(watched, event);
}

} // namespace pinaculo
