#pragma once

#include <QCoreApplication>
#include <QList>
#include <QRectF>

class QPainter;

namespace pinaculo {

struct SummaryContent;

// The running totals as a line chart, one line per side (looks from SidePalette), with the
// target when there is one.
// Qt Charts is painted through a QGraphicsScene: a QChartView that was never shown renders
// the chart small and offset (Qt 6.4).
class SummaryChart
{
    Q_DECLARE_TR_FUNCTIONS(SummaryChart)

public:
    static void paint(QPainter &painter, const QRectF &target, const SummaryContent &content);
};

} // namespace pinaculo
