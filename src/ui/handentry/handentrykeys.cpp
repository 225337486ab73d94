#include "handentry/handentrykeys.h"

#include "common/keynames.h"
#include "handentry/playerresultpanel.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QKeySequence>
#include <QDialogButtonBox>
#include <QPushButton>

#include <algorithm>

namespace pinaculo {

QString HandEntryKeys::name(QKeyCombination key)
{
    return KeyNames::text(key);
}

QString HandEntryKeys::hint(bool pointsOnly, int playerCount)
{
    if (pointsOnly) {
        // No meld and no player's page to move to: only the fields of the table and confirming.
        //: %1 Tab, %2 Enter, %3 Ctrl+Enter
        return tr("%1 or %2: next number · %3: confirm")
            .arg(name(Qt::Key_Tab), name(Qt::Key_Enter), name(Qt::CTRL | Qt::Key_Enter));
    }
    const int lastSeat = std::min(playerCount, 6);
    //: %1 Enter, %2 Ctrl+1, %3 the last player's digit, %4 Ctrl+PgUp, %5 Ctrl+PgDn, %6 Ctrl+Enter
    return tr("%1: next meld, from the cards in hand the next player · %2…%3 or %4 / %5: player "
              "· %6: confirm")
        .arg(name(Qt::Key_Enter), name(Qt::CTRL | Qt::Key_1), QString::number(lastSeat),
             name(Qt::CTRL | Qt::Key_PageUp), name(Qt::CTRL | Qt::Key_PageDown),
             name(Qt::CTRL | Qt::Key_Enter));
}

bool HandEntryKeys::movesOn(const QKeyEvent *event)
{
    return (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        && !(event->modifiers() & (Qt::ControlModifier | Qt::MetaModifier));
}

HandEntryEnterKey::HandEntryEnterKey(QWidget *dialog, const QList<PlayerResultPanel *> *panels,
                                     std::function<void(int)> showPlayer)
    : QObject(dialog)
    , m_dialog(dialog)
    , m_panels(panels)
    , m_showPlayer(std::move(showPlayer))
{
}

void HandEntryEnterKey::watchWidgets()
{
    // Installing a filter twice keeps one. The editors inside a spin box or a combo box are
    // left alone: their box takes the keys; a combo's open list is a window of its own.
    const QList<QWidget *> widgets = m_dialog->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        QWidget *parent = widget->parentWidget();
        if (widget->focusPolicy() == Qt::NoFocus || widget->window() != m_dialog
            || qobject_cast<QAbstractSpinBox *>(parent) || qobject_cast<QComboBox *>(parent))
            continue;
        widget->installEventFilter(this);
    }
}

void HandEntryEnterKey::moveOnFrom(QWidget *widget)
{
    if (!widget)
        return;
    const int count = int(m_panels->size());
    for (int seat = 0; seat < count; ++seat) {
        PlayerResultPanel *panel = m_panels->at(seat);
        if (!panel->isAncestorOf(widget))
            continue;
        if (panel->moveOnFrom(widget))
            return;
        if (panel->endsThePlayer(widget)) {
            m_showPlayer((seat + 1) % count);
            return;
        }
        break;
    }
    // A button of the dialog's own (Add meld) does what it says; OK and Cancel are only ever
    // pressed on purpose (a click, Space, Ctrl+Enter, Escape): Enter reaching one of them by
    // moving on must not confirm an empty hand on the next press.
    auto *push = qobject_cast<QPushButton *>(widget);
    if (push && !push->isCheckable() && !qobject_cast<QDialogButtonBox *>(push->parentWidget())) {
        push->click();
        return;
    }
    // On to the next field, exactly as Tab goes.
    QKeyEvent tab(QEvent::KeyPress, Qt::Key_Tab, Qt::NoModifier);
    QCoreApplication::sendEvent(widget, &tab);
}

bool HandEntryEnterKey::eventFilter(QObject *watched, QEvent *event)
{
    // The release of the key is taken too: nothing may act on half of it.
    if (event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (HandEntryKeys::movesOn(key)) {
            if (event->type() == QEvent::KeyPress)
                moveOnFrom(qobject_cast<QWidget *>(watched));
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace pinaculo
