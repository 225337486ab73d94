#pragma once

#include <QUndoCommand>

namespace pinaculo {

class GameDocument;

// Time called in a round played to a time: the game ends after the hands recorded so far, the
// higher total winning. Undone, the game goes on as before.
class CallTimeCommand : public QUndoCommand
{
public:
    explicit CallTimeCommand(GameDocument *document);

    void redo() override;
    void undo() override;

private:
    GameDocument *m_document;
    int m_before;
    int m_after;
};

} // namespace pinaculo
