#pragma once

#include <QObject>

class QWidget;

namespace Ui {
class MainWindow;
}

namespace pinaculo {

class GameAutosaver;
class GameFileActions;
class HandEntryLauncher;
class MainWindow;
class WindowDialogs;

// What the database adds to the window: every change of the game on the table saved by the
// autosaver (a refused save explained, its recovery announced), the unfinished game reopened,
// stored games opened, the history and statistics dialogs, and the question on closing when the
// last changes could not be saved.
class StorageWiring : public QObject
{
    Q_OBJECT

public:
    StorageWiring(MainWindow *window, const Ui::MainWindow &ui, HandEntryLauncher *handEntry,
                  WindowDialogs *dialogs);

    void setAutosaver(GameAutosaver *autosaver);
    GameAutosaver *autosaver() const { return m_autosaver; }

    // Opens the stored game left unfinished, if any. True when it is shown.
    bool reopenUnfinishedGame();
    // Opens a stored game; one that cannot be read is explained in a message box.
    bool openStoredGame(qint64 id);
    // When the database refused the last changes, asks whether to export them first. False
    // when closing is to stop.
    bool confirmClose(GameFileActions *files);

public slots:
    void showHistory();
    void showStatistics();

signals:
    // Whether every change is saved may have changed.
    void savedStateChanged();

private:
    void showSaveFailed(const QString &message);
    void showStoredSummary(qint64 id, QWidget *parent);

    MainWindow *m_window;
    HandEntryLauncher *m_handEntry;
    WindowDialogs *m_dialogs;
    GameAutosaver *m_autosaver = nullptr;
};

} // namespace pinaculo
