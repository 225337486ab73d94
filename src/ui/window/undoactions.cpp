#include "window/undoactions.h"

#include "common/deferrediconengine.h"

#include <QAction>
#include <QStyle>
#include <QUndoGroup>
#include <QUndoStack>

namespace pinaculo {

UndoActions::UndoActions(QAction *undo, QAction *redo, QObject *parent)
    : QObject(parent)
    , m_undo(undo)
    , m_redo(redo)
    , m_group(new QUndoGroup(this))
{
    m_undo->setIcon(
        DeferredIconEngine::themeIcon(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack));
    m_redo->setIcon(
        DeferredIconEngine::themeIcon(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward));
    m_undo->setShortcuts(QKeySequence::Undo);
    m_redo->setShortcuts(QKeySequence::Redo);
    connect(m_undo, &QAction::triggered, m_group, &QUndoGroup::undo);
    connect(m_redo, &QAction::triggered, m_group, &QUndoGroup::redo);
    connect(m_group, &QUndoGroup::activeStackChanged, this, &UndoActions::update);
    connect(m_group, &QUndoGroup::indexChanged, this, &UndoActions::update);
    connect(m_group, &QUndoGroup::canUndoChanged, this, &UndoActions::update);
    connect(m_group, &QUndoGroup::canRedoChanged, this, &UndoActions::update);
    connect(m_group, &QUndoGroup::undoTextChanged, this, &UndoActions::update);
    connect(m_group, &QUndoGroup::redoTextChanged, this, &UndoActions::update);
    connect(m_group, &QUndoGroup::cleanChanged, this, &UndoActions::cleanChanged);
}

void UndoActions::setStack(QUndoStack *stack)
{
    if (stack && !m_group->stacks().contains(stack))
        m_group->addStack(stack);
    m_group->setActiveStack(stack);
    // Only the game on the table is undone; a game left behind leaves the group.
    for (QUndoStack *other : m_group->stacks()) {
        if (other != stack)
            m_group->removeStack(other);
    }
    update();
}

void UndoActions::setAvailable(bool available)
{
    m_available = available;
    update();
}

void UndoActions::update()
{
    const bool canUndo = m_available && m_group->canUndo();
    const bool canRedo = m_available && m_group->canRedo();
    m_undo->setEnabled(canUndo);
    m_redo->setEnabled(canRedo);
    m_undo->setText(canUndo ? tr("&Undo %1").arg(m_group->undoText()) : tr("&Undo"));
    m_redo->setText(canRedo ? tr("&Redo %1").arg(m_group->redoText()) : tr("&Redo"));
}

} // namespace pinaculo
