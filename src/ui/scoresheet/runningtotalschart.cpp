#include "scoresheet/runningtotalschart.h"

#include "coretext.h"
#include "namerules.h"
#include "gamedocument.h"
#include "handaxisticks.h"
#include "sidepalette.h"

#include <QCategoryAxis>
#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace pinaculo {

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
        connect(m_document, &GameDocument::changed, this, &RunningTotalsChart::rebuild);
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
    if (!m_document)
        return;
    const GameSetup &setup = m_document->setup();
    const GameResult &result = m_document->result();

    // The lines stop at the deciding hand: a hand played after the end adds nothing.
    const int hands = result.countedHands();
    // Whole hands only, labelled one by one: a value axis divides its range evenly (hand 2.5).
    const HandAxisTicks ticks(hands);
    QCategoryAxis *axisX = ticks.axis(tr("Hand"));
    auto *axisY = new QValueAxis;
    axisY->setTitleText(tr("Points"));
    axisY->setLabelFormat(QStringLiteral("%d"));
    m_chart->addAxis(axisX, Qt::AlignBottom);
    m_chart->addAxis(axisY, Qt::AlignLeft);

    // In one row under the plot four or more names are cut to nothing in a narrow chart; in a
    // column beside it each name has the row's width.
    m_chart->legend()->setAlignment(setup.sideCount() > 3 ? Qt::AlignRight : Qt::AlignBottom);

    int low = 0;
    int high = std::max(100, setup.rules.target);
    for (int side = 0; side < setup.sideCount(); ++side) {
        auto *series = new QLineSeries;
        // The legend lays series names out as rich text: escape them, so that a name is shown as
        // typed and never loads an image or lays out markup.
        // The legend elides in time quadratic in the text: a name stored before the limits
        // could freeze the window, so it gets at most an excerpt.
        series->setName(NameRules::excerpt(setup.sideName(side)).toHtmlEscaped());
        // Colour, dashes and marker all differ from side to side, as on the printed summary.
        series->setPen(SidePalette::pen(side, 2.5));
        series->setLightMarker(SidePalette::markerImage(side, 18));
        series->setMarkerSize(9);
        for (const HandOutcome &hand : std::as_const(result.hands).first(hands)) {
            const int total = hand.running.value(side);
            series->append(hand.number, total);
            low = std::min(low, total);
            high = std::max(high, total);
        }
        series->setPointsVisible(hands < 30);
        m_chart->addSeries(series);
        series->attachAxis(axisX);
        series->attachAxis(axisY);
    }
    if (setup.rules.target > 0) {
        auto *target = new QLineSeries;
        target->setObjectName(QStringLiteral("target"));
        target->setName(tr("Target %1").arg(CoreText::number(setup.rules.target)));
        target->append(ticks.first(), setup.rules.target);
        target->append(ticks.last(), setup.rules.target);
        QPen pen(palette().color(QPalette::Mid));
        pen.setStyle(Qt::DashLine);
        pen.setWidth(2);
        target->setPen(pen);
        m_chart->addSeries(target);
        target->attachAxis(axisX);
        target->attachAxis(axisY);
    }
    // Round the range outward to a hundred so the grid lines fall on readable numbers.
    axisY->setRange(std::floor(low / 100.0) * 100, std::ceil(high * 1.05 / 100.0) * 100);
    axisY->applyNiceNumbers();
    applyPalette();
}

} // namespace pinaculo
