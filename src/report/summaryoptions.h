#pragma once

#include <QDate>
#include <QPageSize>
#include <QString>

namespace pinaculo {

// What the printed summary cannot learn from the game itself. A missing date or place is
// printed as a blank line to write on, so a sheet printed before the evening can be filled in.
struct SummaryOptions
{
    QDate date;
    QString place;
    QPageSize pageSize = QPageSize(QPageSize::A4);
};

} // namespace pinaculo
