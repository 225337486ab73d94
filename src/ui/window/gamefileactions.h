#pragma once

#include <QObject>
#include <QStringList>

class QEvent;

class QAction;
class QWidget;

namespace pinaculo {

class GameFilePreread;
class GameTable;

// The window's game files: opening, exporting and importing them (from the menus, the start
// page or a drop), the recent files, and the folder the file dialogs start in. A refused file
// is explained in a message box over the window.
class GameFileActions : public QObject
{
    Q_OBJECT

public:
    // Gives the file actions their icons and connects them, and takes the drops on the table's
    // window.
    GameFileActions(GameTable *table, QAction *openGame, QAction *exportGame, QAction *importGame);

    // Reads a game file and shows it; true when opened.
    bool openFile(const QString &path);
    // The reading of the file named on the command line, taken by openFile() in place of its
    // own when it opens that file; it must outlive these actions.
    void setPreread(GameFilePreread *preread) { m_preread = preread; }
    bool exportFile(const QString &path);
    // Stores game files in the history without opening them (storage only); refused files are
    // explained, each with its place, and nothing of them is stored. Returns how many were stored.
    int importFiles(const QStringList &paths);

    // Game files dropped on the window: one is opened (and so stored); several go to the
    // history without leaving the game.
    bool eventFilter(QObject *watched, QEvent *event) override;

    // While nothing else keeps the game, closing with hands not yet exported asks first. False
    // when closing is to stop.
    bool confirmClose();
    // Asks, under `title`, whether to export the game before quitting, and exports it when
    // asked to. True when quitting may go on: not cancelled, and not an export left undone.
    bool offerExportBeforeQuitting(const QString &title, const QString &question);

public slots:
    void openDialog();
    void exportDialog();
    void importDialog();

signals:
    // The list of recent files changed.
    void recentFilesChanged();
    // The game on the table was written to a file: its path and clean state changed.
    void exported();

private:
    GameTable *m_table;
    QWidget *m_window;
    GameFilePreread *m_preread = nullptr;
};

} // namespace pinaculo
