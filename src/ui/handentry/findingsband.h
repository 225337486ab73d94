#pragma once

#include <QString>

class QLabel;
class QScrollArea;

namespace pinaculo {

// The band under the live score where the referee's warnings and the reasons a hand cannot be
// confirmed appear: always the same height, so that nothing moves when a finding appears, and
// scrolling when there are more than it shows.
class FindingsBand
{
public:
    // Puts both labels in `area`, the warnings first, and keeps `lines` lines of room for them.
    FindingsBand(QScrollArea *area, QLabel *warnings, QLabel *problems, int lines);

    void setFindings(const QString &warnings, const QString &problems);

private:
    QLabel *m_warnings;
    QLabel *m_problems;
};

} // namespace pinaculo
