#pragma once

#include <QCoreApplication>
#include <QKeyCombination>
#include <QString>

namespace pinaculo {

// The hand dialog's keys as the keyboard of the language labels them (RePág in Spanish, PagSu in
// Italian), from Qt's own catalogue: a key name typed into a translated sentence would stay
// English.
class HandEntryKeys
{
    Q_DECLARE_TR_FUNCTIONS(HandEntryKeys)

public:
    static QString name(QKeyCombination key);
    // The line under the dialog: what the keys do, with cards or with points only.
    static QString hint(bool pointsOnly, int playerCount);
};

} // namespace pinaculo
