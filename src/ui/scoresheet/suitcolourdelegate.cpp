#include "scoresheet/suitcolourdelegate.h"

#include "cards/cardtext.h"

#include <QApplication>
#include <QPainter>
#include <QTextLayout>

namespace pinaculo {

namespace {
const QChar Hearts(0x2665);
const QChar Diamonds(0x2666);
} // namespace

QList<SuitColourDelegate::Span> SuitColourDelegate::redCards(const QString &text)
{
    QList<Span> spans;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != Hearts && text[i] != Diamonds)
            continue;
        // The rank written before the suit: "10", "J", "A"…
        qsizetype start = i;
        while (start > 0 && text[start - 1].isLetterOrNumber())
            --start;
        spans.append({start, i + 1 - start});
    }
    return spans;
}

void SuitColourDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                               const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QList<Span> spans = redCards(opt.text);
    if (spans.isEmpty() || (opt.state & QStyle::State_Selected)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The cell as the style draws it (background, focus), without its text…
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    const QString text = opt.text;
    opt.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    // …then the text where the style would have put it, elided the same way.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, opt.widget) + 1;
    const QRect area = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget)
                           .adjusted(margin, 0, -margin, 0);
    const QString shown = opt.fontMetrics.elidedText(text, opt.textElideMode, area.width());
    QList<QTextLayout::FormatRange> formats;
    QTextCharFormat red;
    red.setForeground(CardText::redColor(opt.palette));
    for (const Span &span : redCards(shown))
        formats.append({int(span.start), int(span.length), red});

    QTextLayout layout(shown, opt.font, painter->device());
    layout.setFormats(formats);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(area.width());
    layout.endLayout();

    painter->save();
    painter->setClipRect(area);
    painter->setPen(opt.palette.color(
        opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled, QPalette::Text));
    const qreal top = area.top() + (area.height() - line.height()) / 2;
    qreal left = area.left();
    if (opt.displayAlignment & Qt::AlignRight)
        left = area.right() + 1 - line.naturalTextWidth();
    else if (opt.displayAlignment & Qt::AlignHCenter)
        left = area.left() + (area.width() - line.naturalTextWidth()) / 2;
    layout.draw(painter, QPointF(left, top));
    painter->restore();
}

} // namespace pinaculo
