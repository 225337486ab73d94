#include "window/applicationstyle.h"

#include "common/deferrediconengine.h"

#include <QPainter>
#include <QPointer>
#include <QStyleOption>

namespace pinaculo {

ApplicationStyle::ApplicationStyle(const QString &key)
    : QProxyStyle(key)
    , m_fusion(baseStyle()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) == 0)
{
}

QIcon ApplicationStyle::standardIcon(StandardPixmap standardIcon, const QStyleOption *option,
                                     const QWidget *widget) const
{
    if (standardIcon != SP_ToolBarHorizontalExtensionButton
        && standardIcon != SP_ToolBarVerticalExtensionButton)
        return QProxyStyle::standardIcon(standardIcon, option, widget);
    // The base style is asked, never this one, which would defer again; it lives as long as
    // this style, and the guard covers an icon kept after a change of style.
    QPointer<QStyle> base = baseStyle();
    return QIcon(new DeferredIconEngine(QString(), [base, standardIcon] {
        return base ? base->standardIcon(standardIcon) : QIcon();
    }));
}

void ApplicationStyle::drawControl(ControlElement element, const QStyleOption *option,
                                   QPainter *painter, const QWidget *widget) const
{
    const auto *toolBar = qstyleoption_cast<const QStyleOptionToolBar *>(option);
    if (element != CE_ToolBar || !m_fusion || !toolBar
        || toolBar->toolBarArea != Qt::TopToolBarArea) {
        QProxyStyle::drawControl(element, option, painter, widget);
        return;
    }
    // Fusion's lines along a top tool bar, over a plain fill. The lines are filled as
    // one-pixel rectangles: a translucent line is drawn pixel by pixel, and so many pixels are
    // also handed to the painter's worker threads.
    const QColor light(255, 255, 255, 90);
    const QColor shadow(0, 0, 0, 60);
    const QRect &rect = option->rect;
    const auto row = [&](int y, const QColor &colour) {
        painter->fillRect(QRect(rect.left(), y, rect.width(), 1), colour);
    };
    painter->fillRect(rect, option->palette.window());
    if (toolBar->positionOfLine == QStyleOptionToolBar::End
        || toolBar->positionOfLine == QStyleOptionToolBar::OnlyOne) {
        // The last line of tool bars meets the central widget with a double line.
        row(rect.bottom(), light);
        row(rect.bottom() - 1, shadow);
    } else {
        row(rect.bottom(), shadow);
    }
    row(rect.top(), light);
}

} // namespace pinaculo
