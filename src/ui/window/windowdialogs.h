#pragma once

#include <QObject>

class QAction;
class QDialog;
class QWidget;

namespace pinaculo {

class GameTable;
class SummaryPrinting;

// The dialogs the window opens from its menus: a new game, renaming a player, the meld
// checker, the rules reference, About, and the printed summary (preview, print, PDF). Each is
// a child of the table's window, opened window-modal with open() where it is modal, so tests
// find it with findChild().
class WindowDialogs : public QObject
{
    Q_OBJECT

public:
    // The menu actions that open these dialogs.
    struct Actions
    {
        QAction *newGame;
        QAction *meldChecker;
        QAction *about;
        QAction *printPreview;
        QAction *print;
        QAction *exportPdf;
        QAction *rules;
    };
    // Gives the menu actions of these dialogs their icons and keys and connects them.
    WindowDialogs(GameTable *table, const Actions &actions);

    SummaryPrinting *printing() const { return m_printing; }
    // Says dialogClosed() once the dialog closes, so the window can take the focus back.
    void returnFocusAfter(QDialog *dialog);

public slots:
    void newGame();
    // Starts on the player of `seat` (the column the cursor is in, if any).
    void renamePlayer(int seat);
    void showMeldChecker();
    void showAbout();
    void showRules();
    void printPreview();
    void printSummary();
    void exportPdf();

signals:
    // A dialog opened through returnFocusAfter closed: not every window manager gives the focus
    // back by itself.
    void dialogClosed();

private:
    GameTable *m_table;
    QWidget *m_window;
    SummaryPrinting *m_printing;
};

} // namespace pinaculo
