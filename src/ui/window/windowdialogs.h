#pragma once

#include <QObject>

class QDialog;

namespace Ui {
class MainWindow;
}

namespace pinaculo {

class MainWindow;
class SummaryPrinting;

// The dialogs the window opens from its menus: a new game, renaming a player, the meld
// checker, the rules reference, About, and the printed summary (preview, print, PDF). Each is
// a child of the window, opened window-modal with open() where it is modal, so tests find it
// with findChild().
class WindowDialogs : public QObject
{
    Q_OBJECT

public:
    // Gives the menu actions of these dialogs their icons and keys and connects them.
    WindowDialogs(MainWindow *window, const Ui::MainWindow &ui);

    SummaryPrinting *printing() const { return m_printing; }
    // Back to the score sheet once the dialog closes, so the next key press reaches the window.
    void returnFocusAfter(QDialog *dialog);

public slots:
    void newGame();
    void renamePlayer();
    void showMeldChecker();
    void showAbout();
    void showRules();
    void printPreview();
    void printSummary();
    void exportPdf();

private:
    MainWindow *m_window;
    SummaryPrinting *m_printing;
};

} // namespace pinaculo
