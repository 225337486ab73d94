#pragma once

#include "gameproblem.h"
#include "gameresult.h"
#include "handrecord.h"
#include "handscore.h"

#include <QList>
#include <optional>

namespace pinaculo {

// What the engine makes of one hand entered for its place in a game, made once by
// GameEdits::check: the hand's own problems, for a correction the first other hand it would
// make impossible, what the hand scores, and, when it may be recorded, the result of the game
// with it in (for a new hand, its outcome and the standing after it). The hand dialog shows it
// as the hand is typed; GameEdits::recordHand and editHand trust it for the same hand at the
// same place in the same state of the game (GameDocument::revision) instead of validating and
// scoring it again.
struct HandCheck
{
    quint64 revision = 0; // the state of the document it was made against; 0: no document
    int index = -1; // the hand's place, 0-based: the document's hand count for a new hand
    HandRecord hand; // the hand as checked
    QList<HandProblem> problems; // its own, against the state the game was in before it
    std::optional<GameProblem> later; // a correction: the first other hand it makes impossible
    HandScore score; // what the hand scores; while it has problems, what its possible part does
    GameResult result; // a correction: the game with it in, once it may be recorded; else empty
    // A new hand, once it may be recorded: its outcome, and where the game stands after it (the
    // result's every field but its hands), for the document to append to the hands it has
    // rather than take a copy of them all (GameScorer::addNext).
    std::optional<HandOutcome> outcome;
    GameResult standing;

    bool recordable() const { return problems.isEmpty() && !later; }
};

} // namespace pinaculo
