#pragma once

#include <QByteArray>
#include <QRect>
#include <QSize>

class QWidget;

namespace pinaculo {

// Sizes every window and dialog from the screen it opens on, so that a laptop at 1024×600
// sees each window whole (title-bar buttons included) and a large screen does not get a small
// window in a corner. The arithmetic takes the available area as an argument, so it can be
// checked against any screen without one.
class ScreenFit
{
public:
    // The share of the available area a window may take at most: room for the frame and for
    // seeing that the window is a window.
    static constexpr double MaxShare = 0.9;

    // The size a window that would like `preferred` gets on a screen whose free area is
    // `available`: at most MaxShare of it in each direction, and at least `minimum` where that
    // still fits the area.
    static QSize fittedSize(QSize preferred, const QRect &available, QSize minimum = {});
    // A rectangle of `size` centred in `available`.
    static QRect centred(QSize size, const QRect &available);
    // Whether a window's frame lies wholly inside `available`.
    static bool fits(const QRect &frame, const QRect &available);

    // The free area of the screen the widget opens on (its parent's screen for a dialog).
    static QRect availableGeometry(const QWidget *widget);
    // Resizes a window to `preferred` as far as its screen allows; a window without a parent is
    // also centred on its screen (a dialog is centred over its parent when shown).
    static void resizeToScreen(QWidget *widget, QSize preferred);
    // Restores a geometry kept by QWidget::saveGeometry() when it fits the current screen, and
    // otherwise sizes and centres the window from the screen. Returns whether it was restored.
    static bool restoreOrResize(QWidget *window, const QByteArray &saved, QSize preferred);
};

} // namespace pinaculo
