#pragma once

#include "gamechange.h"

#include <QChartView>
#include <QList>

class QCategoryAxis;
class QChart;
class QLineSeries;
class QValueAxis;

namespace pinaculo {

class GameDocument;

// The running totals of every side, hand after hand, one line each in the looks SidePalette
// gives it (as on the printed summary), with the target drawn as
// a dashed line so the table sees how far everyone is from the end. Built whole for a game put
// on the table; after that each change of the game appends or redraws only the points from its
// hand on, so a hand recorded in a long game does not redraw the game.
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
    void follow(const GameChange &change);
    void nameSides();
    // The value axis around every total drawn, the hand axis' range, the markers' visibility.
    // The points axis fitted to the first `hands` hands; those before `from` were scanned
    // already, and the range they gave is kept (a hand appended scans that hand alone).
    void fitAxes(int hands, int from = 0);
    void applyPalette();

    GameDocument *m_document = nullptr;
    QChart *m_chart;
    QList<QLineSeries *> m_sides; // one line a side, in side order
    QLineSeries *m_target = nullptr;
    QCategoryAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    QList<int> m_ticks; // the hand axis' labelled hands
    int m_bucket = 1; // the hands each bucket of the lines holds (RunningTotalsLine)
    int m_lowest = 0; // the lowest and highest totals of the hands fitAxes() scanned
    int m_highest = 0;
    int m_scanned = 0; // the hands it scanned
};

} // namespace pinaculo
