#include "handcommands.h"

#include "gamedocument.h"

#include <QCoreApplication>

#include <utility>

namespace pinaculo {

RecordHandCommand::RecordHandCommand(GameDocument *document, const HandRecord &hand,
                                     std::optional<HandOutcome> outcome, GameResult standing)
    : m_document(document)
    , m_hand(hand)
    , m_index(document->handCount())
    , m_outcome(std::move(outcome))
    , m_standingAfter(std::move(standing))
{
    setText(
        QCoreApplication::translate("pinaculo::HandCommands", "record hand %1").arg(m_index + 1));
    // The whole result but its hands, whatever fields it has: its hands are shared, not copied,
    // and let go of at once.
    m_standingBefore = document->result();
    m_standingBefore.hands = QList<HandOutcome>();
    m_standingAfter.hands = QList<HandOutcome>();
}

void RecordHandCommand::redo()
{
    // The undo stack brings the document back to the state right before this hand: the
    // outcome kept is still the hand's.
    if (m_outcome && m_index == m_document->handCount()
        && m_document->result().hands.size() == m_index)
        m_document->appendHand(m_hand, *m_outcome, m_standingAfter);
    else
        m_document->insertHand(m_index, m_hand);
}

void RecordHandCommand::undo()
{
    // The undo stack brings the document back to the state right after redo(): the recorded
    // hand is the last, and a hand added at the end changes no earlier hand's outcome.
    if (m_index != m_document->handCount() - 1
        || m_document->result().hands.size() != m_index + 1) {
        m_document->removeHand(m_index);
        return;
    }
    m_document->removeLastHand(m_standingBefore);
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
