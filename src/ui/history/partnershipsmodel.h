#pragma once

#include "playerrecords.h"

#include <QAbstractTableModel>
#include <QList>

namespace pinaculo {

// The partners' records: one row per pair who shared a side, with their games, wins and win
// rate; sortable by value through TableSearchProxy::SortRole.
class PartnershipsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { PairColumn, GamesColumn, WonColumn, WinRateColumn, ColumnCount };

    explicit PartnershipsModel(QObject *parent = nullptr);

    void setPartnerships(const QList<PlayerRecords::Partnership> &partnerships);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    QList<PlayerRecords::Partnership> m_partnerships;
};

} // namespace pinaculo
