#include "common/screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace pinaculo {

QSize ScreenFit::fittedSize(QSize preferred, const QRect &available, QSize minimum)
{
    if (!available.isValid())
        return preferred;
    const int maxWidth = int(available.width() * MaxShare);
    const int maxHeight = int(available.height() * MaxShare);
    // A minimum wider than the share still fits the area itself; never more than the area.
    const int width
        = std::clamp(std::min(preferred.width(), maxWidth),
                     std::min(std::max(minimum.width(), 0), available.width()), available.width());
    const int height = std::clamp(std::min(preferred.height(), maxHeight),
                                  std::min(std::max(minimum.height(), 0), available.height()),
                                  available.height());
    return {width, height};
}

QRect ScreenFit::centred(QSize size, const QRect &available)
{
    QRect rect(QPoint(0, 0), size);
    rect.moveCenter(available.center());
    return rect;
}

bool ScreenFit::fits(const QRect &frame, const QRect &available)
{
    return available.contains(frame);
}

QRect ScreenFit::availableGeometry(const QWidget *widget)
{
    const QScreen *screen = widget ? widget->screen() : nullptr;
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}

void ScreenFit::resizeToScreen(QWidget *widget, QSize preferred)
{
    const QRect available = availableGeometry(widget);
    const QSize size = fittedSize(preferred, available, widget->minimumSizeHint());
    widget->resize(size);
    if (!widget->parentWidget() && available.isValid())
        widget->move(centred(size, available).topLeft());
}

bool ScreenFit::restoreOrResize(QWidget *window, const QByteArray &saved, QSize preferred)
{
    if (!saved.isEmpty() && window->restoreGeometry(saved)) {
        // The frame is not known before the window is shown: the saved client area with a
        // margin for the title bar stands for it.
        const QRect normal
            = window->normalGeometry().isValid() ? window->normalGeometry() : window->geometry();
        if (fits(normal.adjusted(0, -32, 0, 0), availableGeometry(window)))
            return true;
    }
    window->setWindowState(window->windowState() & ~(Qt::WindowMaximized | Qt::WindowFullScreen));
    resizeToScreen(window, preferred);
    return false;
}

} // namespace pinaculo
