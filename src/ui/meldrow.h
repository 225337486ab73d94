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

// One meld of a player: its cards typed (or picked), its flags, and right below it the cards in
// colour with the shape, premium and points, or the reason it is not a valid meld.
class MeldRow : public QWidget
{
    Q_OBJECT

public:
    // `inputs` says which flags can change the score (ScoringInputs): the others are hidden.
    MeldRow(const Rules &rules, const ScoringInputs &inputs, QWidget *parent = nullptr);
    ~MeldRow() override;

    // The 0-based place among the player's melds; names the child widgets (meldCards_<i> …).
    void setIndex(int index);
    int index() const { return m_index; }

    MeldEntry entry() const;
    void setEntry(const MeldEntry &entry);
    bool isEmpty() const;
    // Empty when both card fields read; otherwise the bad token, explained.
    QString parseError() const;
    // A finding about this meld from the whole hand (e.g. the final-turn wild card), shown
    // when the meld itself is fine.
    void setHandProblem(const QString &problem);

    CardLineEdit *cardsEdit() const;
    CardLineEdit *rescuedEdit() const;
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
    // The placeholders and tooltips that show cards, written in the fields' notation.
    void updateCardHints();
    void refresh();

    std::unique_ptr<Ui::MeldRow> ui;
    Rules m_rules;
    ScoringInputs m_inputs;
    int m_index = 0;
    QString m_handProblem;
};

} // namespace pinaculo
