#pragma once

#include <QList>

class QCheckBox;
class QSpinBox;

namespace pinaculo {

class CardLineEdit;
class MeldRow;

// A plain number typed where cards are expected is the points of those cards: it becomes the
// quick entry (the box ticked, the number in its field) instead of an unreadable card.
class TypedNumber
{
public:
    // Moves the field's number into the quick entry and empties the field. False, and nothing
    // changed, when the field holds anything but a number the quick entry can take.
    static bool moveToQuickEntry(CardLineEdit *field, QCheckBox *check, QSpinBox *spin);
    // The same for the melds' total, which replaces every meld row: only a number typed in
    // the one row holding anything stands for the melds.
    static bool meldsToQuickEntry(CardLineEdit *field, const QList<MeldRow *> &rows,
                                  QCheckBox *check, QSpinBox *spin);
};

} // namespace pinaculo
