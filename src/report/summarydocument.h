#pragma once

#include "pageitem.h"
#include "summarycontent.h"
#include "summaryoptions.h"

#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QStringList>

class QPainter;

namespace pinaculo {

struct Game;
struct GameResult;

// The printable summary of one game, laid out for a paper size. Paint any page on any
// QPaintDevice: pageRect is the whole sheet in the painter's coordinates, the document keeps
// its own margins and scales to the rectangle, so a printer, a PDF writer and an image get
// the same page. The texts follow the language installed when the document is built.
class SummaryDocument
{
public:
    // `result` is the game's outcome as the caller has it (GameScorer's).
    SummaryDocument(const Game &game, const GameResult &result, const SummaryOptions &options = {});

    // Lays the pages out again for another sheet, in points (1/72 inch); portrait A4 by default.
    void setPageSize(const QSizeF &points);
    QSizeF pageSize() const { return m_pageSize; }

    int pageCount() const { return int(m_pages.size()); }
    void paint(QPainter &painter, const QRectF &pageRect, int pageIndex) const;

    // The strings a page shows, in painting order: what a reader or a test can check.
    QStringList pageText(int pageIndex) const;
    // Where the chart sits on a page, as a fraction of the sheet; empty on pages without it.
    QRectF chartArea(int pageIndex) const;

    // What a page is made of, in tenths of a point on the sheet.
    SummaryPage items(int pageIndex) const { return m_pages.value(pageIndex); }
    const SummaryContent &content() const { return m_content; }

private:
    SummaryContent m_content;
    QSizeF m_pageSize;
    QList<SummaryPage> m_pages;
};

} // namespace pinaculo
