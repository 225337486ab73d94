#include "common/dialoggrowth.h"

#include "common/screenfit.h"

#include <QScrollArea>
#include <QScreen>
#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace pinaculo {

namespace {
// Room left on the screen for the window's frame, which is not known before it is shown.
constexpr int FrameAllowance = 40;
} // namespace

DialogGrowth::DialogGrowth(QWidget *dialog)
    : m_dialog(dialog)
{
}

QRect DialogGrowth::availableArea() const
{
    QRect area = ScreenFit::availableGeometry(m_dialog);
    // Until the window manager has framed the dialog (and in showEvent it has not), its frame
    // is not known: the allowance stands for it, so a title bar never ends above the screen.
    const int frame
        = std::max(FrameAllowance, m_dialog->frameGeometry().height() - m_dialog->height());
    area.setHeight(area.height() - frame);
    return area;
}

void DialogGrowth::fitBeforeShow()
{
    // The form's size suits a large screen; a small one gets what it has.
    const QRect area = availableArea();
    m_dialog->resize(std::min(m_dialog->width(), area.width()),
                     std::min(m_dialog->height(), area.height()));
}

void DialogGrowth::keepOnScreen()
{
    const QRect area = availableArea();
    const QRect geometry = m_dialog->geometry();
    QPoint at = m_dialog->pos();
    if (geometry.bottom() > area.bottom())
        at.setY(std::max(area.top(), area.bottom() - m_dialog->height()));
    if (geometry.right() > area.right())
        at.setX(std::max(area.left(), area.right() - m_dialog->width()));
    if (at != m_dialog->pos())
        m_dialog->move(at);
}

void DialogGrowth::grow(int wantedHeight)
{
    m_heightBefore = m_dialog->height();
    m_posBefore = m_dialog->pos();
    m_dialog->resize(m_dialog->width(), std::min(wantedHeight, availableArea().height()));
    keepOnScreen();
}

void DialogGrowth::giveBack()
{
    // The height the dialog had before it grew, not the grown one.
    if (m_heightBefore > 0) {
        m_dialog->resize(m_dialog->width(), m_heightBefore);
        // Back where it was, if it was moved up to make room.
        if (m_dialog->isVisible())
            m_dialog->move(m_posBefore);
    }
    m_heightBefore = -1;
}

void DialogGrowth::widenFor(const QScrollArea *area)
{
    const QWidget *content = area->widget();
    if (!content)
        return;
    const int needed = content->minimumSizeHint().width()
        + area->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const int missing = needed - area->viewport()->width();
    if (missing <= 0)
        return;
    m_dialog->resize(std::min(m_dialog->width() + missing, availableArea().width()),
                     m_dialog->height());
    keepOnScreen();
}

} // namespace pinaculo
