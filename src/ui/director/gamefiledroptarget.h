#pragma once

#include <QObject>
#include <QString>

class QAbstractItemView;

namespace pinaculo {

// The round's tables take a table's game file dropped on its row: the director drags the file
// the table exported from the file manager or a mail onto the table it belongs to. One file at
// a time; anything else dropped is refused before it lands.
class GameFileDropTarget : public QObject
{
    Q_OBJECT

public:
    explicit GameFileDropTarget(QAbstractItemView *view);

signals:
    // A game file dropped on `row` of the view (-1 below the last row).
    void dropped(int row, const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QAbstractItemView *m_view;
};

} // namespace pinaculo
