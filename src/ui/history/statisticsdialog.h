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

class PartnershipsModel;
class StatisticsModel;
class TableSearchProxy;

// Every player's record across the stored games: games played and won, win rate, average and
// best hand, premium melds made and penalties suffered, with a chart of games played and won;
// two chosen players against each other; and the partners who shared a side. Both tables sort
// by any column and are searched by the players' names.
//
// Object names: variantCombo, searchEdit, tabs, statisticsTable (StatisticsModel through a
// TableSearchProxy), firstPlayerCombo, secondPlayerCombo, headToHeadLabel, partnersTable
// (PartnershipsModel through a TableSearchProxy).
class StatisticsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit StatisticsDialog(const GameStore &store, QWidget *parent = nullptr);
    ~StatisticsDialog() override;

    void refresh();
    const QList<PlayerStatistics> &statistics() const;
    QChart *chart() const { return m_chart; }
    TableSearchProxy *playersProxy() const { return m_playersProxy; }
    TableSearchProxy *partnersProxy() const { return m_partnersProxy; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillVariants();
    void fillRivals();
    void showHeadToHead();
    void fillChart();
    GameFilter filter() const;

    std::unique_ptr<Ui::StatisticsDialog> ui;
    GameStore m_store;
    StatisticsModel *m_players;
    TableSearchProxy *m_playersProxy;
    PartnershipsModel *m_partners;
    TableSearchProxy *m_partnersProxy;
    QChart *m_chart = nullptr;
    QChartView *m_chartView = nullptr;
};

} // namespace pinaculo
