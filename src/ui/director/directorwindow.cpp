#include "director/directorwindow.h"

#include "window/appsettings.h"
#include "director/gamefiledroptarget.h"
#include "director/newtournamentdialog.h"
#include "director/printoutactions.h"
#include "director/roundclockcontrol.h"
#include "director/tableactions.h"
#include "director/tournamentrulesdialog.h"
#include "outputfile.h"
#include "common/plainmessagebox.h"
#include "common/screenfit.h"
#include "projector/projectorwindow.h"
#include "director/roundtablesmodel.h"
#include "matchesexport.h"
#include "standingsexport.h"
#include "director/standingsmodel.h"
#include "director/standingsprintout.h"
#include "tournamentdocument.h"
#include "tournamentedits.h"
#include "tournamentrepository.h"

#include <QApplication>
#include <QBoxLayout>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QUndoStack>

namespace pinaculo {

DirectorWindow::DirectorWindow(const GameStorage &storage, QWidget *parent)
    : QMainWindow(parent)
    , m_storage(&storage)
    , m_director(AppSettings::directorName())
    , m_heading(new QLabel(this))
    , m_round(new QComboBox(this))
    , m_tablesView(new QTableView(this))
    , m_standingsView(new QTableView(this))
    , m_tables(new RoundTablesModel(this))
    , m_standings(new StandingsModel(this))
    , m_tableActions(new TableActions(this))
    , m_printouts(new PrintoutActions(this))
    , m_clock(new RoundClockControl(this))
    , m_clockLabel(new QLabel(this))
{
    setWindowTitle(tr("Director's Window"));
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    QFont headingFont = m_heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.3);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    for (QTableView *view : {m_tablesView, m_standingsView}) {
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        view->setSelectionMode(QAbstractItemView::SingleSelection);
        view->verticalHeader()->hide();
        view->setTabKeyNavigation(false); // Tab leaves the table; arrows move inside it
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    }
    m_tablesView->setModel(m_tables);
    m_tablesView->setAccessibleName(tr("Tables of the round"));
    m_standingsView->setModel(m_standings);
    // The names take the room there is; the numbers what they need.
    m_standingsView->horizontalHeader()->setSectionResizeMode(StandingsModel::Entry,
                                                              QHeaderView::Stretch);
    m_tablesView->horizontalHeader()->setSectionResizeMode(RoundTablesModel::Mp,
                                                           QHeaderView::Stretch);
    m_standingsView->setAccessibleName(tr("Standings"));
    m_round->setAccessibleName(tr("Round shown"));

    // Alt+R is the Round menu's.
    auto *roundLabel = new QLabel(tr("R&ound:"), this);
    roundLabel->setBuddy(m_round);
    auto *roundRow = new QHBoxLayout;
    roundRow->addWidget(roundLabel);
    roundRow->addWidget(m_round, 1);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(roundRow);
    leftLayout->addWidget(m_tablesView);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_standingsView);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(m_heading);
    layout->addWidget(splitter, 1);
    setCentralWidget(central);
    connect(m_round, &QComboBox::currentIndexChanged, this, [this] {
        if (m_document)
            m_tables->setRound(m_document->tournament(), m_document->standings(),
                               m_document->state().totals, shownRound());
    });
    connect(m_tablesView, &QTableView::activated, m_tableActions, &TableActions::recordMatchPoints);
    // A table's game file dropped on its row is taken in for that table.
    connect(new GameFileDropTarget(m_tablesView), &GameFileDropTarget::dropped, this,
            [this](int row, const QString &path) {
                if (row >= 0)
                    selectTable(m_tables->tableAt(row));
                m_tableActions->takeGameFile(path);
            });
    m_clockLabel->setTextFormat(Qt::PlainText);
    statusBar()->addPermanentWidget(m_clockLabel);
    connect(m_clock, &RoundClockControl::changed, this, &DirectorWindow::showClock);
    connect(m_clock, &RoundClockControl::timeCalled, this, [] { QApplication::beep(); });
    buildMenus();
    // As large as the screen allows up to a comfortable size, centred: a laptop's 1024×600 too.
    ScreenFit::restoreOrResize(this, {}, QSize(1280, 760));
    // A window of its own though it has a parent: centred on the screen, not on the parent.
    if (const QScreen *screen = this->screen())
        move(ScreenFit::centred(size(), screen->availableGeometry()).topLeft());
    refresh();
}

DirectorWindow::~DirectorWindow()
{
    // The undo stack signals on its way out with the document; nothing here may still listen.
    if (m_document) {
        disconnect(m_document.get(), nullptr, this, nullptr);
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    }
}

void DirectorWindow::buildMenus()
{
    QMenu *tournament = menuBar()->addMenu(tr("&Tournament"));
    tournament->addAction(tr("&New Tournament…"), QKeySequence::New, this,
                          [this] { newTournament(); });
    m_openMenu = tournament->addMenu(tr("&Open"));
    connect(m_openMenu, &QMenu::aboutToShow, this, &DirectorWindow::fillOpenMenu);
    tournament->addAction(tr("&Import Tournament File…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import Tournament File"), AppSettings::lastGameFolder(),
            tr("Tournament files (*.tournament.json *.json)"));
        if (!path.isEmpty())
            importTournament(path);
    });
    m_needTournament.append(tournament->addAction(tr("&Export Tournament File…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export Tournament File"), AppSettings::lastGameFolder(),
            tr("Tournament files (*.tournament.json)"));
        if (!path.isEmpty())
            exportTournament(path);
    }));
    tournament->addSeparator();
    m_needTournament.append(tournament->addAction(tr("Export Standings as CS&V…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export Standings"), AppSettings::lastGameFolder(), tr("CSV files (*.csv)"));
        if (!path.isEmpty())
            exportStandingsCsv(path);
    }));
    m_needTournament.append(
        tournament->addAction(tr("Export Table &Results as CSV…"), this, [this] {
            const QString path = QFileDialog::getSaveFileName(this, tr("Export Table Results"),
                                                              AppSettings::lastGameFolder(),
                                                              tr("CSV files (*.csv)"));
            if (!path.isEmpty())
                exportMatchesCsv(path);
        }));
    m_printouts->addActions(tournament, &m_needTournament);
    tournament->addSeparator();
    tournament->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = edit->addAction(tr("&Undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = edit->addAction(tr("&Redo"));
    m_redo->setShortcut(QKeySequence::Redo);
    connect(m_undo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undoStack()->undo();
    });
    connect(m_redo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undoStack()->redo();
    });

    QMenu *round = menuBar()->addMenu(tr("&Round"));
    m_needTournament.append(
        round->addAction(tr("&Seat Next Round"), this, [this] { seatNextRound(); }));
    m_needTournament.append(round->addAction(tr("Add La&te Entry…"), this, [this] {
        bool ok = false;
        const QString name
            = QInputDialog::getText(this, tr("Late Entry"), tr("The pair or player that arrived:"),
                                    QLineEdit::Normal, {}, &ok);
        if (ok)
            addLateEntry(name);
    }));
    m_needTournament.append(round->addAction(tr("&Close Round"), this, [this] { closeRound(); }));
    round->addSeparator();
    m_needTournament.append(
        round->addAction(tr("&Approve Final Standings…"), this, [this] { approve(); }));
    round->addSeparator();
    m_clock->addActions(round);

    m_tableActions->addActions(menuBar()->addMenu(tr("T&able")), &m_needTournament);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *projector = view->addAction(tr("&Projector View"), this, [this] { showProjector(); });
    projector->setShortcut(Qt::Key_F5);
    m_needTournament.append(projector);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Tournament Rules"), QKeySequence::HelpContents, this, [this] {
        TournamentRulesDialog dialog(this);
        dialog.exec();
    });
}

void DirectorWindow::fillOpenMenu()
{
    m_openMenu->clear();
    const QList<TournamentListing> listed = TournamentRepository(*m_storage).list();
    if (listed.isEmpty())
        m_openMenu->addAction(tr("No tournament yet"))->setEnabled(false);
    for (const TournamentListing &listing : listed) {
        const QString when = QLocale().toString(QDateTime::fromMSecsSinceEpoch(listing.updatedMs),
                                                QLocale::ShortFormat);
        //: A tournament in the Open menu: its name and when it last changed.
        m_openMenu->addAction(tr("%1 (%2)").arg(listing.name, when), this,
                              [this, id = listing.id] { openTournament(id); });
    }
}

bool DirectorWindow::report(bool done, const QString &error)
{
    if (!done && !error.isEmpty()) {
        emit refused(error);
        PlainMessageBox::warning(this, windowTitle(), error);
    }
    return done;
}

void DirectorWindow::setDocument(std::unique_ptr<TournamentDocument> document,
                                 const QString &director)
{
    if (m_document) {
        disconnect(m_document.get(), nullptr, this, nullptr);
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    }
    m_edits.reset();
    m_document = std::move(document);
    if (!director.isEmpty())
        m_director = director;
    if (m_document) {
        m_edits = std::make_unique<TournamentEdits>(m_document.get(), m_director);
        connect(m_document.get(), &TournamentDocument::changed, this, &DirectorWindow::refresh);
        connect(m_document.get(), &TournamentDocument::saveFailed, this,
                [this](const QString &message) { report(false, message); });
        connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &DirectorWindow::refresh);
    }
    refresh();
    showRound(m_document ? int(m_document->tournament().rounds.size()) : 0);
}

void DirectorWindow::refresh()
{
    const bool open = m_document != nullptr;
    for (QAction *action : std::as_const(m_needTournament))
        action->setEnabled(open);
    m_undo->setEnabled(open && m_document->undoStack()->canUndo());
    m_redo->setEnabled(open && m_document->undoStack()->canRedo());
    m_undo->setText(open && m_document->undoStack()->canUndo()
                        ? tr("&Undo %1").arg(m_document->undoStack()->undoText())
                        : tr("&Undo"));
    m_redo->setText(open && m_document->undoStack()->canRedo()
                        ? tr("&Redo %1").arg(m_document->undoStack()->redoText())
                        : tr("&Redo"));
    if (!open) {
        m_heading->setText(tr("No tournament open: Tournament → New Tournament, Open or Import."));
        m_round->clear();
        m_standings->setStandings({}, {});
        m_tables->setRound({}, {}, {}, 0);
        m_clock->setRound(0, 0, 0);
        if (m_projector)
            m_projector->clearTournament();
        return;
    }
    const Tournament &t = m_document->tournament();
    m_heading->setText(QStringLiteral("%1\n%2").arg(
        t.name, StandingsPrintout::statusLine(t, m_document->standings())));
    setWindowTitle(tr("%1 — Director's Window").arg(t.name));
    const int shown = shownRound();
    {
        const QSignalBlocker blocker(m_round);
        m_round->clear();
        for (const TournamentRound &round : t.rounds)
            m_round->addItem(tr("Round %1 of %2: %3, %4")
                                 .arg(round.number)
                                 .arg(t.roundPlan.size())
                                 .arg(NewTournamentDialog::movementName(round.movement),
                                      round.status == TournamentRound::Status::Closed
                                          ? tr("closed")
                                          : tr("in play")),
                             round.number);
        m_round->setCurrentIndex(std::clamp(shown, 1, int(t.rounds.size())) - 1);
    }
    const int table = selectedTable();
    m_tables->setRound(t, m_document->standings(), m_document->state().totals, shownRound());
    selectTable(table);
    m_standings->setStandings(t, m_document->standings());
    const int atMaximum = m_document->standings().matchesAtMaximum;
    if (atMaximum > 0)
        statusBar()->showMessage(
            tr("%n match(es) reached the scale's most VP.", nullptr, atMaximum));
    // The clock runs for the latest round, the one being played.
    m_clock->setRound(m_document->id(), int(t.rounds.size()), t.roundMinutes);
    if (m_projector)
        m_projector->setTournament(t, m_document->standings(), m_document->state().totals);
}

void DirectorWindow::showClock()
{
    m_clockLabel->setText(m_clock->text());
    if (m_projector)
        m_projector->setClock(m_clock->text(), m_clock->state(),
                              m_clock->clock().secondsLeft(QDateTime::currentMSecsSinceEpoch()));
}

ProjectorWindow *DirectorWindow::showProjector()
{
    if (!m_projector) {
        // A window of its own, closed with the director's.
        m_projector = new ProjectorWindow(this);
        m_projector->setAttribute(Qt::WA_DeleteOnClose);
    }
    if (m_document)
        m_projector->setTournament(m_document->tournament(), m_document->standings(),
                                   m_document->state().totals);
    showClock();
    m_projector->showFullScreenOn(ProjectorWindow::projectorScreen(screen()));
    return m_projector;
}

int DirectorWindow::shownRound() const
{
    return m_round->currentIndex() >= 0 ? m_round->currentData().toInt() : 0;
}

void DirectorWindow::showRound(int round)
{
    const int index = m_round->findData(round);
    if (index >= 0)
        m_round->setCurrentIndex(index);
}

int DirectorWindow::selectedTable() const
{
    const QModelIndexList rows = m_tablesView->selectionModel()
        ? m_tablesView->selectionModel()->selectedRows()
        : QModelIndexList();
    return rows.isEmpty() ? 0 : m_tables->tableAt(rows.first().row());
}

void DirectorWindow::selectTable(int table)
{
    for (int row = 0; row < m_tables->rowCount(); ++row) {
        if (table > 0 && m_tables->tableAt(row) == table) {
            m_tablesView->selectRow(row);
            return;
        }
    }
    m_tablesView->clearSelection();
}

bool DirectorWindow::newTournament()
{
    NewTournamentDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    QString error;
    std::unique_ptr<TournamentDocument> document
        = TournamentDocument::create(*m_storage, dialog.tournament(), &error);
    if (!document)
        return report(false, error);
    AppSettings::setDirectorName(dialog.director());
    setDocument(std::move(document), dialog.director());
    return true;
}

bool DirectorWindow::openTournament(qint64 id)
{
    QString error;
    std::unique_ptr<TournamentDocument> document = TournamentDocument::open(*m_storage, id, &error);
    if (!document)
        return report(false, error);
    setDocument(std::move(document), {});
    return true;
}

bool DirectorWindow::importTournament(const QString &path)
{
    QString error;
    std::unique_ptr<TournamentDocument> document
        = TournamentDocument::importFile(*m_storage, path, &error);
    if (!document)
        return report(false, tr("%1: %2").arg(QFileInfo(path).fileName(), error));
    setDocument(std::move(document), {});
    return true;
}

bool DirectorWindow::exportTournament(const QString &path)
{
    QString error;
    return report(m_document && m_document->exportFile(path, &error), error);
}

bool DirectorWindow::exportStandingsCsv(const QString &path)
{
    return m_document
        && writeText(path, StandingsExport::csv(m_document->tournament(), m_document->standings()));
}

bool DirectorWindow::exportMatchesCsv(const QString &path)
{
    return m_document
        && writeText(path, MatchesExport::csv(m_document->tournament(), m_document->standings()));
}

bool DirectorWindow::writeText(const QString &path, const QString &text)
{
    const OutputFile::Result written = OutputFile::write(path, text.toUtf8(), {});
    return report(written.ok(), written.message);
}

bool DirectorWindow::seatNextRound()
{
    if (!m_edits)
        return false;
    QString error;
    QString warning;
    const bool done = m_edits->seatNextRound(&error, &warning);
    if (done) {
        showRound(int(m_document->tournament().rounds.size()));
        if (!warning.isEmpty())
            PlainMessageBox::information(this, windowTitle(), warning);
    }
    return report(done, error);
}

bool DirectorWindow::addLateEntry(const QString &name)
{
    if (!m_edits)
        return false;
    QString error;
    QString warning;
    const bool done = m_edits->addLateEntry(name, &error, &warning);
    if (done && !warning.isEmpty())
        PlainMessageBox::information(this, windowTitle(), warning);
    return report(done, error);
}

bool DirectorWindow::closeRound()
{
    if (!m_edits)
        return false;
    QString error;
    return report(m_edits->closeRound(shownRound(), &error), error);
}

bool DirectorWindow::approve()
{
    if (!m_edits)
        return false;
    if (PlainMessageBox::question(this, tr("Approve Final Standings"),
                                  tr("Approve these standings as final? They can still be "
                                     "corrected afterwards, and the approval undone."),
                                  QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes)
        != QMessageBox::Yes)
        return false;
    QString error;
    return report(m_edits->approve(&error), error);
}

} // namespace pinaculo
