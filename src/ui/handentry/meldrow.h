#pragma once

#include "handrecord.h"
#include "rules.h"
#include "scoringinputs.h"

#include <QWidget>

#include <memory>

namespace Ui {
class MeldRow;
}

namespace pinaculo {

class CardLineEdit;

// One meld of a player: its cards typed (or picked) in one field with its rescued cards and the
// marks of its flags (MeldText), the flags' boxes beside it, and right below it the cards in
// colour with the shape, premium and points, or the reason it is not a valid meld.
//
// The field's text is the meld; the boxes are the clickable form of its marks. Typing "+"
// ticks "final turn", and ticking it adds " +" to the text (unticking takes the mark out),
// the focus and the rest of the text left as they were.
class MeldRow : public QWidget
{
    Q_OBJECT

public:
    // `inputs` says which flags can change the score (ScoringInputs): the others are hidden and
    // their marks refused.
    MeldRow(const Rules &rules, const ScoringInputs &inputs, QWidget *parent = nullptr);
    ~MeldRow() override;

    // The 0-based place among the player's melds; names the child widgets (meldCards_<i> …).
    void setIndex(int index);
    int index() const { return m_index; }

    MeldEntry entry() const;
    void setEntry(const MeldEntry &entry);
    bool isEmpty() const;
    // Empty when the field reads; otherwise what was refused (a token, a mark), explained.
    QString parseError() const;
    // A finding about this meld from the whole hand (e.g. the final-turn wild card), shown
    // when the meld itself is fine.
    void setHandProblem(const QString &problem);

    // The meld's field (a MeldLineEdit, whose text also holds the rescued cards and marks).
    CardLineEdit *cardsEdit() const;
    // The focus chain of the row, in order, for the panel's tab order.
    QList<QWidget *> focusChain() const;

signals:
    void changed();
    void removeRequested(pinaculo::MeldRow *row);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    // The placeholder and tooltip that show cards and marks, written in the field's notation.
    void updateCardHints();
    void refresh();
    // The boxes follow the marks of the text, and the text the boxes; neither echoes back.
    void showMarksOfText();
    void writeMarksOfBoxes();
    // Shows the flags' controls `inputs` asks for and makes the field take their marks.
    void offer(const ScoringInputs &inputs);

    std::unique_ptr<Ui::MeldRow> ui;
    Rules m_rules;
    // What this row offers: the rules' inputs, and any flag an entry set arrived with.
    ScoringInputs m_inputs;
    int m_index = 0;
    QString m_handProblem;
};

} // namespace pinaculo
