#include "entryroute.h"

#include "cards/cardlineedit.h"
#include "handentry/meldrow.h"
#include "handentry/playerresultpanel.h"

#include <QAbstractButton>
#include <QGuiApplication>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QStyleHints>
#include <QWidget>

namespace pinaculo {

QList<QWidget *> EntryRoute::tabStops(QWidget *dialog)
{
    const Qt::FocusPolicy policy
        = QGuiApplication::styleHints()->tabFocusBehavior() == Qt::TabFocusAllControls
        ? Qt::TabFocus
        : Qt::StrongFocus;
    QList<QWidget *> stops;
    QWidget *widget = dialog->nextInFocusChain();
    for (int guard = 0; widget && widget != dialog && guard < 10000; ++guard) {
        if ((widget->focusPolicy() & policy) == policy && !widget->focusProxy()
            && widget->isVisibleTo(dialog) && widget->isEnabled())
            stops.append(widget);
        widget = widget->nextInFocusChain();
    }
    return stops;
}

EntryRoute::TabWay EntryRoute::tabWay(QWidget *dialog, const QWidget *from, const QWidget *to)
{
    const QList<QWidget *> stops = tabStops(dialog);
    const auto place = [&stops](const QWidget *widget) {
        for (int i = 0; i < stops.size(); ++i) {
            if (stops[i] == widget || (widget && widget->isAncestorOf(stops[i])))
                return i;
        }
        return -1;
    };
    const int start = place(from);
    const int end = place(to);
    if (end < 0)
        return {};
    const int count = int(stops.size());
    const int forward = start < 0 ? 1 : (end - start + count) % count;
    if (count - forward < forward)
        return {count - forward, true};
    return {forward, false};
}

QWidget *EntryRoute::enterLeadsTo(QWidget *from)
{
    auto *field = qobject_cast<QLineEdit *>(from);
    if (!field || !field->objectName().startsWith(u"meldCards_") || !field->text().isEmpty())
        return nullptr;
    for (QWidget *parent = from->parentWidget(); parent; parent = parent->parentWidget()) {
        auto *panel = qobject_cast<PlayerResultPanel *>(parent);
        if (!panel)
            continue;
        const QList<MeldRow *> rows = panel->meldRows();
        if (rows.isEmpty() || rows.last()->cardsEdit() != field)
            return nullptr;
        auto *hand = panel->findChild<QWidget *>(QStringLiteral("handCards"));
        return hand && hand->isEnabled()
            ? hand
            : panel->findChild<QWidget *>(QStringLiteral("handPointsSpin"));
    }
    return nullptr;
}

bool EntryRoute::isOn(const QWidget *now, const QWidget *target)
{
    return target && now && (now == target || target->isAncestorOf(now));
}

QKeyCombination EntryRoute::mnemonicOf(const QWidget *dialog, const QWidget *target)
{
    QString text;
    if (const auto *button = qobject_cast<const QAbstractButton *>(target)) {
        text = button->text();
    } else {
        for (const QLabel *label : dialog->findChildren<QLabel *>()) {
            if (label->buddy() == target && label->isVisible()) {
                text = label->text();
                break;
            }
        }
    }
    const QKeySequence sequence = QKeySequence::mnemonic(text);
    return sequence.isEmpty() ? QKeyCombination(Qt::Key_unknown) : sequence[0];
}

} // namespace pinaculo
