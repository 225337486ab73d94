#include "handcommands.h"

#include "gamedocument.h"

#include <QCoreApplication>

namespace pinaculo {

RecordHandCommand::RecordHandCommand(GameDocument *document, const HandRecord &hand)
    : m_document(document)
    , m_hand(hand)
    , m_index(document->handCount())
{
    setText(
        QCoreApplication::translate("pinaculo::HandCommands", "record hand %1").arg(m_index + 1));
}

void RecordHandCommand::redo()
{
    m_document->insertHand(m_index, m_hand);
}

void RecordHandCommand::undo()
{
    m_document->removeHand(m_index);
}

EditHandCommand::EditHandCommand(GameDocument *document, int index, const HandRecord &hand)
    : m_document(document)
    , m_index(index)
    , m_before(document->game().hands.value(index))
    , m_after(hand)
{
    setText(QCoreApplication::translate("pinaculo::HandCommands", "edit hand %1").arg(index + 1));
}

void EditHandCommand::redo()
{
    m_document->replaceHand(m_index, m_after);
}

void EditHandCommand::undo()
{
    m_document->replaceHand(m_index, m_before);
}

DeleteHandCommand::DeleteHandCommand(GameDocument *document, int index)
    : m_document(document)
    , m_index(index)
    , m_hand(document->game().hands.value(index))
{
    setText(QCoreApplication::translate("pinaculo::HandCommands", "delete hand %1").arg(index + 1));
}

void DeleteHandCommand::redo()
{
    m_document->removeHand(m_index);
}

void DeleteHandCommand::undo()
{
    m_document->insertHand(m_index, m_hand);
}

} // namespace pinaculo
