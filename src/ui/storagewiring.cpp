#include "storagewiring.h"
#include "ui_mainwindow.h"

#include "deferrediconengine.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "gamefileactions.h"
#include "gamelimits.h"
#include "gamerepository.h"
#include "handentrylauncher.h"
#include "historydialog.h"
#include "mainwindow.h"
#include "plainmessagebox.h"
#include "statisticsdialog.h"
#include "summaryprinting.h"
#include "windowdialogs.h"

#include <QMessageBox>
#include <QStatusBar>
#include <QStyle>
#include <QUndoStack>

namespace pinaculo {

StorageWiring::StorageWiring(MainWindow *window, const Ui::MainWindow &ui,
                             HandEntryLauncher *handEntry, WindowDialogs *dialogs)
    : QObject(window)
    , m_window(window)
    , m_handEntry(handEntry)
    , m_dialogs(dialogs)
{
    ui.actionHistory->setIcon(DeferredIconEngine::themeIcon(QStringLiteral("view-history"),
                                                            QStyle::SP_FileDialogListView));
    connect(ui.actionHistory, &QAction::triggered, this, &StorageWiring::showHistory);
    connect(ui.actionStatistics, &QAction::triggered, this, &StorageWiring::showStatistics);
}

void StorageWiring::setAutosaver(GameAutosaver *autosaver)
{
    m_autosaver = autosaver;
    m_handEntry->setStorage(autosaver);
    connect(m_window, &MainWindow::documentChanged, autosaver, &GameAutosaver::attach);
    connect(autosaver, &GameAutosaver::saveFailed, this, &StorageWiring::showSaveFailed);
    connect(autosaver, &GameAutosaver::saveRecovered, this, [this] {
        m_window->statusBar()->showMessage(tr("Every change is saved again."), 8000);
        emit savedStateChanged();
    });
    if (m_window->document())
        autosaver->attach(m_window->document());
}

bool StorageWiring::reopenUnfinishedGame()
{
    if (!m_autosaver)
        return false;
    const std::optional<GameSummary> unfinished = m_autosaver->unfinishedGame();
    return unfinished && openStoredGame(unfinished->id);
}

bool StorageWiring::openStoredGame(qint64 id)
{
    if (!m_autosaver)
        return false;
    // The game on the table is already the stored one: keep its undo history.
    if (m_window->document() && id == m_autosaver->gameId()) {
        m_window->showGame();
        return true;
    }
    QString error;
    const std::optional<Game> game = m_autosaver->loadForOpening(id, &error);
    if (!game) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Stored game"),
                                    tr("The stored game cannot be opened: %1").arg(error),
                                    QMessageBox::Ok, m_window);
        PlainMessageBox::makePlain(box);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
        return false;
    }
    m_window->openGame(*game);
    // Stored before the limits: it opens as it was, and the user is told what is beyond them.
    const QString beyond = GameLimits::firstBroken(*game);
    if (!beyond.isEmpty())
        m_window->statusBar()->showMessage(
            tr("This game was stored before today's limits: %1. It opens as it was; a change to "
               "it must keep to the limits.")
                .arg(beyond));
    // A hand left unconfirmed when the application stopped comes back as it was.
    m_handEntry->resumeDraft();
    return true;
}

bool StorageWiring::confirmClose(GameFileActions *files)
{
    // Storage asks nothing, unless the disk refused the last changes: then they would be lost.
    GameDocument *document = m_window->document();
    if (!m_autosaver || !document || m_autosaver->isSaved() || m_autosaver->saveAll())
        return true;
    return files->offerExportBeforeQuitting(
        tr("Not saved"),
        tr("The last changes could not be saved in the database: %1\n\nExport the "
           "game to a game file before quitting?")
            .arg(m_autosaver->lastError()));
}

void StorageWiring::showSaveFailed(const QString &message)
{
    emit savedStateChanged();
    const QString text
        = tr("The last change could not be saved in the database: %1\n\nIt stays in the window "
             "and is saved with the next change once the database accepts it again.")
              .arg(message);
    m_window->statusBar()->showMessage(tr("Not saved: %1").arg(message));
    // One box at a time: every later failure only updates it.
    if (auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("saveFailedBox"))) {
        box->setText(text);
        return;
    }
    auto *box
        = new QMessageBox(QMessageBox::Warning, tr("Not saved"), text, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("saveFailedBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}

void StorageWiring::showHistory()
{
    if (!m_autosaver)
        return;
    auto *dialog = new HistoryDialog(m_autosaver->store(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCurrentGameId(m_window->document() ? m_autosaver->gameId() : -1);
    connect(dialog, &HistoryDialog::openGame, this, &StorageWiring::openStoredGame);
    connect(dialog, &HistoryDialog::rematch, this, [this](qint64 id) {
        QString error;
        if (const std::optional<Game> game = m_autosaver->prepareRematch(id, &error))
            m_window->openGame(*game);
        else
            PlainMessageBox::warning(m_window, tr("Rematch"), error);
    });
    connect(dialog, &HistoryDialog::summaryRequested, this,
            [this, dialog](qint64 id) { showStoredSummary(id, dialog); });
    m_dialogs->returnFocusAfter(dialog);
    dialog->open();
}

void StorageWiring::showStoredSummary(qint64 id, QWidget *parent)
{
    QString error;
    const std::optional<Game> game = m_autosaver->store().loadGame(id, &error);
    if (!game) {
        PlainMessageBox::warning(parent, tr("Stored game"),
                                 tr("The stored game cannot be opened: %1").arg(error));
        return;
    }
    m_dialogs->printing()->printPreview(*game, parent);
}

void StorageWiring::showStatistics()
{
    if (!m_autosaver)
        return;
    auto *dialog = new StatisticsDialog(m_autosaver->store(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialogs->returnFocusAfter(dialog);
    dialog->open();
}

} // namespace pinaculo
