#pragma once

#include <QPoint>
#include <QRect>

class QScrollArea;
class QWidget;

namespace pinaculo {

// A dialog that grows for a part shown on demand (New Game's rule table) and gives the height
// back when it is hidden again, without ever leaving its screen: at 1024×600 the grown dialog is
// as tall as the screen allows and its content scrolls above the buttons.
class DialogGrowth
{
public:
    explicit DialogGrowth(QWidget *dialog);

    // Before the first show: no larger than the screen's free area.
    void fitBeforeShow();
    // Moves the dialog up or left as far as needed to keep it whole on its screen.
    void keepOnScreen();
    // Grows to `wantedHeight` as far as the screen allows, remembering the height and place.
    void grow(int wantedHeight);
    // Back to the height and place the dialog had before it grew.
    void giveBack();
    // Wider, as far as the screen allows, when what `area` scrolls needs more width than its
    // view has: a dialog's content scrolls up and down on a short screen, never sideways.
    void widenFor(const QScrollArea *area);

private:
    // The screen's free area, less room for the window frame.
    QRect availableArea() const;

    QWidget *m_dialog;
    int m_heightBefore = -1;
    QPoint m_posBefore;
};

} // namespace pinaculo
