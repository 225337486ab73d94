#include "window/windowdialogs.h"
#include "ui_mainwindow.h"

#include "appinfo.h"
#include "common/deferrediconengine.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "scoresheet/gameview.h"
#include "window/mainwindow.h"
#include "handentry/meldcheckerdialog.h"
#include "setup/newgamedialog.h"
#include "scoresheet/renameplayerdialog.h"
#include "rules/rulesreferencedialog.h"
#include "sharing/summaryprinting.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QStatusBar>
#include <QStyle>

#include <algorithm>

namespace pinaculo {

WindowDialogs::WindowDialogs(MainWindow *window, const Ui::MainWindow &ui)
    : QObject(window)
    , m_window(window)
    , m_printing(new SummaryPrinting(this))
{
    const auto themeIcon = &DeferredIconEngine::themeIcon;
    ui.actionNewGame->setIcon(themeIcon(QStringLiteral("document-new"), QStyle::SP_FileIcon));
    ui.actionMeldChecker->setIcon(
        themeIcon(QStringLiteral("tools-check-spelling"), QStyle::SP_DialogApplyButton));
    ui.actionAbout->setIcon(
        themeIcon(QStringLiteral("help-about"), QStyle::SP_MessageBoxInformation));
    ui.actionPrintPreview->setIcon(QIcon::fromTheme(QStringLiteral("document-print-preview")));
    ui.actionPrint->setIcon(QIcon::fromTheme(QStringLiteral("document-print")));
    ui.actionExportPdf->setIcon(QIcon::fromTheme(QStringLiteral("application-pdf")));
    ui.actionRules->setIcon(
        themeIcon(QStringLiteral("help-contents"), QStyle::SP_DialogHelpButton));
    // Platform-standard keys cannot be written in the form.
    ui.actionPrint->setShortcuts(QKeySequence::Print);
    ui.actionRules->setShortcuts(QKeySequence::HelpContents);
    ui.actionAbout->setMenuRole(QAction::AboutRole);

    connect(ui.actionNewGame, &QAction::triggered, this, &WindowDialogs::newGame);
    connect(ui.actionRenamePlayer, &QAction::triggered, this, &WindowDialogs::renamePlayer);
    connect(ui.actionMeldChecker, &QAction::triggered, this, &WindowDialogs::showMeldChecker);
    connect(ui.actionAbout, &QAction::triggered, this, &WindowDialogs::showAbout);
    connect(ui.actionPrintPreview, &QAction::triggered, this, &WindowDialogs::printPreview);
    connect(ui.actionPrint, &QAction::triggered, this, &WindowDialogs::printSummary);
    connect(ui.actionExportPdf, &QAction::triggered, this, &WindowDialogs::exportPdf);
    connect(ui.actionRules, &QAction::triggered, this, &WindowDialogs::showRules);
}

void WindowDialogs::returnFocusAfter(QDialog *dialog)
{
    // Not every window manager gives the focus back by itself.
    connect(dialog, &QDialog::finished, m_window, [window = m_window] {
        window->activateWindow();
        if (window->isGameShown())
            window->gameView()->focusScoreboard();
    });
}

void WindowDialogs::newGame()
{
    auto *dialog = new NewGameDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The same table often plays again: start from the last game's players, teams and rules,
    // with the deal passed on to the next seat.
    std::optional<GameSetup> last;
    if (m_window->document())
        last = m_window->document()->setup();
    else if (m_window->storage())
        last = m_window->storage()->store().latestSetup();
    if (last)
        dialog->setSetup(last->rematch());
    if (m_window->storage()) {
        dialog->setKnownPlayers(m_window->storage()->store().playerNames());
        dialog->offerRulePresets(m_window->storage()->store());
    }
    connect(dialog, &QDialog::accepted, m_window, [window = m_window, dialog] {
        Game game;
        game.setup = dialog->setup();
        window->openGame(game);
    });
    returnFocusAfter(dialog);
    dialog->open();
}

void WindowDialogs::renamePlayer()
{
    GameDocument *current = m_window->document();
    if (!current)
        return;
    auto *dialog = new RenamePlayerDialog(current->setup().players, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Start on the player of the column the cursor is in, if any.
    dialog->setSeat(std::max(0, m_window->gameView()->currentSeat()));
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
    const GameDocument *document = m_window->document();
    const Variant variant = document ? document->setup().variant() : Variant::Pinaculo;
    auto *dialog = new MeldCheckerDialog(variant, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void WindowDialogs::showAbout()
{
    QMessageBox::about(m_window, tr("About Pináculo"),
                       tr("<h3>Pináculo %1</h3><p>Score keeper and referee for Pináculo, Pinacle "
                          "and Pinnacola: record each hand, and the application scores it, "
                          "explains every line, keeps the running totals, tells who is barbelé "
                          "and declares the winner.</p>")
                               .arg(QCoreApplication::applicationVersion())
                           + tr("<p>Free software under the licence %1: the GNU General Public "
                                "License, version 3 or any later version.</p>")
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
    if (m_window->document())
        dialog->setVariant(m_window->document()->setup().variant());
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void WindowDialogs::printPreview()
{
    if (m_window->document())
        m_printing->printPreview(m_window->document()->game(), m_window->document()->result(),
                                 m_window);
}

void WindowDialogs::printSummary()
{
    if (m_window->document())
        m_printing->print(m_window->document()->game(), m_window->document()->result(), m_window);
}

void WindowDialogs::exportPdf()
{
    if (!m_window->document())
        return;
    const GameDocument *document = m_window->document();
    const QString path = m_printing->exportPdf(document->game(), document->result(), m_window,
                                               m_window->databaseFiles());
    if (!path.isEmpty())
        m_window->statusBar()->showMessage(
            tr("Summary written to %1").arg(QFileInfo(path).fileName()), 5000);
}

} // namespace pinaculo
