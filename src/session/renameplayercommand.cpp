#include "renameplayercommand.h"

#include "gamedocument.h"

#include <QCoreApplication>

namespace pinaculo {

namespace {
constexpr int RenamePlayerId = 1001;
}

RenamePlayerCommand::RenamePlayerCommand(GameDocument *document, int seat, const QString &name)
    : m_document(document)
    , m_seat(seat)
    , m_before(document->setup().players.value(seat))
    , m_after(name)
{
    updateText();
}

void RenamePlayerCommand::redo()
{
    m_document->setPlayerName(m_seat, m_after);
}

void RenamePlayerCommand::undo()
{
    m_document->setPlayerName(m_seat, m_before);
}

int RenamePlayerCommand::id() const
{
    return RenamePlayerId;
}

bool RenamePlayerCommand::mergeWith(const QUndoCommand *other)
{
    const auto *rename = static_cast<const RenamePlayerCommand *>(other);
    if (rename->m_document != m_document || rename->m_seat != m_seat)
        return false;
    m_after = rename->m_after;
    updateText();
    return true;
}

void RenamePlayerCommand::updateText()
{
    setText(QCoreApplication::translate("pinaculo::RenamePlayerCommand", "rename %1 to %2")
                .arg(m_before, m_after));
}

} // namespace pinaculo
