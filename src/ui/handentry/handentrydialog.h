#pragma once

// Object names, for tests and tools that drive the dialog:
//   pointsOnlyCheck       QCheckBox, points only: one row of numbers per side instead of cards
//   entryStack            QStackedWidget: page 0 the players and the card picker, page 1
//                         the PointsOnlyTable (pointsOnlyTable, see pointsonlytable.h)
//   playerTabs            QTabWidget, one page per seat in seat order
//   player_<seat>         PlayerResultPanel of that seat (seat 0-based), inside the tab's scroll area
//     meldRow_<i>         MeldRow, the i-th meld (0-based); the last row is always empty
//       meldCards_<i>     MeldLineEdit, the meld in the window language's letters (MeldText):
//                         its cards, "/" and the rescued wild cards, the marks + ! !! = of
//                         the flags below; Enter adds the next meld; a plain number is the
//                         melds' total
//       meldLaid_<i>      QComboBox, over turns / in one turn / from the deal (hidden where
//                         no premium depends on it); the marks ! and !! of the text
//       meldFinalTurn_<i> QCheckBox, laid on the final turn (hidden without multipliers); +
//       meldOpening_<i>   QCheckBox, part of the opening (shown only for a barbelé side); =
//       meldRemove_<i>    QToolButton, removes the meld
//       meldSummary_<i>   QLabel, "run · Clean escalera · 1,000 points"
//       meldProblem_<i>   QLabel, why the meld is not valid (hidden when it is)
//     addMeldButton       QPushButton
//     meldPointsCheck, meldPointsSpin   quick entry of the meld points
//     handCards           CardLineEdit, the cards left in hand; a plain number is their
//                         value (handPointsCheck ticked with it); Enter: the next player
//     handSummary         QLabel, their value; handProblem QLabel, the unreadable token
//     handPointsCheck, handPointsSpin   quick entry of the hand points
//     outCombo            QComboBox, no / went out / all at once (item data: OutKind)
//     wildOnFinalTurnCheck QCheckBox, a wild card was played on the going-out turn (shown
//                         where multipliers apply and the player went out)
//     pumbaSpin           QSpinBox (hidden where pumba costs nothing)
//     failedOpeningsSpin  QSpinBox
//     playerTotal         QLabel, the player's points in this hand
//     playerProblem       QLabel, findings about the player (two went out, too many copies…)
//     sideLabel           QLabel, the side and whether it is barbelé
//   cardPickerGroup       QGroupBox, checkable: unchecked folds the picker away (the start on a
//                         screen under CardPicker::RoomForPickerHeight)
//   cardPicker            CardPicker; its buttons are card_<token>, the token in the interchange
//                         notation whatever the language (card_10H, card_AS, card_JK)
//   exactCutCheck         QCheckBox, names the cutter (hidden where the variant has no bonus)
//   sameBackCombo         QComboBox, item 0 nobody, then the seats (hidden without a bonus)
//   breakdownTree         QTreeView over a HandBreakdownModel: a top-level row per side with
//                         the lines of its players as children; column 1 shows the signed
//                         points, its Qt::UserRole data holds them as an int
//   sideTotals            QLabel, every side's points in one line
//   problemScroll         QScrollArea, the findings band under the score (FindingsBand): of
//                         fixed height, it holds
//     warningsLabel       QLabel, referee warnings (barbelé opening …), and below it
//     problemLabel        QLabel, why the hand cannot be confirmed (hidden when it can)
//   buttonBox             QDialogButtonBox, OK disabled while the hand is invalid
//   restoredDraftLabel    QLabel, shown when the hand was restored from a kept draft
//
// Keys (HandEntryKeys): Enter anywhere in a meld row goes to the next meld (on an empty last
// meld: to the cards in hand), Enter in the cards in hand to the next player; Enter never
// toggles a checkbox or radio button; Ctrl+1…6 or Ctrl+PgUp/PgDown switch players; Ctrl+Enter
// confirms; Escape asks before discarding anything entered. A plain Enter never confirms.
// Ticking a box never moves the focus.

#include "gamesetup.h"
#include "handentry/enteredhandcheck.h"
#include "handrecord.h"

#include <QDateTime>
#include <QDialog>
#include <QList>
#include <memory>

namespace Ui {
class HandEntryDialog;
}

class QLabel;

namespace pinaculo {

class CardPicker;
class FindingsBand;
class GameDocument;
class HandBreakdownModel;
class HandEntryEnterKey;
class PlayerResultPanel;
class PointsOnlyTable;
struct Card;

// Enters or edits one hand: a page per player, a card picker, the events of the deal and the
// live score with its full breakdown. OK stays disabled while the hand is invalid, and the
// reason is shown next to the field it concerns.
class HandEntryDialog : public QDialog
{
    Q_OBJECT

public:
    HandEntryDialog(const GameSetup &setup, int handIndex, const QList<bool> &barbele,
                    QWidget *parent = nullptr);
    ~HandEntryDialog() override;

    void setRecord(const HandRecord &record); // editing an existing hand
    HandRecord record() const; // the hand as entered

    // Whether the hand as entered can be confirmed.
    bool isAcceptable() const { return m_acceptable; }

    // The game the hand belongs to: the hand is then checked in its place there as it is typed
    // (GameEdits::check), a correction with every hand after it, and the dialog cannot be
    // confirmed while a later hand would become impossible. Without a game the hand is checked
    // on its own, with the barbelé flags the dialog was opened with.
    void setGame(const GameDocument *document);
    // The engine's verdict on the hand as entered, the one the dialog shows: GameEdits trusts
    // it when the hand is recorded, instead of checking the hand again.
    const HandCheck &check() const { return m_check.verdict(); }
    // Fills in a draft kept while the hand was typed, saying so above the players. What the
    // dialog opened with stays the reference: cancelling asks before discarding the draft.
    void restoreDraft(const HandRecord &draft, const QDateTime &savedAt);
    // Whether the hand as entered differs from the one the dialog opened with.
    bool isChanged() const { return record() != m_initialRecord; }

    // Points only: the hand as one row of numbers per side. A hand that was entered that way
    // opens that way (setRecord); a new hand starts as the table chose last time.
    void setPointsOnly(bool pointsOnly);
    bool isPointsOnly() const;

    void accept() override;
    // Asks before throwing away a hand that was entered or changed.
    void reject() override;

signals:
    // After every change of what is entered (the draft keeper saves it).
    void recordChanged();
    // The user switched between cards and points only.
    void pointsOnlyChosen(bool pointsOnly);

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void buildPlayerPages();
    void buildShortcuts();
    void buildPointsOnly();
    void switchEntryMode(bool pointsOnly);
    // Each side's melded and held points and the side that went out, as the engine scores
    // the hand: what the points-only table starts from after cards were typed.
    void fillPointsFrom(const HandRecord &hand);
    // What the keys do, for the way the hand is being entered (cards or points only).
    void showKeyboardHint();
    void retranslate();
    void recompute();
    void showPlayer(int seat);
    void insertCard(const Card &card);
    void updateFocusChain();
    void showRestoredDraft(const QDateTime &savedAt);

    std::unique_ptr<Ui::HandEntryDialog> ui;
    GameSetup m_setup;
    int m_handIndex;
    QList<bool> m_barbele;
    QList<PlayerResultPanel *> m_panels;
    CardPicker *m_picker;
    HandBreakdownModel *m_breakdown; // the live score, line by line
    bool m_acceptable = false;
    bool m_recomputing = false;
    HandRecord m_initialRecord;
    EnteredHandCheck m_check; // the verdict shown, one per hand entered
    QLabel *m_restoredLabel = nullptr;
    PointsOnlyTable *m_points = nullptr;
    HandEntryEnterKey *m_enterKey = nullptr; // what a plain Enter does
    QDateTime m_restoredAt;
    // The warnings and problems under the score, in a band of this many lines.
    static constexpr int FindingsLines = 5;
    std::unique_ptr<FindingsBand> m_findings;
};

} // namespace pinaculo
