#pragma once

#include <QList>
#include <QStyledItemDelegate>

namespace pinaculo {

// Draws a table cell's text with its red cards in red, as the entry dialogs show them: in
// "Cards left in hand: 9♥ 9♦ 3♠" the hearts and diamonds (rank and suit) take CardText's red,
// which reads on light and dark themes. A selected row keeps the highlight's single colour.
class SuitColourDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

    // Where the red cards are in `text`: each range runs over a card's rank and its ♥ or ♦.
    struct Span
    {
        qsizetype start = 0;
        qsizetype length = 0;
    };
    static QList<Span> redCards(const QString &text);
};

} // namespace pinaculo
