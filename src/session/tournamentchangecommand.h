#pragma once

#include "tournamentstate.h"

#include <QUndoCommand>

namespace pinaculo {

class TournamentDocument;

// One change of the director's, undone and redone as the two whole states around it: a
// tournament is small, and a state never half-applied is what the standings are worked out
// from. The first redo is the change itself, already saved by TournamentDocument::change.
class TournamentChangeCommand : public QUndoCommand
{
public:
    TournamentChangeCommand(TournamentDocument *document, TournamentState before,
                            TournamentState after, const QString &text);

    void undo() override;
    void redo() override;

private:
    TournamentDocument *m_document;
    TournamentState m_before;
    TournamentState m_after;
    bool m_applied = true; // the first redo finds the change made
};

} // namespace pinaculo
