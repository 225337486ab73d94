#pragma once

#include "card.h"
#include "handrecord.h"
#include "rules.h"

#include <QHash>
#include <QWidget>
#include <array>

class QGroupBox;

namespace pinaculo {

class CardPickerButton;

using CardCounts = std::array<int, Card::IndexCount>;

// The 52 cards and the joker as buttons, each showing how many copies the hand still allows:
// decks × 1 per card, the rules' jokers, and no red twos where the deck has none. Clicking a
// button emits cardPicked(); the owner decides which field receives the card.
//
// A card typed without its suit (a set by its count, "4xK") takes a copy of its rank, not of a
// suit: no button loses a copy for it, but a rank's buttons never offer more than the rank has
// left in all (its four suits' copies less every copy of it entered, with a suit or without).
// So with two decks, after "4xK" each king still shows 2, and after "7xK" each shows 1, as
// the hand's copy check (HandValidator) would allow.
class CardPicker : public QWidget
{
    Q_OBJECT

public:
    explicit CardPicker(QWidget *parent = nullptr);

    void setRules(const Rules &rules);
    // The cards already entered anywhere in the hand.
    void setUsed(const CardCounts &used);

    int remaining(const Card &card) const;
    CardPickerButton *button(const Card &card) const;

    // How many copies of each card the deck holds under these rules.
    // The screen height from which a picker starts unfolded.
    static constexpr int RoomForPickerHeight = 760;
    // Makes the checkable `group` holding the picker fold it away when unchecked, and starts it
    // folded on a screen shorter than RoomForPickerHeight, so that the fields around it show
    // whole on a small laptop; one click on the group's title brings it back.
    static void makeFoldable(QGroupBox *group, CardPicker *picker);

    static CardCounts limits(const Rules &rules);
    static void count(const CardList &cards, CardCounts &counts);
    static CardCounts count(const HandRecord &hand);

protected:
    void changeEvent(QEvent *event) override;

signals:
    void cardPicked(const pinaculo::Card &card);

private:
    void build();
    void refresh();

    Rules m_rules;
    CardCounts m_used {};
    QHash<int, CardPickerButton *> m_buttons; // by Card::index()
};

} // namespace pinaculo
