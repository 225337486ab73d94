#include "handentrykeys.h"

#include <QKeySequence>

#include <algorithm>

namespace pinaculo {

QString HandEntryKeys::name(QKeyCombination key)
{
    return QKeySequence(key).toString(QKeySequence::NativeText);
}

QString HandEntryKeys::hint(bool pointsOnly, int playerCount)
{
    if (pointsOnly) {
        // No meld and no player's page to move to: only the fields of the table and confirming.
        //: %1 Tab, %2 Ctrl+Enter
        return tr("%1: next number · %2: confirm")
            .arg(name(Qt::Key_Tab), name(Qt::CTRL | Qt::Key_Enter));
    }
    const int lastSeat = std::min(playerCount, 6);
    //: %1 Enter, %2 Ctrl+1, %3 the last player's digit, %4 Ctrl+PgUp, %5 Ctrl+PgDn, %6 Ctrl+Enter
    return tr("%1: next meld · %2…%3 or %4 / %5: player · %6: confirm")
        .arg(name(Qt::Key_Enter), name(Qt::CTRL | Qt::Key_1), QString::number(lastSeat),
             name(Qt::CTRL | Qt::Key_PageUp), name(Qt::CTRL | Qt::Key_PageDown),
             name(Qt::CTRL | Qt::Key_Enter));
}

} // namespace pinaculo
