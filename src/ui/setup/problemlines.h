#pragma once

#include <QCoreApplication>
#include <QStringList>

class QLabel;

namespace pinaculo {

// The engine's objections to a setup under the field they concern, one warning a line; the
// label is hidden when there is none.
class ProblemLines
{
    Q_DECLARE_TR_FUNCTIONS(ProblemLines)

public:
    static void show(QLabel *label, const QStringList &problems);
    static QString text(const QStringList &problems);
};

} // namespace pinaculo
