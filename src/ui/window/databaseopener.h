#pragma once

#include "database.h"

#include <QCoreApplication>

class QWidget;

namespace pinaculo {

// Opens the application's database and, when it cannot, tells the user why in a message box:
// another instance holds it, it was written by a newer version, or it cannot be written. A
// damaged file (or one that is not a database) is left untouched and the user is offered a fresh
// database, the damaged one kept aside under a new name. What the user should know about an open
// that succeeded (a log set aside, a database that can only be read) is shown too.
class DatabaseOpener
{
    Q_DECLARE_TR_FUNCTIONS(DatabaseOpener)

public:
    // True when `database` is open; false when the application should run without storage or
    // quit (the user has been told which).
    static bool open(Database &database, const QString &path, QWidget *parent);
    // Shows the verdict of the integrity check running in the background, should the file fail
    // it, over `window` (without blocking it: the games stay readable).
    static void watch(const Database &database, QWidget *window);
};

} // namespace pinaculo
