#include "handcommands.h"

#include "gamedocument.h"

#include <QCoreApplication>

#include <utility>

namespace pinaculo {

RecordHandCommand::RecordHandCommand(GameDocument *document, const HandRecord &hand,
                                     std::optional<GameResult> scored)
    : m_document(document)
    , m_hand(hand)
    , m_index(document->handCount())
    , m_scored(std::move(scored))
{
    setText(
        QCoreApplication::translate("pinaculo::HandCommands", "record hand %1").arg(m_index + 1));
    // The whole result but its hands, whatever fields it has: its hands are shared, not copied,
    // and let go of at once.
    m_standingBefore = document->result();
    m_standingBefore.hands.clear();
}

void RecordHandCommand::redo()
{
    m_document->insertHand(m_index, m_hand, std::exchange(m_scored, std::nullopt));
}

void RecordHandCommand::undo()
{
    // The undo stack brings the document back to the state right after redo(): the recorded
    // hand is the last, and a hand added at the end changes no earlier hand's outcome.
    const GameResult &after = m_document->result();
    if (m_index != m_document->handCount() - 1 || after.hands.size() != m_index + 1) {
        m_document->removeHand(m_index);
        return;
    }
    GameResult before = m_standingBefore;
    before.hands = after.hands.first(m_index);
    m_document->removeHand(m_index, std::move(before));
}

EditHandCommand::EditHandCommand(GameDocument *document, int index, const HandRecord &hand,
                                 std::optional<GameResult> scored)
    : m_document(document)
    , m_index(index)
    , m_before(document->game().hands.value(index))
    , m_after(hand)
    , m_scored(std::move(scored))
{
    setText(QCoreApplication::translate("pinaculo::HandCommands", "edit hand %1").arg(index + 1));
}

void EditHandCommand::redo()
{
    m_document->replaceHand(m_index, m_after, std::exchange(m_scored, std::nullopt));
}

void EditHandCommand::undo()
{
    m_document->replaceHand(m_index, m_before);
}

DeleteHandCommand::DeleteHandCommand(GameDocument *document, int index,
                                     std::optional<GameResult> scored)
    : m_document(document)
    , m_index(index)
    , m_hand(document->game().hands.value(index))
    , m_scored(std::move(scored))
{
    setText(QCoreApplication::translate("pinaculo::HandCommands", "delete hand %1").arg(index + 1));
}

void DeleteHandCommand::redo()
{
    m_document->removeHand(m_index, std::exchange(m_scored, std::nullopt));
}

void DeleteHandCommand::undo()
{
    m_document->insertHand(m_index, m_hand);
}

} // namespace pinaculo
