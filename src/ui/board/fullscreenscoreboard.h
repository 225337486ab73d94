#pragma once

#include <QList>
#include <QWidget>

class QGridLayout;
class QLabel;
class QTableView;

namespace pinaculo {

class BoardHandsModel;
class BoardTypeScale;
class GameView;

// The score sheet for the middle of the table, full screen: for each side a column headed by its
// name and its running total in the largest type, the points of every hand below, and a strip
// with who deals, cuts and plays first and who is barbelé. The type is worked out from the
// screen and the number of sides (BoardTypeScale) so that every column reads from the chairs;
// three players get larger type than six. Esc, F11 or the platform's full-screen key
// closes it.
//
// Object names, for tests and tools:
//   fullScreenBanner   QLabel: the winner, a draw, or a tie at the top that plays on
//   sideCard           QFrame per side (property "side"): sideName, sideTotal, sideNote QLabels;
//                      in one row over the table's columns, or in rows of three (BoardTypeScale)
//   fullScreenTable    QTableView over BoardHandsModel, its header naming the columns when
//                      the cards stand in rows of three
//   fullScreenNextHand the strip: boardNextNumber, boardDealer, boardCutter, boardFirst,
//                      boardBarbele QLabels
//   fullScreenHint     QLabel: how to close the board
class FullScreenScoreboard : public QWidget
{
    Q_OBJECT

public:
    explicit FullScreenScoreboard(GameView *gameView);
    ~FullScreenScoreboard() override;

    // Full screen on the screen the window is on.
    void showOnScreen();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct SideCard
    {
        QWidget *frame;
        QLabel *name;
        QLabel *total;
        QLabel *note;
    };

    void buildCards();
    // The cards in `rows` rows: one over the table's columns, or rows of three across the board.
    void arrangeCards(int rows, int perRow);
    QLabel *addNextCell(int column, const QString &objectName, QWidget **cell = nullptr);
    void refresh();
    void applyScale();

    GameView *m_gameView;
    BoardHandsModel *m_hands;
    QLabel *m_banner;
    QGridLayout *m_cardsLayout;
    QLabel *m_handCaption;
    QList<SideCard> m_cards;
    int m_cardRows = 0;
    QTableView *m_table;
    QWidget *m_nextHand;
    QList<QLabel *> m_nextCaptions;
    QLabel *m_nextNumber = nullptr;
    QLabel *m_dealer = nullptr;
    QLabel *m_cutter = nullptr;
    QLabel *m_first = nullptr;
    QLabel *m_barbele = nullptr;
    QWidget *m_barbeleCell = nullptr;
    QLabel *m_hint;
};

} // namespace pinaculo
