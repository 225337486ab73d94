#pragma once

#include <QDateTime>
#include <QString>

namespace pinaculo {

// A time as the list prints it: its local date and minute, "2026-12-02 21:30", exactly as
// QDateTime::toLocalTime().toString("yyyy-MM-dd HH:mm") writes it. Qt asks the C library to read
// the time zone again for every time it converts (a file status and more each), which cost a
// club's list of 20,000 games more than reading them; on Unix this reads it once, when made,
// and converts with the same localtime_r Qt uses. Times before 1970 or after 2037, which Qt
// converts its own way, and other systems go to Qt.
class LocalMinuteText
{
public:
    LocalMinuteText();

    QString of(const QDateTime &time) const;
};

} // namespace pinaculo
