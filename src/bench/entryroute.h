#pragma once

#include <QKeyCombination>
#include <QList>

class QWidget;

namespace pinaculo {

// How the keyboard moves the focus in a dialog, read from its widgets as a person reads the
// screen: where Tab stops, the letter underlined in a control's text or its label, and where
// the hand dialog's Enter goes without changing a value. Nothing here presses a key.
class EntryRoute
{
public:
    // The widgets Tab stops at, in the order it goes: what QWidget::focusNextPrevChild takes.
    static QList<QWidget *> tabStops(QWidget *dialog);

    // Tab presses from one widget to another the shorter way round (Shift+Tab: backwards);
    // -1 presses when Tab never reaches it.
    struct TabWay
    {
        int presses = -1;
        bool backwards = false;
        bool reaches() const { return presses >= 0; }
    };
    static TabWay tabWay(QWidget *dialog, const QWidget *from, const QWidget *to);

    // Alt and the letter underlined in the control's own text (a check box) or in the label
    // whose buddy it is; Qt::Key_unknown when it has none.
    static QKeyCombination mnemonicOf(const QWidget *dialog, const QWidget *target);

    // Where a plain Enter moves the focus without changing a value where it is (HandEntryKeys):
    // from the empty meld after the last one, to the cards in hand or to their number when
    // that is ticked. Null anywhere else.
    static QWidget *enterLeadsTo(QWidget *from);

    // Whether focus on `now` is focus on the target (a number box's own editor counts).
    static bool isOn(const QWidget *now, const QWidget *target);
};

} // namespace pinaculo
