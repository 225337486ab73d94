#include "window/windowdialogs.h"

#include "appinfo.h"
#include "common/deferrediconengine.h"
#include "common/plainmessagebox.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "window/gametable.h"
#include "handentry/meldcheckerdialog.h"
#include "setup/newgamedialog.h"
#include "scoresheet/renameplayerdialog.h"
#include "rules/rulesreferencedialog.h"
#include "sharing/summaryprinting.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPointer>
#include <QStyle>

#include <algorithm>

namespace pinaculo {

WindowDialogs::WindowDialogs(GameTable *table, const Actions &actions)
    : QObject(table)
    , m_table(table)
    , m_window(table->window())
    , m_printing(new SummaryPrinting(this))
{
    const auto themeIcon = &DeferredIconEngine::themeIcon;
    actions.newGame->setIcon(themeIcon(QStringLiteral("document-new"), QStyle::SP_FileIcon));
    actions.meldChecker->setIcon(
        themeIcon(QStringLiteral("tools-check-spelling"), QStyle::SP_DialogApplyButton));
    actions.about->setIcon(
        themeIcon(QStringLiteral("help-about"), QStyle::SP_MessageBoxInformation));
    actions.printPreview->setIcon(QIcon::fromTheme(QStringLiteral("document-print-preview")));
    actions.print->setIcon(QIcon::fromTheme(QStringLiteral("document-print")));
    actions.exportPdf->setIcon(QIcon::fromTheme(QStringLiteral("application-pdf")));
    actions.rules->setIcon(themeIcon(QStringLiteral("help-contents"), QStyle::SP_DialogHelpButton));
    // Platform-standard keys cannot be written in the form.
    actions.print->setShortcuts(QKeySequence::Print);
    actions.rules->setShortcuts(QKeySequence::HelpContents);
    actions.about->setMenuRole(QAction::AboutRole);

    connect(actions.newGame, &QAction::triggered, this, &WindowDialogs::newGame);
    connect(actions.meldChecker, &QAction::triggered, this, &WindowDialogs::showMeldChecker);
    connect(actions.about, &QAction::triggered, this, &WindowDialogs::showAbout);
    connect(actions.printPreview, &QAction::triggered, this, &WindowDialogs::printPreview);
    connect(actions.print, &QAction::triggered, this, &WindowDialogs::printSummary);
    connect(actions.exportPdf, &QAction::triggered, this, &WindowDialogs::exportPdf);
    connect(actions.rules, &QAction::triggered, this, &WindowDialogs::showRules);
}

void WindowDialogs::returnFocusAfter(QDialog *dialog)
{
    connect(dialog, &QDialog::finished, this, &WindowDialogs::dialogClosed);
}

void WindowDialogs::newGame()
{
    auto *dialog = new NewGameDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The same table often plays again: start from the last game's players, teams and rules,
    // with the deal passed on to the next seat.
    std::optional<GameSetup> last;
    if (m_table->document())
        last = m_table->document()->setup();
    else if (m_table->autosaver())
        last = m_table->autosaver()->store().latestSetup();
    if (last)
        dialog->setSetup(last->rematch());
    if (m_table->autosaver()) {
        dialog->setKnownPlayers(m_table->autosaver()->store().playerNames());
        dialog->offerRulePresets(m_table->autosaver()->store());
    }
    connect(dialog, &QDialog::accepted, m_table, [table = m_table, dialog] {
        Game game;
        game.setup = dialog->setup();
        table->openGame(game);
    });
    returnFocusAfter(dialog);
    dialog->open();
}

void WindowDialogs::renamePlayer(int seat)
{
    GameDocument *current = m_table->document();
    if (!current)
        return;
    auto *dialog = new RenamePlayerDialog(current->setup().players, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setSeat(std::max(0, seat));
    QPointer<GameDocument> document = current;
    connect(dialog, &QDialog::accepted, m_window, [document, dialog] {
        if (document)
            GameEdits::renamePlayer(document, dialog->seat(), dialog->name());
    });
    returnFocusAfter(dialog);
    dialog->open();
}

void WindowDialogs::showMeldChecker()
{
    const GameDocument *document = m_table->document();
    const Variant variant = document ? document->setup().variant() : Variant::Pinaculo;
    auto *dialog = new MeldCheckerDialog(variant, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void WindowDialogs::showAbout()
{
    PlainMessageBox::about(
        m_window, tr("About Pináculo"),
        tr("Pináculo %1").arg(QCoreApplication::applicationVersion()),
        tr("Score keeper and referee for Pináculo, Pinacle and Pinnacola: record each hand, and "
           "the application scores it, explains every line, keeps the running totals, tells who "
           "is barbelé and declares the winner.")
            + QStringLiteral("\n\n")
            + tr("Free software under the licence %1: the GNU General Public License, version 3 "
                 "or any later version.")
                  .arg(QLatin1StringView(AppInfo::license)));
}

void WindowDialogs::showRules()
{
    // One reference window; F1 again brings it forward on the variant being played.
    auto *dialog = m_window->findChild<RulesReferenceDialog *>();
    if (!dialog) {
        dialog = new RulesReferenceDialog(m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    if (m_table->document())
        dialog->setVariant(m_table->document()->setup().variant());
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void WindowDialogs::printPreview()
{
    if (m_table->document())
        m_printing->printPreview(m_table->document()->game(), m_table->document()->result(),
                                 m_window);
}

void WindowDialogs::printSummary()
{
    if (m_table->document())
        m_printing->print(m_table->document()->game(), m_table->document()->result(), m_window);
}

void WindowDialogs::exportPdf()
{
    if (!m_table->document())
        return;
    const GameDocument *document = m_table->document();
    const QString path = m_printing->exportPdf(document->game(), document->result(), m_window,
                                               m_table->databaseFiles());
    if (!path.isEmpty())
        m_table->announce(tr("Summary written to %1").arg(QFileInfo(path).fileName()));
}

} // namespace pinaculo
