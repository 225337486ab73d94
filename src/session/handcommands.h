#pragma once

#include "gameresult.h"
#include "handrecord.h"

#include <QUndoCommand>
#include <optional>

namespace pinaculo {

class GameDocument;

// The hand commands: record, edit and delete a hand. Each keeps what it needs to undo itself.
// An edit's or a deletion's `scored` is the result of the game after the change, from the check
// GameEdits made before pushing the command: the first redo hands it to the document, which
// scores the game itself after every later undo and redo (the result is not kept: a long undo
// history would hold a whole game's outcome per command). A recorded hand keeps its one outcome.
class RecordHandCommand : public QUndoCommand
{
public:
    // `outcome` and `standing`: the hand scored onto the document as it is (GameScorer::
    // addNext). Kept, unlike a whole result: redo appends them again after an undo, and undo
    // drops the last outcome; a hand recorded or undone in a long game costs what one hand
    // costs. Without them the document scores the game.
    RecordHandCommand(GameDocument *document, const HandRecord &hand,
                      std::optional<HandOutcome> outcome = {}, GameResult standing = {});
    void redo() override;
    void undo() override;

private:
    GameDocument *m_document;
    HandRecord m_hand;
    int m_index;
    std::optional<HandOutcome> m_outcome;
    GameResult m_standingAfter; // its hands left empty
    // Where the game stood before the hand (its scored hands aside): undo drops the hand's
    // outcome and restores these instead of scoring every hand of the game again.
    GameResult m_standingBefore;
};

class EditHandCommand : public QUndoCommand
{
public:
    EditHandCommand(GameDocument *document, int index, const HandRecord &hand,
                    std::optional<GameResult> scored = {});
    void redo() override;
    void undo() override;

private:
    GameDocument *m_document;
    int m_index;
    HandRecord m_before;
    HandRecord m_after;
    std::optional<GameResult> m_scored;
};

class DeleteHandCommand : public QUndoCommand
{
public:
    DeleteHandCommand(GameDocument *document, int index, std::optional<GameResult> scored = {});
    void redo() override;
    void undo() override;

private:
    GameDocument *m_document;
    int m_index;
    HandRecord m_hand;
    std::optional<GameResult> m_scored;
};

} // namespace pinaculo
