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

} // namespace pinaculo
