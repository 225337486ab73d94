#pragma once

#include "pageitem.h"
#include "summarypagebuilder.h"
#include "summarystyle.h"
#include "summarytable.h"

#include <QColor>
#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>

namespace pinaculo {

struct SummaryContent;

// Writes one summary onto pages, block after block: the header, the facts, the table of hands,
// the standings, the chart and the highlights.
class SummaryWriter
{
public:
    SummaryWriter(const SummaryContent &content, const QSizeF &pagePoints);

    QList<SummaryPage> write();

private:
    using Role = SummaryStyle::Role;
    using Table = SummaryTable;
    using Cell = SummaryTable::Cell;

    QRectF body() const;

    void header();

    // The box of a label whose baseline is `baseline`: a smaller label beside body text
    // lines up on the text's baseline, not on its box.
    static QRectF labelBox(qreal x, qreal baseline, qreal width);

    void facts();

    qreal headingHeight() const;

    void heading(const QString &text);

    void beginSection(qreal firstBlockHeight);

    qreal rowHeight(const Table &table, const QList<Cell> &row) const;

    qreal headerHeight(const Table &table) const;

    void tableHeader(const Table &table);

    void tableRow(const Table &table, const QList<Cell> &row, int index, qreal height);

    // A table under a heading; when it runs over, the heading (continued) and the column
    // headers are repeated on the next page.
    void table(const QString &title, const Table &table);

    void note(const QString &text, Role role = Role::Small,
              const QColor &color = SummaryStyle::mutedInk());

    // The table of hands: the widest block. Its columns are measured from their contents, and
    // the text shrinks step by step until every side fits across the paper.
    void hands();

    void highlights();

    void standings();

    void chart();

    const SummaryContent &m_content;
    SummaryPageBuilder m_page;
};

} // namespace pinaculo
