#pragma once

#include "summarystyle.h"

#include <QColor>
#include <QLineF>
#include <QList>
#include <QRectF>
#include <QString>

namespace pinaculo {

// One thing painted on a page of the summary, in the page's units (tenths of a point). Pages
// are lists of these, so painting is a replay and the tests can read what a page says.
struct PageItem
{
    enum class Kind { Text, Line, Fill, Chart };

    Kind kind = Kind::Text;
    QRectF rect; // text box, filled area or chart area
    QLineF line;
    QString text;
    SummaryStyle::Role role = SummaryStyle::Role::Body;
    qreal fontScale = 1.0;
    int flags = 0; // Qt::Alignment | Qt::TextWordWrap
    QColor color;
    qreal width = 0; // a line's width
};

using SummaryPage = QList<PageItem>;

} // namespace pinaculo
