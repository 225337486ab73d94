#include "scoresheet/runningtotalschart.h"

#include "coretext.h"
#include "namerules.h"
#include "gamedocument.h"
#include "handaxisticks.h"
#include "sidepalette.h"
#include "scoresheet/runningtotalsline.h"

#include <QCategoryAxis>
#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace pinaculo {

namespace {

// The hands the hand axis spans: the hands drawn, rounded up to a whole bucket of the line. The
// axis then moves once a bucket, not at every hand, and every range set on it lays each line out
// again: a hand recorded into a long game costs what its tail costs. A game of up to
// RunningTotalsLine::maxBuckets hands ends the axis at its last hand.
int axisHands(int hands)
{
    const int bucket = RunningTotalsLine::bucketSize(hands);
    return (std::max(1, hands) + bucket - 1) / bucket * bucket;
}

} // namespace

RunningTotalsChart::RunningTotalsChart(QWidget *parent)
    // Built with its own chart: QChartView(parent) makes a default chart that setChart() would
    // leave behind.
    : QChartView(new QChart, parent)
    , m_chart(chart())
{
    setObjectName(QStringLiteral("runningTotalsChart"));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    // The legend shows each line as drawn, dashes and all.
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setBackgroundRoundness(0);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(260, 200);
    applyPalette();
}

void RunningTotalsChart::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &GameDocument::changed, this, &RunningTotalsChart::follow);
    rebuild();
}

int RunningTotalsChart::sideSeriesCount() const
{
    int count = 0;
    for (QAbstractSeries *series : m_chart->series())
        count += series->objectName() != u"target" ? 1 : 0;
    return count;
}

void RunningTotalsChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    else if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void RunningTotalsChart::applyPalette()
{
    // Follow the system palette so the chart reads in dark themes too.
    const QPalette pal = palette();
    m_chart->setBackgroundBrush(pal.base());
    m_chart->setPlotAreaBackgroundVisible(false);
    m_chart->legend()->setLabelColor(pal.color(QPalette::Text));
    m_chart->setTitleBrush(pal.text());
    for (QAbstractAxis *axis : m_chart->axes()) {
        axis->setLabelsColor(pal.color(QPalette::Text));
        axis->setTitleBrush(pal.text());
        axis->setGridLineColor(pal.color(QPalette::Mid));
        axis->setLinePenColor(pal.color(QPalette::Mid));
    }
}

void RunningTotalsChart::rebuild()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    m_sides.clear();
    m_target = nullptr;
    m_axisX = nullptr;
    m_axisY = nullptr;
    if (!m_document)
        return;
    const GameSetup &setup = m_document->setup();
    const GameResult &result = m_document->result();

    // The lines stop at the deciding hand: a hand played after the end adds nothing.
    const int hands = result.countedHands();
    // Whole hands only, labelled one by one: a value axis divides its range evenly (hand 2.5).
    const HandAxisTicks ticks(axisHands(hands));
    m_bucket = RunningTotalsLine::bucketSize(hands);
    m_axisX = ticks.axis(tr("Hand"));
    m_axisY = new QValueAxis;
    m_axisY->setTitleText(tr("Points"));
    m_axisY->setLabelFormat(QStringLiteral("%d"));
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);

    // In one row under the plot four or more names are cut to nothing in a narrow chart; in a
    // column beside it each name has the row's width.
    m_chart->legend()->setAlignment(setup.sideCount() > 3 ? Qt::AlignRight : Qt::AlignBottom);

    for (int side = 0; side < setup.sideCount(); ++side) {
        auto *series = new QLineSeries;
        // Colour, dashes and marker all differ from side to side, as on the printed summary.
        series->setPen(SidePalette::pen(side, 2.5));
        series->setLightMarker(SidePalette::markerImage(side, 18));
        series->setMarkerSize(9);
        QList<QPointF> points;
        RunningTotalsLine::appendPoints(points, result.hands, hands, side, 0, m_bucket);
        series->replace(points);
        m_chart->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
        m_sides.append(series);
    }
    nameSides();
    if (setup.rules.target > 0) {
        m_target = new QLineSeries;
        m_target->setObjectName(QStringLiteral("target"));
        m_target->setName(tr("Target %1").arg(CoreText::number(setup.rules.target)));
        m_target->append(ticks.first(), setup.rules.target);
        m_target->append(ticks.last(), setup.rules.target);
        QPen pen(palette().color(QPalette::Mid));
        pen.setStyle(Qt::DashLine);
        pen.setWidth(2);
        m_target->setPen(pen);
        m_chart->addSeries(m_target);
        m_target->attachAxis(m_axisX);
        m_target->attachAxis(m_axisY);
    }
    m_ticks = ticks.values();
    fitAxes(hands);
    applyPalette();
}

void RunningTotalsChart::follow(const GameChange &change)
{
    if (change.kind == GameChange::Kind::PlayerRenamed) {
        nameSides();
        return;
    }
    if (m_sides.size() != m_document->setup().sideCount()) {
        rebuild();
        return;
    }
    const GameResult &result = m_document->result();
    const int hands = result.countedHands();
    // The points before the changed hand's bucket stand: a new hand redraws the last bucket (a
    // point a side in a short game), a correction or a deletion redraws from its bucket on. A
    // long game costs what its tail costs; only when the buckets grow is the line drawn whole.
    const int bucket = RunningTotalsLine::bucketSize(hands);
    const int from
        = bucket == m_bucket ? std::min(std::max(0, change.index), hands) / bucket * bucket : 0;
    m_bucket = bucket;
    for (int side = 0; side < m_sides.size(); ++side) {
        QLineSeries *series = m_sides.at(side);
        const QList<QPointF> drawn = series->points();
        // A point's x is its hand's number, one past its index.
        qsizetype kept = drawn.size();
        while (kept > 0 && drawn.at(kept - 1).x() > from)
            --kept;
        QList<QPointF> points = drawn.first(kept);
        RunningTotalsLine::appendPoints(points, result.hands, hands, side, from, bucket);
        if (kept == drawn.size() && points.size() == kept + 1)
            series->append(points.last()); // one point more: the cheapest redraw
        else if (points != drawn)
            series->replace(points);
    }
    const HandAxisTicks ticks(axisHands(hands));
    const QPointF targetEnd(ticks.last(), m_document->setup().rules.target);
    if (m_target && m_target->count() == 2 && m_target->at(1) != targetEnd)
        m_target->replace(1, targetEnd);
    const QList<int> values = ticks.values();
    if (values != m_ticks) {
        for (const QString &label : m_axisX->categoriesLabels())
            m_axisX->remove(label);
        for (int hand : values)
            m_axisX->append(CoreText::number(hand), hand);
        m_ticks = values;
    }
    if (m_axisX->min() != ticks.first() || m_axisX->max() != ticks.last())
        m_axisX->setRange(ticks.first(), ticks.last());
    // A hand appended changes no earlier total: the range of those already scanned stands.
    const bool appended = change.kind == GameChange::Kind::HandAdded && change.index == hands - 1
        && m_scanned == hands - 1;
    fitAxes(hands, appended ? m_scanned : 0);
}

void RunningTotalsChart::nameSides()
{
    const GameSetup &setup = m_document->setup();
    for (int side = 0; side < m_sides.size(); ++side)
        // The legend lays series names out as rich text: escape them, so that a name is shown
        // as typed and never loads an image or lays out markup.
        // The legend elides in time quadratic in the text: a name stored before the limits
        // could freeze the window, so it gets at most an excerpt.
        m_sides.at(side)->setName(NameRules::excerpt(setup.sideName(side)).toHtmlEscaped());
}

void RunningTotalsChart::fitAxes(int hands, int from)
{
    const GameResult &result = m_document->result();
    if (from <= 0) {
        m_lowest = 0;
        m_highest = std::max(100, m_document->setup().rules.target);
    }
    // A scan of plain numbers, cheap beside drawing; the lines' points are not read back.
    for (int index = std::max(0, from); index < hands; ++index) {
        const HandOutcome &hand = result.hands.at(index);
        for (int side = 0; side < m_sides.size(); ++side) {
            const int total = hand.running.value(side);
            m_lowest = std::min(m_lowest, total);
            m_highest = std::max(m_highest, total);
        }
    }
    m_scanned = hands;
    const int low = m_lowest;
    const int high = m_highest;
    for (QLineSeries *series : std::as_const(m_sides))
        series->setPointsVisible(hands < 30);
    // Round the range outward to a hundred so the grid lines fall on readable numbers. Worked
    // out on an axis of its own and set only when it moves: each range set on the chart's axis
    // lays every line out again.
    QValueAxis nice;
    nice.setRange(std::floor(low / 100.0) * 100, std::ceil(high * 1.05 / 100.0) * 100);
    nice.applyNiceNumbers();
    if (nice.min() != m_axisY->min() || nice.max() != m_axisY->max())
        m_axisY->setRange(nice.min(), nice.max());
    m_axisY->setTickCount(nice.tickCount());
}

} // namespace pinaculo
