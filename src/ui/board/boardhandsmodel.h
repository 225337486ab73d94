#pragma once

#include <QSortFilterProxyModel>

namespace pinaculo {

// The score sheet as the full-screen board shows it: the hand number and each side's points in
// the hand, one column per side; the running totals stand in big type above the columns, and
// who dealt is left to the window's score sheet, so six sides still get wide columns. A side's
// column is headed as its points column is on the score sheet, by the side's whole name (the
// board's NameHeaderView fits it to the column).
class BoardHandsModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    // The board column of a side, and the side of a board column (-1 for the hand number).
    static int columnOfSide(int side) { return 1 + side; }
    static int sideOfColumn(int column) { return column - 1; }

protected:
    bool filterAcceptsColumn(int sourceColumn, const QModelIndex &sourceParent) const override;
};

} // namespace pinaculo
