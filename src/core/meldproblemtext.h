#pragma once

#include "cardnotation.h"
#include "meldanalysis.h"

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

// Why a meld is not valid, in the user's language: the sentence for each MeldProblem code,
// naming the cards in the symbols every notation reads ("a run cannot hold 7♥ twice"). Where a
// sentence shows how to type the meld instead, its examples are written in `examples`, the
// notation the person types in (the window's field; the interchange notation elsewhere).
// CoreText asks it for a hand's invalid meld, so a meld's problem reads the same everywhere.
class MeldProblemText
{
    Q_DECLARE_TR_FUNCTIONS(pinaculo::MeldProblemText)

public:
    static QString text(const MeldProblem &problem,
                        const CardNotation &examples = CardNotation::canonical());
};

} // namespace pinaculo
