#pragma once

#include "gamestorage.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QTableView;

namespace pinaculo {

class PrintoutActions;
class ProjectorWindow;
class RoundClockControl;
class RoundTablesModel;
class TableActions;
class StandingsModel;
class TournamentDocument;
class TournamentEdits;

// The director's window: one tournament at a time from the database, its rounds' tables and
// its standings side by side. The director creates or takes in a tournament, seats each round
// by its movement, records every table's result (typed MP, the table's game file, a forfeit),
// accepts, adjusts, corrects, closes the round and approves the final standings; every change
// is saved at once and can be undone. The standings are printed, exported as CSV, and the whole
// tournament exported as its file with the tables' games.
class DirectorWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit DirectorWindow(const GameStorage &storage, QWidget *parent = nullptr);
    ~DirectorWindow() override;

    TournamentDocument *document() const { return m_document.get(); }
    // The edits of the open tournament, signed with the director's name; nullptr when none.
    TournamentEdits *edits() const { return m_edits.get(); }
    TableActions *tableActions() const { return m_tableActions; }
    PrintoutActions *printouts() const { return m_printouts; }
    RoundClockControl *roundClock() const { return m_clock; }
    const StandingsModel *standingsModel() const { return m_standings; }
    const RoundTablesModel *tablesModel() const { return m_tables; }
    // The round whose tables are shown, from 1; 0 when none is seated.
    int shownRound() const;
    void showRound(int round);
    // The table selected in the round's list, 0 when none.
    int selectedTable() const;
    void selectTable(int table);

    // The actions, as the menus hold them, for the keyboard and the tests.
    bool newTournament();
    bool openTournament(qint64 id);
    bool importTournament(const QString &path);
    bool exportTournament(const QString &path);
    bool exportStandingsCsv(const QString &path);
    // Every side of every match, as MatchesExport writes them.
    bool exportMatchesCsv(const QString &path);
    bool seatNextRound();
    // A late entry while round 1 is in play (TournamentEdits::addLateEntry).
    bool addLateEntry(const QString &name);
    bool closeRound();
    bool approve();
    // The projector view, full screen on a screen other than this window's when there is one.
    ProjectorWindow *showProjector();

    // `done`, and when not done the reason shown to the user and signalled as refused.
    bool report(bool done, const QString &error);

signals:
    // A change was refused or could not be saved; `message` says why (shown to the user too).
    void refused(const QString &message);

private:
    void buildMenus();
    void setDocument(std::unique_ptr<TournamentDocument> document, const QString &director);
    void refresh();
    void fillOpenMenu();
    void showClock();
    // An export written whole or not at all; a failure reported.
    bool writeText(const QString &path, const QString &text);

    const GameStorage *m_storage;
    std::unique_ptr<TournamentDocument> m_document;
    std::unique_ptr<TournamentEdits> m_edits;
    QString m_director;
    QLabel *m_heading;
    QComboBox *m_round;
    QTableView *m_tablesView;
    QTableView *m_standingsView;
    RoundTablesModel *m_tables;
    StandingsModel *m_standings;
    TableActions *m_tableActions;
    PrintoutActions *m_printouts;
    RoundClockControl *m_clock;
    QLabel *m_clockLabel;
    QPointer<ProjectorWindow> m_projector;
    QMenu *m_openMenu = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QList<QAction *> m_needTournament;
};

} // namespace pinaculo
