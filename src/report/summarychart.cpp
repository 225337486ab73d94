#include "summarychart.h"

#include "coretext.h"
#include "handaxisticks.h"
#include "namerules.h"
#include "sidepalette.h"
#include "summarycontent.h"
#include "summarystyle.h"

#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pinaculo {

namespace {

// Scene units per point: the chart lays itself out in pixels with some fixed paddings, and
// two scene units per point keeps those paddings and its fonts in proportion on paper.
constexpr qreal sceneUnitsPerPoint = 2;

QFont chartFont(qreal points, bool bold = false)
{
    QFont f = SummaryStyle::font(SummaryStyle::Role::Body);
    f.setPixelSize(qRound(points * sceneUnitsPerPoint));
    f.setBold(bold);
    return f;
}

// A round step for the value axis so its labels read 0, 500, 1.000 … rather than 0, 437, 874.
qreal niceStep(qreal range, int wantedTicks)
{
    const qreal raw = std::max(range / std::max(1, wantedTicks), 1.0);
    const qreal magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (qreal factor : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (factor * magnitude >= raw)
            return factor * magnitude;
    }
    return 10 * magnitude;
}

} // namespace

void SummaryChart::paint(QPainter &painter, const QRectF &target, const SummaryContent &content)
{
    QGraphicsScene scene;
    auto *chart = new QChart; // owned by the scene
    scene.addItem(chart);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundVisible(false);
    chart->setDropShadowEnabled(false);
    // Room above and to the right for the half of the outermost axis labels that sticks out.
    const int labelOverhang = qRound(6 * sceneUnitsPerPoint);
    chart->setMargins(QMargins(0, labelOverhang, labelOverhang, 0));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());

    int low = 0;
    int high = std::max(content.target, 0);
    for (int side = 0; side < content.sides.size(); ++side) {
        auto *series = new QLineSeries;
        // The legend elides in time quadratic in the text; a name stored before the limits
        // gets at most an excerpt.
        series->setName(NameRules::excerpt(content.sides[side]).toHtmlEscaped());
        // Colour, dashes and marker all differ, so the lines stay apart in black and white.
        series->setPen(SidePalette::pen(side, 1.6 * sceneUnitsPerPoint));
        // Drawn large and shown small, so the marker stays sharp at a printer's resolution.
        series->setLightMarker(SidePalette::markerImage(side, 64));
        series->setMarkerSize(5 * sceneUnitsPerPoint);
        for (const SummaryContent::HandRow &row : content.hands) {
            // The lines stop at the deciding hand: a hand played after the end adds nothing.
            if (row.afterEnd)
                break;
            const int value = row.running.value(side);
            series->append(row.number, value);
            low = std::min(low, value);
            high = std::max(high, value);
        }
        chart->addSeries(series);
    }
    QLineSeries *targetSeries = nullptr;
    const int countedHands = int(std::count_if(content.hands.cbegin(), content.hands.cend(),
                                               [](const auto &row) { return !row.afterEnd; }));
    const HandAxisTicks ticks(countedHands);
    if (content.target > 0) {
        targetSeries = new QLineSeries;
        targetSeries->setName(tr("Target"));
        QPen pen(SummaryStyle::mutedInk());
        pen.setWidthF(0.8 * sceneUnitsPerPoint);
        pen.setStyle(Qt::DashLine);
        targetSeries->setPen(pen);
        targetSeries->append(ticks.first(), content.target);
        targetSeries->append(ticks.last(), content.target);
        chart->addSeries(targetSeries);
    }

    QCategoryAxis *handAxis = ticks.axis(tr("Hand"));
    // The points axis labels its steps itself so they read exactly as the tables do
    // (CoreText::number), which groups digits where QLocale alone would not.
    auto *pointsAxis = new QCategoryAxis;
    pointsAxis->setTitleText(tr("Points"));
    const qreal step = niceStep(high - low, 6);
    const qreal bottom = std::floor(low / step) * step;
    const qreal top = std::max(std::ceil(high / step) * step, bottom + step);
    pointsAxis->setRange(bottom, top);
    pointsAxis->setStartValue(bottom);
    pointsAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (qreal value = bottom; value <= top + step / 2; value += step)
        pointsAxis->append(CoreText::number(qRound(value)), value);
    for (QAbstractAxis *axis : std::initializer_list<QAbstractAxis *> {handAxis, pointsAxis}) {
        axis->setLabelsFont(chartFont(7.5));
        axis->setTitleFont(chartFont(8));
        axis->setLabelsColor(SummaryStyle::ink());
        axis->setTitleBrush(SummaryStyle::mutedInk());
        QPen grid(SummaryStyle::band().darker(108));
        grid.setWidthF(0.5 * sceneUnitsPerPoint);
        axis->setGridLinePen(grid);
        QPen line(SummaryStyle::rule());
        line.setWidthF(0.6 * sceneUnitsPerPoint);
        axis->setLinePen(line);
    }
    chart->addAxis(handAxis, Qt::AlignBottom);
    chart->addAxis(pointsAxis, Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(handAxis);
        series->attachAxis(pointsAxis);
    }

    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(8));
    chart->legend()->setLabelColor(SummaryStyle::ink());
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);

    const QRectF sceneRect(0, 0, target.width() / SummaryStyle::unitsPerPoint * sceneUnitsPerPoint,
                           target.height() / SummaryStyle::unitsPerPoint * sceneUnitsPerPoint);
    chart->setGeometry(sceneRect);
    scene.setSceneRect(sceneRect);
    scene.setBackgroundBrush(Qt::NoBrush);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, target, sceneRect, Qt::IgnoreAspectRatio);
    painter.restore();
}

} // namespace pinaculo
