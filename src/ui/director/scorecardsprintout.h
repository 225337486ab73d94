#pragma once

#include "tournament.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

class QTextDocument;

namespace pinaculo {

// The score cards of a round, one page a table: who plays whom, a line for each hand of the
// round and for the total MP and the VP of each side, the lines where one player of each side
// signs that the card is right, and the VP table of the tournament's scale, so that the table
// can settle its VP before handing the card in.
class ScoreCardsPrintout
{
    Q_DECLARE_TR_FUNCTIONS(ScoreCardsPrintout)

public:
    // Empty when the round is not seated.
    static std::unique_ptr<QTextDocument> document(const Tournament &tournament, int round);
};

} // namespace pinaculo
