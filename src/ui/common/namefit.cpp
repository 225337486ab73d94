#include "common/namefit.h"

#include "common/nametext.h"

#include <QFontMetrics>
#include <QLabel>

namespace pinaculo {

QString NameFit::fitted(const QString &name, const QFontMetrics &metrics, int width)
{
    // Qt's own elision, the one item views use for their cells: a name reads the same way cut in
    // a cell, a label or a header.
    return metrics.elidedText(name, Qt::ElideRight, std::max(0, width));
}

QString NameFit::toolTip(const QString &name, const QString &shown)
{
    return shown == name ? QString() : NameText::toolTip(name);
}

void NameFit::show(QLabel *label, const QString &name, int width)
{
    const QString shown = fitted(name, label->fontMetrics(), width);
    label->setTextFormat(Qt::PlainText);
    if (label->text() != shown)
        label->setText(shown);
    label->setToolTip(toolTip(name, shown));
}

int NameFit::roomInSentence(const QFontMetrics &metrics)
{
    return metrics.horizontalAdvance(u'M') * 14;
}

int NameFit::leastRoom(const QFontMetrics &metrics)
{
    return metrics.horizontalAdvance(QStringLiteral("Mmmm…"));
}

} // namespace pinaculo
