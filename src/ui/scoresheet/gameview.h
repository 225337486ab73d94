#pragma once

#include <QWidget>

#include <memory>

class QTableView;

namespace Ui {
class GameView;
}

namespace pinaculo {

class GameDocument;
class HandBreakdownModel;
class ScoreboardModel;

// The game page: the score sheet with the selected hand's breakdown, the next-hand panel, the
// running-totals chart and, once the game is decided, a banner with the winner.
//
// Object names, for tests and tools:
//   gameOverBanner      QLabel: the winner, a draw, or a tie at the top that plays on
//   scoreboardView      QTableView over ScoreboardModel (Enter edits, Delete deletes)
//   breakdownBox, breakdownView (HandBreakdownModel), warningsLabel
//   nextHandPanel       NextHandPanel: nextDealerLabel, nextCutterLabel, nextFirstLabel,
//                       nextBarbeleLabel, nextHandStatusLabel, recordHandButton
//   runningTotalsChart  RunningTotalsChart (one QLineSeries per side, plus "target")
class GameView : public QWidget
{
    Q_OBJECT

public:
    explicit GameView(QWidget *parent = nullptr);
    ~GameView() override;

    void setDocument(GameDocument *document);
    GameDocument *document() const { return m_document; }
    ScoreboardModel *scoreboardModel() const { return m_scoreboard; }
    QTableView *scoreboardView() const;

    // The selected hand (0-based), or -1.
    int currentHand() const;
    // The seat whose column holds the cursor (the first player of a pair), or -1.
    int currentSeat() const;
    void selectHand(int handIndex);
    void setRecordAction(QAction *action);
    void focusScoreboard();
    // The splitters' positions, kept between runs.
    QByteArray saveLayout() const;
    void restoreLayout(const QByteArray &state);
    // The banner's sentence, empty while the game goes on untied; for the full-screen board.
    QString bannerText() const;

signals:
    void currentHandChanged(int handIndex);
    void handActivated(int handIndex);
    // From each paint of the page (a part of it at least), as it is delivered: what waits for
    // the game to be on screen starts from here.
    void painted();

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitScoreboardColumns();
    // Sizes the shown columns; returns the width they need at least.
    int layOutScoreboardColumns();
    // The width the cells of `column` need, read from the widest rows only.
    int contentWidth(int column) const;
    void refresh();
    void showBreakdown();

    std::unique_ptr<Ui::GameView> ui;
    GameDocument *m_document = nullptr;
    ScoreboardModel *m_scoreboard = nullptr;
    HandBreakdownModel *m_breakdown = nullptr;
};

} // namespace pinaculo
