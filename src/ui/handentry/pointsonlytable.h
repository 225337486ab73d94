#pragma once

// Object names, for tests and tools that drive the table (side 0-based, in side order):
//   pointsMeld_<side>   QSpinBox, the points the side melded
//   pointsHand_<side>   QSpinBox, the points the side was left holding
//   pointsOut_<side>    QRadioButton, the side went out
//   pointsOutNobody     QRadioButton, nobody went out

#include "gamesetup.h"
#include "handrecord.h"
#include "handscore.h"

#include <QList>
#include <QWidget>

class QButtonGroup;
class QGridLayout;
class QLabel;
class QRadioButton;
class QSpinBox;

namespace pinaculo {

// The hand of a table that only counts: one row per side (per pair in partnership games) with
// the points it melded and the points left in its hands, and which side went out. It writes
// the game's quick-entry fields (meld and hand points) on the first player of each side and
// leaves the partners empty, so the engine scores it like any hand.
class PointsOnlyTable : public QWidget
{
    Q_OBJECT

public:
    explicit PointsOnlyTable(const GameSetup &setup, QWidget *parent = nullptr);

    // The players' results of the hand as entered, in seat order.
    QList<PlayerResult> results() const;
    // Whether a hand was entered this way, so that editing it opens the table again and a
    // confirmation without a change writes it back exactly as it was.
    static bool holds(const GameSetup &setup, const HandRecord &hand);
    // Fills in each side's points (and who went out: a side, or -1 for nobody).
    void setPoints(const QList<int> &melded, const QList<int> &inHand, int outSide);
    // Fills in each side's points from a hand scored from its cards: its meld lines as melded
    // points, its hand lines as points left in hand.
    void setFromScore(const HandScore &score, int outSide);
    bool isEmpty() const;

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    GameSetup m_setup;
    QLabel *m_sideHeader;
    QLabel *m_meldHeader;
    QLabel *m_handHeader;
    QLabel *m_outHeader;
    QLabel *m_note;
    QList<QSpinBox *> m_melded;
    QList<QSpinBox *> m_inHand;
    QList<QRadioButton *> m_out;
    QRadioButton *m_nobody;
    QButtonGroup *m_outGroup;
};

} // namespace pinaculo
