#include "handentry/wrappingitemdelegate.h"

#include <QHeaderView>
#include <QTimer>
#include <QTreeView>

namespace pinaculo {

WrappingItemDelegate::WrappingItemDelegate(QTreeView *view)
    : QStyledItemDelegate(view)
    , m_view(view)
{
    view->setWordWrap(true);
    view->setUniformRowHeights(false);
    view->setTextElideMode(Qt::ElideNone);
    // Row heights are cached by the view: a column that changes width needs them again, once
    // the header has settled.
    auto *relayout = new QTimer(this);
    relayout->setSingleShot(true);
    relayout->setInterval(0);
    connect(relayout, &QTimer::timeout, view, &QTreeView::doItemsLayout);
    connect(view->header(), &QHeaderView::sectionResized, relayout, qOverload<>(&QTimer::start));
}

QSize WrappingItemDelegate::sizeHint(const QStyleOptionViewItem &option,
                                     const QModelIndex &index) const
{
    QStyleOptionViewItem sized(option);
    int width = m_view->columnWidth(index.column());
    if (index.column() == 0) {
        int depth = m_view->rootIsDecorated() ? 1 : 0;
        for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
            ++depth;
        width -= depth * m_view->indentation();
    }
    if (width > 0)
        sized.rect.setSize(QSize(width, option.fontMetrics.height()));
    return QStyledItemDelegate::sizeHint(sized, index);
}

} // namespace pinaculo
