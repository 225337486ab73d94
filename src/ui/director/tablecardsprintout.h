#pragma once

#include "tournament.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

class QTextDocument;

namespace pinaculo {

// The cards that stand on each table of the room: one page a table, its number large enough
// to be found from the door, and who sits North-South and East-West in every round seated so
// far; a round not seated yet is named with its movement, to be filled in when it is.
class TableCardsPrintout
{
    Q_DECLARE_TR_FUNCTIONS(TableCardsPrintout)

public:
    static std::unique_ptr<QTextDocument> document(const Tournament &tournament);
    // The tables the cards are for: every table of a seated round, or of a first round when
    // none is seated yet (one for each two entries).
    static int tableCount(const Tournament &tournament);
};

} // namespace pinaculo
