#pragma once

#include <QtGlobal>

namespace pinaculo {

// How many times this process has validated hands and scored them: instrumentation that the
// tests and the bench read to prove that a hand recorded is checked once, never asked again.
// The counts only grow; read them before and after the work measured.
//
// A pass is one call of an entry point that validates (HandValidator::validate, the one-pass
// GameScorer::check) or scores (HandScorer::score, GameScorer::score, GameScorer::check, a file
// read), whether it covers one hand or a whole game: each opens a PassCounter for its kind, and
// the passes it runs inside itself on the same thread belong to it and are not counted again.
// Counting is a relaxed atomic add and a thread-local depth, cheap enough for every keystroke
// of the hand dialog and every hand of a long game, and safe from any thread.
class PassCounter
{
public:
    enum class Kind { Validation, Scoring };

    // Counts one pass of `kind` unless this thread is inside one already.
    explicit PassCounter(Kind kind);
    ~PassCounter();
    PassCounter(const PassCounter &) = delete;
    PassCounter &operator=(const PassCounter &) = delete;

    // The passes of `kind` counted since the process started, on every thread.
    static quint64 count(Kind kind);

private:
    Kind m_kind;
};

} // namespace pinaculo
