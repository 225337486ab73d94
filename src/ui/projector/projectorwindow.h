#pragma once

#include "roundclock.h"
#include "tournament.h"
#include "tournamentscorer.h"

#include <QWidget>

#include <optional>

class QBoxLayout;
class QLabel;
class QScreen;

namespace pinaculo {

class ProjectorPanel;
class RoundTablesModel;
class StandingsModel;

// The room's view of a tournament, full screen on a projector: the tournament's name and where
// it stands, the round clock, the standings and the seating of the latest round, in type sized
// to the screen and to the number of entries. It shows what the director's window shows, from
// the same models; Escape (or F5 again) closes it.
class ProjectorWindow : public QWidget
{
    Q_OBJECT

public:
    explicit ProjectorWindow(QWidget *parent = nullptr);
    ~ProjectorWindow() override;

    void setTournament(const Tournament &tournament, const TournamentScorer::Result &scored,
                       const TournamentScorer::GameTotals &totals);
    void clearTournament();
    // The clock's line ("Round 2: 39:58 left"; empty for an untimed round) and its state, which
    // colours it: time called stands out, the last five minutes are marked.
    void setClock(const QString &text, RoundClock::State state, int secondsLeft);

    // Full screen on `screen`: the projector, or the only screen there is.
    void showFullScreenOn(QScreen *screen);
    // The screen a projector is likely to be: one other than the director's, else that one.
    static QScreen *projectorScreen(QScreen *directors);

    ProjectorPanel *standingsPanel() const { return m_standingsPanel; }
    ProjectorPanel *seatingPanel() const { return m_seatingPanel; }
    QString clockText() const;
    QString headingText() const;
    // Whether the lists stand one above the other.
    bool stacked() const;

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void sizeType();
    // Side by side or one above the other, whichever shows both lists in the larger type
    // without paging where it can.
    void arrangePanels();

    QLabel *m_name;
    QLabel *m_status;
    QLabel *m_clock;
    StandingsModel *m_standings;
    RoundTablesModel *m_seating;
    ProjectorPanel *m_standingsPanel;
    ProjectorPanel *m_seatingPanel;
    QBoxLayout *m_panels;
    // Kept to be shown again in another language.
    std::optional<Tournament> m_tournament;
    TournamentScorer::Result m_scored;
    TournamentScorer::GameTotals m_totals;
};

} // namespace pinaculo
