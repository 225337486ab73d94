#pragma once

#include "playerstatistics.h"

#include <QAbstractTableModel>
#include <QList>

namespace pinaculo {

// Every player's record, one row per player, for the statistics table. Numbers are shown in the
// locale's format and given as numbers under TableSearchProxy::SortRole, so the table sorts by
// value; a player without a finished game has no win rate and sorts below every rate.
class StatisticsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        PlayerColumn,
        GamesColumn,
        WonColumn,
        WinRateColumn,
        HandsColumn,
        AverageColumn,
        BestColumn,
        PremiumColumn,
        OutColumn,
        PenaltiesColumn,
        PenaltyPointsColumn,
        ColumnCount
    };

    explicit StatisticsModel(QObject *parent = nullptr);

    void setStatistics(const QList<PlayerStatistics> &statistics);
    const QList<PlayerStatistics> &statistics() const { return m_statistics; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // "50 %" in Spanish, "50%" in Italian and English; empty below 0 (no finished game).
    static QString percent(double rate);
    void retranslate();

private:
    // A column's heading in words.
    static QString title(int section);
    QVariant value(const PlayerStatistics &s, int column) const;

    QList<PlayerStatistics> m_statistics;
};

} // namespace pinaculo
