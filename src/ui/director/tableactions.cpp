#include "director/tableactions.h"

#include "director/adjustmentdialog.h"
#include "director/directorwindow.h"
#include "director/latearrivaldialog.h"
#include "director/matchpointsdialog.h"
#include "director/roundclockcontrol.h"
#include "director/tablehandsdialog.h"
#include "window/appsettings.h"
#include "tournamentdocument.h"
#include "tournamentedits.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QDateTime>
#include <QMenu>
#include <QStatusBar>

namespace pinaculo {

TableActions::TableActions(DirectorWindow *window)
    : QObject(window)
    , m_window(window)
{
}

void TableActions::addActions(QMenu *table, QList<QAction *> *needTournament)
{
    needTournament->append(
        table->addAction(tr("&Match Points…"), this, [this] { recordMatchPoints(); }));
    needTournament->append(table->addAction(tr("&Hands…"), this, [this] { typeHands(); }));
    needTournament->append(table->addAction(tr("Take In &Game File…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(m_window, tr("Take In Game File"),
                                                          AppSettings::lastGameFolder(),
                                                          tr("Game files (*.json)"));
        if (!path.isEmpty())
            takeGameFile(path);
    }));
    needTournament->append(table->addAction(tr("&Forfeit…"), this, [this] { recordForfeit(); }));
    needTournament->append(table->addAction(tr("&Late Arrival…"), this, [this] { lateArrival(); }));
    QAction *confirm = table->addAction(tr("Co&nfirm"), this, [this] { confirmTable(); });
    confirm->setStatusTip(tr("One player of each side has agreed the table's result"));
    needTournament->append(confirm);
    needTournament->append(table->addAction(tr("A&ccept"), this, [this] { acceptTable(); }));
    table->addSeparator();
    needTournament->append(table->addAction(tr("A&djust…"), this, [this] { adjust(); }));
    needTournament->append(table->addAction(tr("C&orrect…"), this, [this] { correct(); }));
}

const TournamentMatch *TableActions::selectedMatch()
{
    const int table = m_window->selectedTable();
    const int round = m_window->shownRound();
    if (m_window->edits() && table > 0 && round >= 1
        && round <= m_window->document()->tournament().rounds.size()) {
        for (const TournamentMatch &m :
             m_window->document()->tournament().rounds[round - 1].matches) {
            if (m.table == table)
                return &m;
        }
    }
    m_window->report(false, tr("Select a table first."));
    return nullptr;
}

QStringList TableActions::sideTexts(const TournamentMatch &match) const
{
    QStringList sides;
    for (int entry : match.sides)
        sides.append(m_window->document()->tournament().entryText(entry));
    return sides;
}

bool TableActions::recordMatchPoints()
{
    const TournamentMatch *match = selectedMatch();
    if (!match)
        return false;
    if (match->status == TournamentMatch::Status::Accepted)
        return correct();
    const int round = m_window->shownRound();
    const int table = match->table;
    MatchPointsDialog dialog(MatchPointsDialog::Purpose::Result, tr("Table %1").arg(table),
                             sideTexts(*match), m_window->edits()->currentMp(round, table),
                             m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    QString error;
    return m_window->report(m_window->edits()->recordMp(round, table, dialog.mp(), &error), error);
}

bool TableActions::takeGameFile(const QString &path)
{
    const TournamentMatch *match = selectedMatch();
    if (!match)
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return m_window->report(false, tr("Cannot open %1: %2").arg(path, file.errorString()));
    QString error;
    const bool done = m_window->edits()->takeGame(m_window->shownRound(), match->table,
                                                  file.read(16 * 1024 * 1024), &error);
    return m_window->report(done,
                            done ? QString() : tr("%1: %2").arg(QFileInfo(path).fileName(), error));
}

bool TableActions::typeHands()
{
    const TournamentMatch *match = selectedMatch();
    if (!match)
        return false;
    const int round = m_window->shownRound();
    const int table = match->table;
    QString error;
    // Refused before the hands are typed, not after.
    if (!m_window->edits()->canTakeResult(round, table, &error))
        return m_window->report(false, error);
    const TournamentDocument *document = m_window->document();
    TableHandsDialog dialog(document->tournament(), round, *match,
                            document->state().games.value({round, table}), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    return m_window->report(m_window->edits()->takeGame(round, table, dialog.gameJson(), &error),
                            error);
}

bool TableActions::recordForfeit()
{
    const TournamentMatch *match = selectedMatch();
    if (!match)
        return false;
    const QList<int> sides = match->sides;
    const int table = match->table;
    const QStringList names = sideTexts(*match);
    bool ok = false;
    const QString absent
        = QInputDialog::getItem(m_window, tr("Forfeit at Table %1").arg(table),
                                tr("The entry that did not come:"), names, 0, false, &ok);
    if (!ok)
        return false;
    QString error;
    return m_window->report(m_window->edits()->forfeit(m_window->shownRound(), table,
                                                       sides.value(int(names.indexOf(absent))),
                                                       &error),
                            error);
}

bool TableActions::lateArrival()
{
    const TournamentMatch *match = selectedMatch();
    if (!match)
        return false;
    const int round = m_window->shownRound();
    const int table = match->table;
    const QList<int> sides = match->sides;
    const Tournament &t = m_window->document()->tournament();
    // How late is how long the clock of the round being played has run; for an earlier round
    // shown, or an untimed one, the director types it.
    const RoundClock &clock = m_window->roundClock()->clock();
    const int played
        = clock.round() == round ? clock.minutesPlayed(QDateTime::currentMSecsSinceEpoch()) : 0;
    LateArrivalDialog dialog(table, sides, sideTexts(*match), t.awards, played, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const int entry = dialog.entry();
    const int minutes = dialog.minutes();
    const QString ruling = LateArrival::text(t.awards, minutes);
    QString error;
    if (!m_window->edits()->lateArrival(round, table, entry, minutes, &error))
        return m_window->report(false, error);
    m_window->statusBar()->showMessage(tr("%1, %2: %3")
                                           .arg(m_window->document()->tournament().entryText(entry),
                                                LateArrival::reason(minutes), ruling));
    return true;
}

bool TableActions::confirmTable()
{
    return setSelectedStatus(TournamentMatch::Status::Confirmed);
}

bool TableActions::acceptTable()
{
    return setSelectedStatus(TournamentMatch::Status::Accepted);
}

bool TableActions::setSelectedStatus(TournamentMatch::Status status)
{
    const TournamentMatch *match = selectedMatch();
    if (!match)
        return false;
    QString error;
    return m_window->report(
        m_window->edits()->setStatus(m_window->shownRound(), match->table, status, &error), error);
}

bool TableActions::adjust()
{
    const int shown = m_window->shownRound();
    if (!m_window->edits() || shown == 0)
        return m_window->report(false, tr("Seat a round first."));
    const Tournament &t = m_window->document()->tournament();
    const TournamentRound &round = t.rounds[shown - 1];
    QList<int> entries;
    QStringList names;
    for (const TournamentMatch &m : round.matches)
        entries.append(m.sides);
    entries.append(round.resting);
    std::sort(entries.begin(), entries.end());
    for (int entry : std::as_const(entries))
        names.append(t.entryText(entry));
    AdjustmentDialog dialog(round.number, entries, names, t.awards.lateMpPenalty, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    QString error;
    return m_window->report(m_window->edits()->adjust(round.number, dialog.entry(), dialog.kind(),
                                                      dialog.amount(), dialog.reason(), &error),
                            error);
}

bool TableActions::correct()
{
    const TournamentMatch *match = selectedMatch();
    if (!match)
        return false;
    const int round = m_window->shownRound();
    const int table = match->table;
    MatchPointsDialog dialog(MatchPointsDialog::Purpose::Correction, tr("Table %1").arg(table),
                             sideTexts(*match), m_window->edits()->currentMp(round, table),
                             m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    QString error;
    return m_window->report(m_window->edits()->correct(round, table, dialog.correctionKind(),
                                                       dialog.mp(), dialog.reason(), &error),
                            error);
}

} // namespace pinaculo
