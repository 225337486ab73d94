#pragma once

#include "gamestore.h"
#include "playerstatistics.h"

#include <QDialog>
#include <QList>

#include <memory>

class QChart;
class QChartView;

namespace Ui {
class StatisticsDialog;
}

namespace pinaculo {

// Every player's record across the stored games: games played and won, average and best hand,
// premium melds made and penalties suffered, with a chart of games played and won.
class StatisticsDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column {
        PlayerColumn,
        GamesColumn,
        WonColumn,
        HandsColumn,
        AverageColumn,
        BestColumn,
        PremiumColumn,
        OutColumn,
        PenaltiesColumn,
        PenaltyPointsColumn,
        ColumnCount
    };

    explicit StatisticsDialog(const GameStore &store, QWidget *parent = nullptr);
    ~StatisticsDialog() override;

    void refresh();
    const QList<PlayerStatistics> &statistics() const { return m_statistics; }
    QChart *chart() const { return m_chart; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillVariants();
    void fillTable();
    void fillChart();

    std::unique_ptr<Ui::StatisticsDialog> ui;
    GameStore m_store;
    QList<PlayerStatistics> m_statistics;
    QChart *m_chart = nullptr;
    QChartView *m_chartView = nullptr;
};

} // namespace pinaculo
