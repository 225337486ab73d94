#pragma once

#include "gamesetup.h"
#include "handrecord.h"
#include "scoringinputs.h"

#include <QWidget>

#include <memory>

namespace Ui {
class PlayerResultPanel;
}

namespace pinaculo {

class CardLineEdit;
class MeldRow;

// Everything one player had at the end of a hand: melds (rows, or one number), the cards left
// in hand (cards, or one number), going out, pumba and failed barbelé openings. There is always
// one empty meld row at the end to type the next meld into. The fixed part is
// forms/playerresultpanel.ui; the meld rows and what each variant asks for are set up here.
class PlayerResultPanel : public QWidget
{
    Q_OBJECT

public:
    PlayerResultPanel(const GameSetup &setup, int seat, bool barbele, QWidget *parent = nullptr);
    ~PlayerResultPanel() override;

    int seat() const { return m_seat; }
    PlayerResult result() const;
    void setResult(const PlayerResult &result);
    // Whether nothing was entered for the player.
    bool isEmpty() const { return result() == PlayerResult(); }

    // The first token that is not a card, explained; empty when every field reads.
    QString parseError() const;
    // Findings of the whole hand about this player: per meld (by index) and for the player.
    void setProblems(const QStringList &playerProblems, const QHash<int, QString> &meldProblems);
    void setTotal(const QString &text);

    QList<MeldRow *> meldRows() const { return m_rows; }
    // The card field that receives picked cards: the last one focused, else the next meld.
    CardLineEdit *activeCardField() const;
    void focusNextMeld();
    // Enter from a widget of the panel: a meld row goes on to the next meld (a new one at the
    // last), the melds' number to the hand. False when Enter does not move within the panel.
    bool moveOnFrom(QWidget *widget);
    // Whether Enter from the widget leaves the player: the cards in hand or their number.
    bool endsThePlayer(QWidget *widget) const;
    // A plain number in the hand or in the only meld typed becomes the quick entry of the
    // hand's value or of the melds' total; false when the field holds anything else.
    bool takeTypedNumber(CardLineEdit *field);
    // The page's widgets in tab order: each meld's fields, then the hand and the events.
    QList<QWidget *> focusChain() const;

signals:
    void changed();
    // Emitted after the tab order of the panel's widgets changed (rows added or removed).
    void focusChainChanged();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    MeldRow *addRow();
    void removeRow(MeldRow *row);
    void ensureTrailingEmptyRow();
    // Enter from the row (null: from the melds' number): the next meld, else the hand.
    void focusMeldAfter(MeldRow *row);
    void updateQuickEntry();
    void updateWildCheck();
    void refreshHand();
    void updateTabOrder();
    void retranslate();
    // The hand field's placeholder and tooltip, written in its notation.
    void updateHandHints();
    void watchCardField(CardLineEdit *field);

    std::unique_ptr<Ui::PlayerResultPanel> ui;
    GameSetup m_setup;
    int m_seat;
    bool m_barbele;
    ScoringInputs m_inputs; // what can change this player's score
    std::optional<bool> m_wildOnFinalTurn; // as loaded: an explicit "no" is kept
    QList<MeldRow *> m_rows;
    CardLineEdit *m_activeField = nullptr;
};

} // namespace pinaculo
