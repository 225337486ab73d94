#include "cards/cardpickerbutton.h"

#include "cards/cardtext.h"

#include <QStyleOptionToolButton>
#include <QStylePainter>

namespace pinaculo {

CardPickerButton::CardPickerButton(const Card &card, QWidget *parent)
    : QToolButton(parent)
    , m_card(card)
{
    // The picker must never steal the focus from the card field it types into.
    setFocusPolicy(Qt::NoFocus);
    setAutoRaise(false);
    setText(CardText::label(card));
    // Narrow on a laptop, roomier where the dialog has the width (up to a comfortable size).
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont bold = font();
    bold.setBold(true);
    setMaximumWidth(QFontMetrics(bold).horizontalAdvance(QStringLiteral("10♥")) + 26);
    // Named in the interchange notation, so the name stays the same in every language.
    setObjectName(QStringLiteral("card_")
                  + CardNotation::canonical().format(card, CardNotation::Style::Letters));
}

void CardPickerButton::setRemaining(int remaining)
{
    m_remaining = remaining;
    setEnabled(remaining > 0);
    setToolTip(tr("%1: %n more can be entered in this hand", nullptr, remaining)
                   .arg(CardText::label(m_card)));
    update();
}

QSize CardPickerButton::sizeHint() const
{
    // As narrow as the widest label drawn in bold allows, so that the 13 ranks and the joker fit
    // the player pane of a 1024-pixel screen: the picker never widens the dialog.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    return {metrics.horizontalAdvance(QStringLiteral("10♥")) + 6, metrics.height() * 2 + 4};
}

QSize CardPickerButton::minimumSizeHint() const
{
    return sizeHint();
}

void CardPickerButton::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    QStyleOptionToolButton option;
    initStyleOption(&option);
    option.text.clear();
    painter.drawComplexControl(QStyle::CC_ToolButton, option);

    const QRect area = rect().adjusted(1, 2, -1, -2);
    QColor color = CardText::cardColor(m_card, palette());
    if (!isEnabled())
        color = palette().color(QPalette::Disabled, QPalette::Text);

    QFont cardFont = font();
    cardFont.setBold(true);
    painter.setFont(cardFont);
    painter.setPen(color);
    QRect cardArea = area;
    cardArea.setBottom(area.top() + area.height() * 2 / 3);
    painter.drawText(cardArea, Qt::AlignCenter, CardText::label(m_card));

    QFont countFont = font();
    countFont.setPointSizeF(font().pointSizeF() * 0.8);
    painter.setFont(countFont);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled,
                                   QPalette::PlaceholderText));
    QRect countArea = area;
    countArea.setTop(cardArea.bottom() - 2);
    painter.drawText(countArea, Qt::AlignHCenter | Qt::AlignBottom,
                     QStringLiteral("×%1").arg(m_remaining));
}

} // namespace pinaculo
