#include "cards/cardpicker.h"

#include "cards/cardpickerbutton.h"
#include "common/screenfit.h"

#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>

namespace pinaculo {

namespace {
// Run order first (3 … K A), the two last: it is usually a wild card.
constexpr Rank pickerRanks[]
    = {Rank::Three, Rank::Four, Rank::Five,  Rank::Six,  Rank::Seven, Rank::Eight, Rank::Nine,
       Rank::Ten,   Rank::Jack, Rank::Queen, Rank::King, Rank::Ace,   Rank::Two};
constexpr Suit pickerSuits[] = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};
} // namespace

CardPicker::CardPicker(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("cardPicker"));
    build();
    refresh();
}

void CardPicker::build()
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(2);
    grid->setVerticalSpacing(3);
    int row = 0;
    for (Suit suit : pickerSuits) {
        int column = 0;
        for (Rank rank : pickerRanks) {
            const Card card {rank, suit};
            auto *button = new CardPickerButton(card, this);
            connect(button, &QToolButton::clicked, this, [this, card] { emit cardPicked(card); });
            grid->addWidget(button, row, column++);
            m_buttons.insert(card.index(), button);
        }
        ++row;
    }
    auto *joker = new CardPickerButton(Card::joker(), this);
    connect(joker, &QToolButton::clicked, this, [this] { emit cardPicked(Card::joker()); });
    grid->addWidget(joker, 0, int(std::size(pickerRanks)), int(std::size(pickerSuits)), 1);
    joker->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    m_buttons.insert(Card::joker().index(), joker);
    // Width to spare on a wide screen goes to an empty column after the joker, so that the joker
    // stays a card's width instead of stretching across the dialog.
    grid->setColumnStretch(int(std::size(pickerRanks)) + 1, 1);
}

void CardPicker::setRules(const Rules &rules)
{
    m_rules = rules;
    refresh();
}

void CardPicker::setUsed(const CardCounts &used)
{
    m_used = used;
    refresh();
}

namespace {
// What a card's button offers: its own copies left, within what its rank has left in all.
int copiesLeft(const Card &card, const CardCounts &limit, const CardCounts &used)
{
    int left = limit[card.index()] - used[card.index()];
    if (!card.isJoker()) {
        const Card suitless = Card::suitless(card.rank);
        int rankLeft = limit[suitless.index()] - used[suitless.index()];
        for (Suit suit : pickerSuits)
            rankLeft -= used[Card {card.rank, suit}.index()];
        left = std::min(left, rankLeft);
    }
    return std::max(0, left);
}
} // namespace

int CardPicker::remaining(const Card &card) const
{
    return copiesLeft(card, limits(m_rules), m_used);
}

CardPickerButton *CardPicker::button(const Card &card) const
{
    return m_buttons.value(card.index());
}

void CardPicker::refresh()
{
    const CardCounts limit = limits(m_rules);
    for (auto it = m_buttons.cbegin(); it != m_buttons.cend(); ++it) {
        CardPickerButton *button = it.value();
        // A card the deck does not hold is left out rather than shown disabled, so a red two
        // in pinnacola never looks like a card that has merely run out.
        button->setVisible(limit[it.key()] > 0);
        button->setRemaining(copiesLeft(Card::fromIndex(it.key()), limit, m_used));
    }
}

void CardPicker::changeEvent(QEvent *event)
{
    // The buttons' tooltips are built in code.
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

CardCounts CardPicker::limits(const Rules &rules)
{
    CardCounts limit;
    limit.fill(rules.decks);
    limit[Card::joker().index()] = rules.jokers;
    // A rank in all, with or without suits, as the hand's copy check counts it.
    for (int r = int(Rank::Ace); r <= int(Rank::King); ++r)
        limit[Card::suitless(static_cast<Rank>(r)).index()] = 4 * rules.decks;
    if (!rules.redTwosInDeck) {
        limit[Card {Rank::Two, Suit::Hearts}.index()] = 0;
        limit[Card {Rank::Two, Suit::Diamonds}.index()] = 0;
    }
    return limit;
}

void CardPicker::count(const CardList &cards, CardCounts &counts)
{
    for (const Card &card : cards)
        ++counts[card.index()];
}

CardCounts CardPicker::count(const HandRecord &hand)
{
    CardCounts counts {};
    for (const PlayerResult &result : hand.results) {
        for (const MeldEntry &meld : result.melds) {
            count(meld.cards, counts);
            count(meld.rescued, counts);
        }
        count(result.hand, counts);
    }
    return counts;
}

void CardPicker::makeFoldable(QGroupBox *group, CardPicker *picker)
{
    group->setCheckable(true);
    // Unfolding it with the mouse leaves the focus in the field being typed, where the picked
    // cards go; Tab still reaches it.
    group->setFocusPolicy(Qt::TabFocus);
    QObject::connect(group, &QGroupBox::toggled, picker, [group, picker](bool shown) {
        picker->setVisible(shown);
        group->setFlat(!shown);
        group->setMaximumHeight(shown ? QWIDGETSIZE_MAX : group->fontMetrics().height() + 8);
    });
    group->setChecked(ScreenFit::availableGeometry(group).height() >= RoomForPickerHeight);
}

} // namespace pinaculo
