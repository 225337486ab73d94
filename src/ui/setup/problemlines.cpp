#include "setup/problemlines.h"

#include <QLabel>

namespace pinaculo {

QString ProblemLines::text(const QStringList &problems)
{
    QStringList lines;
    for (const QString &problem : problems)
        lines.append(tr("⚠ %1").arg(sentence(problem)));
    return lines.join(u'\n');
}

QString ProblemLines::sentence(const QString &problem)
{
    QString sentence = problem;
    if (!sentence.isEmpty())
        sentence[0] = sentence.at(0).toUpper();
    return sentence;
}

void ProblemLines::show(QLabel *label, const QStringList &problems)
{
    label->setText(text(problems));
    label->setVisible(!problems.isEmpty());
}

} // namespace pinaculo
