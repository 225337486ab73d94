#include "setup/problemlines.h"

#include <QLabel>

namespace pinaculo {

QString ProblemLines::text(const QStringList &problems)
{
    QStringList lines;
    for (const QString &problem : problems) {
        // The engine's sentences start in lower case to be quoted after a file name; here each
        // stands on a line of its own.
        QString sentence = problem;
        if (!sentence.isEmpty())
            sentence[0] = sentence.at(0).toUpper();
        lines.append(tr("⚠ %1").arg(sentence));
    }
    return lines.join(u'\n');
}

void ProblemLines::show(QLabel *label, const QStringList &problems)
{
    label->setText(text(problems));
    label->setVisible(!problems.isEmpty());
}

} // namespace pinaculo
