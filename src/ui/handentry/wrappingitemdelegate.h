#pragma once

#include <QStyledItemDelegate>

class QTreeView;

namespace pinaculo {

// Lets a tree's lines wrap to its column's width instead of ending in "…". QTreeView asks a
// delegate for a row's height without saying how wide the column is, so a wrapped line would
// get one line's height; this delegate tells the style the width, and lays the rows out again
// whenever a column changes width.
class WrappingItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit WrappingItemDelegate(QTreeView *view);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    QTreeView *m_view;
};

} // namespace pinaculo
