#pragma once

#include <QCoreApplication>

class QWidget;

namespace pinaculo {

// Asked when a hand dialog with entries is closed: throw away what was entered, or go on.
class DiscardEntryQuestion
{
    Q_DECLARE_TR_FUNCTIONS(DiscardEntryQuestion)

public:
    // True when the player chose to throw the entries away.
    static bool ask(QWidget *parent);
};

} // namespace pinaculo
