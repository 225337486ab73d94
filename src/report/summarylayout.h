#pragma once

#include "pageitem.h"

#include <QCoreApplication>
#include <QList>
#include <QSizeF>

namespace pinaculo {

struct SummaryContent;

// Sets the summary on pages of a given paper size: the header, the facts, the table of hands,
// the highlights, the standings and the chart, in that order. Tables break between rows and
// repeat their header on the next page; every other block moves whole to the next page.
class SummaryLayout
{
    Q_DECLARE_TR_FUNCTIONS(SummaryLayout)

public:
    static QList<SummaryPage> layout(const SummaryContent &content, const QSizeF &pagePoints);
};

} // namespace pinaculo
