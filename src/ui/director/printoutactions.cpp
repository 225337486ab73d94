#include "director/printoutactions.h"

#include "director/directorwindow.h"
#include "director/printoutfile.h"
#include "director/scorecardsprintout.h"
#include "director/standingsprintout.h"
#include "director/tablecardsprintout.h"
#include "window/appsettings.h"
#include "tournamentdocument.h"

#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QTextDocument>

namespace pinaculo {

namespace {

constexpr PrintoutActions::Printout All[]
    = {PrintoutActions::Printout::Standings, PrintoutActions::Printout::TableCards,
       PrintoutActions::Printout::ScoreCards};

} // namespace

PrintoutActions::PrintoutActions(DirectorWindow *window)
    : QObject(window)
    , m_window(window)
{
}

QString PrintoutActions::name(Printout printout) const
{
    switch (printout) {
    case Printout::Standings:
        return tr("&Standings…");
    case Printout::TableCards:
        return tr("&Table Cards…");
    case Printout::ScoreCards:
        return tr("S&core Cards of the Round…");
    }
    return {};
}

void PrintoutActions::addActions(QMenu *menu, QList<QAction *> *needTournament)
{
    QMenu *print = menu->addMenu(tr("&Print"));
    QMenu *pdf = menu->addMenu(tr("Save as P&DF"));
    for (Printout printout : All) {
        QAction *toPrinter
            = print->addAction(name(printout), this, [this, printout] { this->print(printout); });
        if (printout == Printout::Standings)
            toPrinter->setShortcut(QKeySequence::Print);
        needTournament->append(toPrinter);
        needTournament->append(pdf->addAction(name(printout), this, [this, printout] {
            const QString suggested = QDir(AppSettings::lastGameFolder())
                                          .filePath(title(printout) + QStringLiteral(".pdf"));
            QString path = QFileDialog::getSaveFileName(m_window, tr("Save as PDF"), suggested,
                                                        tr("PDF files (*.pdf)"));
            if (path.isEmpty())
                return;
            if (!path.endsWith(u".pdf", Qt::CaseInsensitive))
                path += QStringLiteral(".pdf");
            writePdf(printout, path);
        }));
    }
}

std::unique_ptr<QTextDocument> PrintoutActions::document(Printout printout) const
{
    const TournamentDocument *open = m_window->document();
    if (!open)
        return nullptr;
    switch (printout) {
    case Printout::Standings:
        return StandingsPrintout::document(open->tournament(), open->standings(),
                                           *m_window->standingsModel());
    case Printout::TableCards:
        return TableCardsPrintout::document(open->tournament());
    case Printout::ScoreCards:
        return ScoreCardsPrintout::document(open->tournament(), m_window->shownRound());
    }
    return nullptr;
}

QString PrintoutActions::title(Printout printout) const
{
    const QString tournament
        = m_window->document() ? m_window->document()->tournament().name : QString();
    switch (printout) {
    case Printout::Standings:
        //: A printout's title: the tournament's name and what is printed.
        return tr("%1: standings").arg(tournament);
    case Printout::TableCards:
        return tr("%1: table cards").arg(tournament);
    case Printout::ScoreCards:
        return tr("%1: score cards of round %2").arg(tournament).arg(m_window->shownRound());
    }
    return {};
}

bool PrintoutActions::writePdf(Printout printout, const QString &path)
{
    const std::unique_ptr<QTextDocument> doc = document(printout);
    if (!doc)
        return false;
    if (printout == Printout::ScoreCards && m_window->shownRound() == 0)
        return m_window->report(false, tr("Seat a round first."));
    QString error;
    return m_window->report(PrintoutFile::writePdf(*doc, title(printout), path, &error), error);
}

bool PrintoutActions::print(Printout printout)
{
    const std::unique_ptr<QTextDocument> doc = document(printout);
    if (!doc)
        return false;
    if (printout == Printout::ScoreCards && m_window->shownRound() == 0)
        return m_window->report(false, tr("Seat a round first."));
    return PrintoutFile::print(*doc, title(printout), m_window);
}

} // namespace pinaculo
