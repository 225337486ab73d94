#include "history/columnfit.h"

#include <QHeaderView>
#include <QTableView>

namespace pinaculo {

void ColumnFit::fitToView(QTableView *view, int namesColumn)
{
    QHeaderView *header = view->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(namesColumn, QHeaderView::Stretch);
}

} // namespace pinaculo
