#include "board/boardhandsmodel.h"

#include "scoresheet/scoreboardmodel.h"

namespace pinaculo {

bool BoardHandsModel::filterAcceptsColumn(int sourceColumn, const QModelIndex &sourceParent) const
{
    Q_UNUSED(sourceParent);
    if (sourceColumn == ScoreboardModel::NumberColumn)
        return true;
    return sourceColumn >= ScoreboardModel::FirstSideColumn
        && ScoreboardModel::kindOfColumn(sourceColumn) == ScoreboardModel::PointsColumn;
}

QVariant BoardHandsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && sideOfColumn(section) >= 0
        && sourceModel()) {
        return sourceModel()->headerData(
            ScoreboardModel::columnOf(sideOfColumn(section), ScoreboardModel::PointsColumn),
            orientation, ScoreboardModel::NameRole);
    }
    return QSortFilterProxyModel::headerData(section, orientation, role);
}

} // namespace pinaculo
