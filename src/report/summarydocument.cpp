#include "summarydocument.h"

#include "game.h"
#include "summarychart.h"
#include "summarylayout.h"

#include <QPainter>

namespace pinaculo {

SummaryDocument::SummaryDocument(const Game &game, const GameResult &result,
                                 const SummaryOptions &options)
    : m_content(SummaryContent::fromGame(game, result, options))
{
    setPageSize(options.pageSize.size(QPageSize::Point));
}

void SummaryDocument::setPageSize(const QSizeF &points)
{
    m_pageSize = points;
    m_pages = SummaryLayout::layout(m_content, points);
}

void SummaryDocument::paint(QPainter &painter, const QRectF &pageRect, int pageIndex) const
{
    if (pageIndex < 0 || pageIndex >= m_pages.size() || m_pageSize.isEmpty())
        return;
    const QSizeF units = m_pageSize * SummaryStyle::unitsPerPoint;
    // One scale for both axes, so text keeps its shape on a sheet of slightly other proportions.
    const qreal scale
        = std::min(pageRect.width() / units.width(), pageRect.height() / units.height());

    painter.save();
    painter.translate(pageRect.topLeft());
    painter.scale(scale, scale);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    for (const PageItem &item : m_pages[pageIndex]) {
        switch (item.kind) {
        case PageItem::Kind::Text:
            painter.setFont(SummaryStyle::font(item.role, item.fontScale));
            painter.setPen(item.color);
            painter.drawText(item.rect, item.flags, item.text);
            break;
        case PageItem::Kind::Line: {
            QPen pen(item.color);
            pen.setWidthF(item.width);
            pen.setCapStyle(Qt::FlatCap);
            painter.setPen(pen);
            painter.drawLine(item.line);
            break;
        }
        case PageItem::Kind::Fill:
            painter.fillRect(item.rect, item.color);
            break;
        case PageItem::Kind::Chart:
            SummaryChart::paint(painter, item.rect, m_content);
            break;
        }
    }
    painter.restore();
}

QStringList SummaryDocument::pageText(int pageIndex) const
{
    QStringList texts;
    for (const PageItem &item : m_pages.value(pageIndex)) {
        if (item.kind == PageItem::Kind::Text && !item.text.isEmpty())
            texts.append(item.text);
    }
    return texts;
}

QRectF SummaryDocument::chartArea(int pageIndex) const
{
    const QSizeF units = m_pageSize * SummaryStyle::unitsPerPoint;
    for (const PageItem &item : m_pages.value(pageIndex)) {
        if (item.kind == PageItem::Kind::Chart)
            return QRectF(item.rect.x() / units.width(), item.rect.y() / units.height(),
                          item.rect.width() / units.width(), item.rect.height() / units.height());
    }
    return {};
}

} // namespace pinaculo
