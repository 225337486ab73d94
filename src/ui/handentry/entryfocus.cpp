#include "handentry/entryfocus.h"

#include <QScrollArea>
#include <QWidget>

namespace pinaculo {

void EntryFocus::focusAndReveal(QWidget *widget)
{
    widget->setFocus(Qt::TabFocusReason);
    for (QWidget *parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(parent)) {
            area->ensureWidgetVisible(widget);
            break;
        }
    }
}

} // namespace pinaculo
