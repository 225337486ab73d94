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
    // One of the engine's sentences standing on its own (a line, a message box): the engine
    // starts them in lower case to be quoted after a file name.
    static QString sentence(const QString &problem);
};

} // namespace pinaculo
