#pragma once

namespace pinaculo {

class BenchReport;

// How many times one hand is validated and scored from its last key until it is in the game
// and the database: a new hand, and a correction of the first hand of a long game, each typed
// into the real hand dialog opened by HandEntryLauncher over a GameDocument that a
// GameAutosaver stores, its last key a key event, then OK. Counted with PassCounter (a pass
// over a whole game counts as one). Figures, target 1 each:
//   record_hand_checks, record_hand_scorings    the new hand
//   correct_hand_checks, correct_hand_scorings  the correction
class RecordCheckBench
{
public:
    void run(BenchReport &report);
};

} // namespace pinaculo
