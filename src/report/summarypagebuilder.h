#pragma once

#include "pageitem.h"
#include "summarystyle.h"

#include <QColor>
#include <QLineF>
#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>

namespace pinaculo {

// Lays the summary's items out top to bottom and opens a new page when the next block does
// not fit.
class SummaryPageBuilder
{
public:
    using Role = SummaryStyle::Role;

    explicit SummaryPageBuilder(const QSizeF &pagePoints);

    QRectF body() const;
    qreal y() const;
    void advance(qreal height);
    qreal remaining() const;
    bool atTop() const;

    void newPage();

    // Moves to a new page unless `height` still fits on this one.
    void keep(qreal height);

    void text(const QRectF &rect, const QString &text, Role role, int flags,
              const QColor &color = SummaryStyle::ink(), qreal scale = 1.0);

    void line(const QLineF &line, const QColor &color, qreal width);

    void fill(const QRectF &rect, const QColor &color);

    void chart(const QRectF &rect);

    // Every page's footer, once the number of pages is known.
    void finish(const QString &footerText);

    QList<SummaryPage> pages() const;

private:
    QSizeF m_size;
    QRectF m_body;
    qreal m_y = 0;
    QList<SummaryPage> m_pages;
};

} // namespace pinaculo
