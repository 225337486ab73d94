#pragma once

#include "card.h"

#include <QToolButton>

namespace pinaculo {

// One card of the picker: the card large, in its suit's colour, and how many copies the hand
// still allows in the corner. The text stays the card's label so tests and screen readers see it.
class CardPickerButton : public QToolButton
{
    Q_OBJECT

public:
    explicit CardPickerButton(const Card &card, QWidget *parent = nullptr);

    Card card() const { return m_card; }
    int remaining() const { return m_remaining; }
    void setRemaining(int remaining);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Card m_card;
    int m_remaining = 0;
};

} // namespace pinaculo
