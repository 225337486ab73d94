#include "tournamentchangecommand.h"

#include "tournamentdocument.h"

namespace pinaculo {

TournamentChangeCommand::TournamentChangeCommand(TournamentDocument *document,
                                                 TournamentState before, TournamentState after,
                                                 const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void TournamentChangeCommand::undo()
{
    m_document->restore(m_before);
}

void TournamentChangeCommand::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    m_document->restore(m_after);
}

} // namespace pinaculo
