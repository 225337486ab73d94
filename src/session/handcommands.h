#pragma once

#include "handrecord.h"

#include <QUndoCommand>

namespace pinaculo {

class GameDocument;

// The hand commands: record, edit and delete a hand. Each keeps what it needs to undo itself;
// the document re-scores the game after every redo and undo.
class RecordHandCommand : public QUndoCommand
{
public:
    RecordHandCommand(GameDocument *document, const HandRecord &hand);
    void redo() override;
    void undo() override;

private:
    GameDocument *m_document;
    HandRecord m_hand;
    int m_index;
};

class EditHandCommand : public QUndoCommand
{
public:
    EditHandCommand(GameDocument *document, int index, const HandRecord &hand);
    void redo() override;
    void undo() override;

private:
    GameDocument *m_document;
    int m_index;
    HandRecord m_before;
    HandRecord m_after;
};

class DeleteHandCommand : public QUndoCommand
{
public:
    DeleteHandCommand(GameDocument *document, int index);
    void redo() override;
    void undo() override;

private:
    GameDocument *m_document;
    int m_index;
    HandRecord m_hand;
};

} // namespace pinaculo
