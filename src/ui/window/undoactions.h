#pragma once

#include <QObject>

class QAction;
class QUndoGroup;
class QUndoStack;

namespace pinaculo {

// The window's Undo and Redo actions, working on the undo stack of the game on the table
// through a QUndoGroup: each game's stack joins the group and becomes its active stack. The
// actions keep their object names, icons and standard keys, and name the change they undo.
class UndoActions : public QObject
{
    Q_OBJECT

public:
    UndoActions(QAction *undo, QAction *redo, QObject *parent);

    QUndoGroup *group() const { return m_group; }
    // The stack of the game now on the table (nullptr: none).
    void setStack(QUndoStack *stack);
    // Undo and redo act only while the game's page is shown.
    void setAvailable(bool available);
    // Renews the enabled state and the texts (after a language change, say).
    void update();

signals:
    // The active stack reached or left its clean state.
    void cleanChanged();

private:
    QAction *m_undo;
    QAction *m_redo;
    QUndoGroup *m_group;
    bool m_available = false;
};

} // namespace pinaculo
