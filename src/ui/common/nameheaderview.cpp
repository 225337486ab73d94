#include "common/nameheaderview.h"

#include "common/namefit.h"

#include <QFontMetrics>
#include <QStyle>
#include <QStyleOptionHeaderV2>

namespace pinaculo {

NameHeaderView::NameHeaderView(Qt::Orientation orientation, QWidget *parent)
    : QHeaderView(orientation, parent)
{
    setSectionsClickable(true);
    setHighlightSections(true);
}

QString NameHeaderView::shownText(int logicalIndex) const
{
    QStyleOptionHeaderV2 option;
    initStyleOption(&option);
    initStyleOptionForIndex(&option, logicalIndex);
    return option.text;
}

void NameHeaderView::initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const
{
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    option->text = fitted(*option, logicalIndex);
}

QString NameHeaderView::fitted(const QStyleOptionHeader &option, int logicalIndex) const
{
    if (option.text.isEmpty())
        return option.text;
    // The label's room as the style lays it out in the section (its margins and the sort
    // indicator taken off); the section's own rectangle is set only after this, for painting.
    QStyleOptionHeader section = option;
    section.rect = orientation() == Qt::Horizontal
        ? QRect(0, 0, sectionSize(logicalIndex), height())
        : QRect(0, 0, width(), sectionSize(logicalIndex));
    int room = style()->subElementRect(QStyle::SE_HeaderLabel, &section, this).width();
    if (!option.icon.isNull())
        room -= style()->pixelMetric(QStyle::PM_SmallIconSize, &section, this) + 2;
    // In the type the section is painted in: the model's font for it, bold where it highlights.
    QFont font = this->font();
    const QVariant modelFont
        = model() ? model()->headerData(logicalIndex, orientation(), Qt::FontRole) : QVariant();
    if (modelFont.canConvert<QFont>())
        font = qvariant_cast<QFont>(modelFont).resolve(font);
    if (option.state & QStyle::State_On)
        font.setBold(true);
    return NameFit::fitted(option.text, QFontMetrics(font), room);
}

} // namespace pinaculo
