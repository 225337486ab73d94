#pragma once

#include "card.h"
#include "cardnotation.h"

#include <QLineEdit>
#include <QPointer>

class QLabel;

namespace pinaculo {

// A field where cards are typed. It remembers the notation its text is written in (the window
// language's when it was created) and reads its text only with that notation: Spanish and
// Italian read C as hearts, English as clubs, so text written in one must never be read in
// another. When the window language changes, the cards in the text are rewritten in the new
// language's notation before the field switches to it; tokens that are not cards stay as typed.
//
// Parents receive a language change before their children, so while a parent retranslates the
// field still holds the old notation and old text: readers must call parse(), never read text()
// with CardText::notation(). notationChanged() tells when hints built from notation() are stale.
//
// The text is read as people type it (CardNotation::read()): cards without spaces and runs by
// their ends are read too. While the field has focus, a card spelled with a borrowed English
// suit letter ("QS" in Spanish, whose spades are P) is named in one line under the field, with
// the card it became ("QS → Q♠"), so an English habit never passes unseen.
//
// A field that holds more than cards (a meld's text with its rescued cards and marks,
// MeldLineEdit) reads its text its own way through read() and says where a picked card goes.
class CardLineEdit : public QLineEdit
{
    Q_OBJECT

public:
    explicit CardLineEdit(QWidget *parent = nullptr);
    ~CardLineEdit() override;

    const CardNotation &notation() const { return *m_notation; }

    // The text read with the field's own notation.
    CardParseResult parse() const;
    // The text up to a character offset, read with the field's notation (the cards before a
    // half-typed one).
    CardParseResult parseBefore(int offset) const;
    // Replaces the text with these cards in the field's notation, letters rather than symbols
    // since letters are what people type.
    void setCards(const CardList &cards);
    // Adds one card after the cards, as typed, with a separator when needed: the picker's input.
    void insertCard(const Card &card);
    // Whether the only unreadable token is the last one, with the cursor right after it: a card
    // being typed ("1" on the way to "10H"), a hint rather than an error.
    bool stillTyping() const;
    // The line shown under the field for borrowed suit letters, empty when there are none.
    QString borrowedLettersHint() const;
    // Whether that line is showing now (only while the field has focus).
    bool isShowingBorrowedLettersHint() const;

signals:
    // The field now writes and reads in another notation (after a language change).
    void notationChanged();

protected:
    // The field's text read with its notation: a card list as typed, unless a field of more
    // than cards says otherwise.
    virtual CardParseResult read(QStringView text) const;
    // Where insertCard() puts a card: the end of the text, unless something follows the cards.
    virtual int insertionPoint() const;

    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void moveEvent(QMoveEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void switchNotation(const CardNotation &next);
    void updateBorrowedLettersHint();

    const CardNotation *m_notation;
    // A child of the window rather than of the field's parent, so that no row clips it.
    QPointer<QLabel> m_hint;
};

} // namespace pinaculo
