#include "summarypagebuilder.h"

#include "coretext.h"
#include "summarylayout.h"
#include "summarymetrics.h"

namespace pinaculo {

using namespace summarymetrics;

SummaryPageBuilder::SummaryPageBuilder(const QSizeF &pagePoints)
    : m_size(pagePoints * SummaryStyle::unitsPerPoint)
    , m_body(sideMargin, topMargin, m_size.width() - 2 * sideMargin,
             m_size.height() - topMargin - bottomMargin)
{
    newPage();
}

QRectF SummaryPageBuilder::body() const
{
    return m_body;
}

qreal SummaryPageBuilder::y() const
{
    return m_y;
}

void SummaryPageBuilder::advance(qreal height)
{
    m_y += height;
}

qreal SummaryPageBuilder::remaining() const
{
    return m_body.bottom() - m_y;
}

bool SummaryPageBuilder::atTop() const
{
    return m_y <= m_body.top() + 0.5;
}

void SummaryPageBuilder::newPage()
{
    m_pages.append(SummaryPage {});
    m_y = m_body.top();
}

void SummaryPageBuilder::keep(qreal height)
{
    if (height > remaining() && !atTop())
        newPage();
}

void SummaryPageBuilder::text(const QRectF &rect, const QString &text, Role role, int flags,
                              const QColor &color, qreal scale)
{
    PageItem item;
    item.kind = PageItem::Kind::Text;
    item.rect = rect;
    item.text = text;
    item.role = role;
    item.fontScale = scale;
    item.flags = flags;
    item.color = color;
    m_pages.last().append(item);
}

void SummaryPageBuilder::line(const QLineF &line, const QColor &color, qreal width)
{
    PageItem item;
    item.kind = PageItem::Kind::Line;
    item.line = line;
    item.color = color;
    item.width = width;
    m_pages.last().append(item);
}

void SummaryPageBuilder::fill(const QRectF &rect, const QColor &color)
{
    PageItem item;
    item.kind = PageItem::Kind::Fill;
    item.rect = rect;
    item.color = color;
    m_pages.last().append(item);
}

void SummaryPageBuilder::chart(const QRectF &rect)
{
    PageItem item;
    item.kind = PageItem::Kind::Chart;
    item.rect = rect;
    m_pages.last().append(item);
}

void SummaryPageBuilder::finish(const QString &footerText)
{
    const int count = int(m_pages.size());
    const qreal top = m_size.height() - bottomMargin + pt(22);
    const qreal h = lineHeight(Role::Small);
    for (int i = 0; i < count; ++i) {
        PageItem rule;
        rule.kind = PageItem::Kind::Line;
        rule.line = QLineF(m_body.left(), top, m_body.right(), top);
        rule.color = SummaryStyle::rule();
        rule.width = pt(0.5);
        m_pages[i].append(rule);
        PageItem left;
        left.kind = PageItem::Kind::Text;
        left.rect = QRectF(m_body.left(), top + pt(4), m_body.width() * 0.7, h);
        left.text = footerText;
        left.role = Role::Small;
        left.flags = Qt::AlignLeft | Qt::AlignVCenter;
        left.color = SummaryStyle::mutedInk();
        m_pages[i].append(left);
        PageItem right = left;
        right.rect
            = QRectF(m_body.left() + m_body.width() * 0.5, top + pt(4), m_body.width() * 0.5, h);
        right.text = SummaryLayout::tr("Page %1 of %2")
                         .arg(CoreText::number(i + 1), CoreText::number(count));
        right.flags = Qt::AlignRight | Qt::AlignVCenter;
        m_pages[i].append(right);
    }
}

QList<SummaryPage> SummaryPageBuilder::pages() const
{
    return m_pages;
}

} // namespace pinaculo
