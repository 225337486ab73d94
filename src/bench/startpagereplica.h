#pragma once

#include <QMainWindow>

namespace pinaculo {

// The application's start page rebuilt from plain Qt widgets in the stock style: the same menu
// bar, tool bar, title, buttons, recent-files heading and status bar, and nothing of the
// application (no storage, no translations, no style changes). Its start-up is what Qt alone
// costs to show that window, the floor under the application's own start-up. A benchmark
// fixture: it never reaches a user, so its texts are not translated.
class StartPageReplica : public QMainWindow
{
    Q_OBJECT

public:
    StartPageReplica();
};

} // namespace pinaculo
