#pragma once

#include "summarymetrics.h"
#include "summarystyle.h"

#include <QList>
#include <QString>

namespace pinaculo {

// A table of the summary: its columns (with headers spanning groups of them), its rows of
// cells, and the size of its text.
struct SummaryTable
{
    struct Cell
    {
        Cell(const QString &cellText = {}, SummaryStyle::Role cellRole = SummaryStyle::Role::Body)
            : text(cellText)
            , role(cellRole)
        {
        }

        QString text;
        SummaryStyle::Role role = SummaryStyle::Role::Body;
        QString mark; // a small sign at the cell's left, like the barbelé B
    };

    struct Column
    {
        Column(const QString &title = {}, qreal w = 0, Qt::Alignment a = Qt::AlignLeft,
               bool wraps = false)
            : header(title)
            , width(w)
            , align(a)
            , wrap(wraps)
        {
        }

        QString header;
        qreal width = 0;
        Qt::Alignment align = Qt::AlignLeft;
        bool wrap = false;
    };

    // A header spanning several columns: the side's name over its points and totals.
    struct ColumnGroup
    {
        int first = 0;
        int count = 1;
        QString text;
    };

    QList<ColumnGroup> groups;
    QList<Column> columns;
    QList<QList<Cell>> rows;
    qreal scale = 1.0; // the text size, shrunk for wide tables
    qreal padding
        = summarymetrics::cellPadding; // space between a cell's text and its column's edges
    QList<int> boldRows;

    qreal width() const
    {
        qreal w = 0;
        for (const Column &c : columns)
            w += c.width;
        return w;
    }
};

} // namespace pinaculo
