#pragma once

// Object names, for tests and tools that drive the dialog:
//   tablePairs        QCheckBox, the sides are pairs (shown where the variant leaves the
//                     choice; fixed once a hand is recorded)
//   tableHands        QTableView over the game's ScoreboardModel: a row per hand
//   tableRecordHand   QPushButton, opens the ordinary hand dialog for the next hand
//   tableEditHand     QPushButton, opens it for the selected hand (as does a double click)
//   tableHandsStatus  QLabel, how many of the round's hands are recorded
//   buttonBox         QDialogButtonBox; OK takes the game in as the table's result

#include "game.h"
#include "gameresult.h"
#include "tournament.h"

#include <QByteArray>
#include <QDialog>
#include <memory>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;

namespace pinaculo {

class GameDocument;
class HandEntryLauncher;
class ScoreboardModel;

// A table's game typed hand by hand on the director's machine, from the table's paper score
// card: the game MatchGameSetup gives the table (or the one it took in before, to go on or
// correct), each hand in the ordinary hand dialog with every check it makes, the hands and
// running totals shown as on a table's score sheet. The game lives in memory only: what OK
// takes in is kept by the tournament (TournamentEdits::takeGame), as a table's game file is.
class TableHandsDialog : public QDialog
{
    Q_OBJECT

public:
    // `stored` is the table's game as taken in before, or empty for a new one.
    TableHandsDialog(const Tournament &tournament, int round, const TournamentMatch &match,
                     const QByteArray &stored, QWidget *parent = nullptr);
    ~TableHandsDialog() override;

    // The game as a game file, for the tournament to take in.
    QByteArray gameJson() const;
    const GameDocument *document() const { return m_document.get(); }

    // Opens the hand dialog for the next hand, or for the hand selected; false when there is
    // none to open (the round's hands are all recorded, no hand is selected).
    bool recordHand();
    bool editHand();

public slots:
    // Asks before throwing away hands typed since the dialog opened.
    void reject() override;

private:
    void startGame(const Game &game, const std::optional<GameResult> &scored);
    void onPairsToggled(bool pairs);
    void updateState();

    Tournament m_tournament;
    TournamentMatch m_match;
    std::unique_ptr<GameDocument> m_document;
    ScoreboardModel *m_model = nullptr;
    HandEntryLauncher *m_launcher;
    QCheckBox *m_pairs;
    QTableView *m_hands;
    QPushButton *m_record;
    QPushButton *m_edit;
    QLabel *m_status;
    QPushButton *m_ok = nullptr;
    int m_shownHands = 0; // the hands when the view was last told, to follow a new one
};

} // namespace pinaculo
