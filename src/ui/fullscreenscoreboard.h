#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace pinaculo {

class GameView;

// The score sheet in big type, full screen, for the whole table to read from their chairs:
// the running totals, the banner and who deals next. Esc, F11 or the platform's
// full-screen key closes it.
class FullScreenScoreboard : public QWidget
{
    Q_OBJECT

public:
    explicit FullScreenScoreboard(GameView *gameView);

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void refresh();

    GameView *m_gameView;
    QLabel *m_banner;
    QTableView *m_table;
    QLabel *m_next;
};

} // namespace pinaculo
