#include "director/gamefiledroptarget.h"

#include "window/gamefiledrop.h"

#include <QAbstractItemView>
#include <QDropEvent>

namespace pinaculo {

GameFileDropTarget::GameFileDropTarget(QAbstractItemView *view)
    : QObject(view)
    , m_view(view)
{
    view->setAcceptDrops(true);
    view->viewport()->setAcceptDrops(true);
    view->setDragDropMode(QAbstractItemView::DropOnly);
    view->viewport()->installEventFilter(this);
}

bool GameFileDropTarget::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDropEvent *>(event);
        if (GameFileDrop::gameFiles(drag->mimeData()).size() == 1) {
            drag->setDropAction(Qt::CopyAction);
            drag->accept();
        } else {
            drag->ignore();
        }
        return true;
    }
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        const QStringList files = GameFileDrop::gameFiles(drop->mimeData());
        if (files.size() != 1) {
            drop->ignore();
            return true;
        }
        drop->setDropAction(Qt::CopyAction);
        drop->accept();
        emit dropped(m_view->indexAt(drop->position().toPoint()).row(), files.first());
        return true;
    }
    default:
        return QObject::eventFilter(watched, event);
    }
}

} // namespace pinaculo
