#pragma once

#include <QChartView>

class QChart;

namespace pinaculo {

class GameDocument;

// The running totals of every side, hand after hand, one line each in the looks SidePalette
// gives it (as on the printed summary), with the target drawn as
// a dashed line so the table sees how far everyone is from the end.
class RunningTotalsChart : public QChartView
{
    Q_OBJECT

public:
    explicit RunningTotalsChart(QWidget *parent = nullptr);

    void setDocument(GameDocument *document);
    // The number of line series drawn, target line excluded; for tests.
    int sideSeriesCount() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void applyPalette();

    GameDocument *m_document = nullptr;
    QChart *m_chart;
};

} // namespace pinaculo
