#include "window/storedgames.h"

#include "database.h"
#include "window/databaseopener.h"
#include "common/deferrediconengine.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "window/gamefileactions.h"
#include "gamelimits.h"
#include "gamerepository.h"
#include "gamescorer.h"
#include "handentry/handentrylauncher.h"
#include "history/historydialog.h"
#include "window/gametable.h"
#include "common/plainmessagebox.h"
#include "window/replaceddatabasequestion.h"
#include "history/statisticsdialog.h"
#include "storageerror.h"
#include "sharing/summaryprinting.h"
#include "window/windowdialogs.h"
#include "director/directorwindow.h"

#include <QDir>
#include <QFileSystemWatcher>
#include <QMessageBox>
#include <QStyle>
#include <QUndoStack>

namespace pinaculo {

StoredGames::StoredGames(GameTable *table, QAction *history, QAction *statistics, QAction *director,
                         HandEntryLauncher *handEntry, WindowDialogs *dialogs,
                         GameFileActions *files)
    : QObject(table)
    , m_table(table)
    , m_window(table->window())
    , m_handEntry(handEntry)
    , m_dialogs(dialogs)
    , m_files(files)
{
    history->setIcon(DeferredIconEngine::themeIcon(QStringLiteral("view-history"),
                                                   QStyle::SP_FileDialogListView));
    connect(history, &QAction::triggered, this, &StoredGames::showHistory);
    connect(statistics, &QAction::triggered, this, &StoredGames::showStatistics);
    connect(director, &QAction::triggered, this, &StoredGames::showDirector);
    connect(table, &GameTable::autosaverChanged, this, &StoredGames::attachAutosaver);
}

void StoredGames::attachAutosaver(GameAutosaver *autosaver)
{
    Database *database = m_table->database();
    m_autosaver = autosaver;
    m_database = database;
    if (database) {
        // Told at once, not only at the next change: a copy over the file, or a move to its name.
        m_databaseWatcher = new QFileSystemWatcher({database->path()}, this);
        connect(m_databaseWatcher, &QFileSystemWatcher::fileChanged, this,
                &StoredGames::checkDatabaseFile);
    }
    m_handEntry->setAutosaver(autosaver);
    connect(m_table, &GameTable::documentChanged, autosaver, &GameAutosaver::attach);
    connect(autosaver, &GameAutosaver::saveFailed, this, &StoredGames::showSaveFailed);
    connect(autosaver, &GameAutosaver::saveRecovered, this, [this] {
        m_table->announce(tr("Every change is saved again."), 8000);
        emit savedStateChanged();
    });
    if (m_table->document())
        autosaver->attach(m_table->document());
}

bool StoredGames::reopenUnfinishedGame()
{
    if (!m_autosaver)
        return false;
    const std::optional<GameSummary> unfinished = m_autosaver->unfinishedGame();
    return unfinished && openStoredGame(unfinished->id);
}

bool StoredGames::openStoredGame(qint64 id)
{
    if (!m_autosaver)
        return false;
    // The game on the table is already the stored one: keep its undo history.
    if (m_table->document() && id == m_autosaver->gameId()) {
        m_table->showGame();
        return true;
    }
    QString error;
    const std::optional<Game> game = m_autosaver->loadForOpening(id, &error);
    if (!game) {
        auto *box = new PlainMessageBox(QMessageBox::Warning, tr("Stored game"),
                                        tr("The stored game cannot be opened: %1").arg(error),
                                        QMessageBox::Ok, m_window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
        return false;
    }
    m_table->openGame(*game);
    // Stored before the limits: it opens as it was, and the user is told what is beyond them.
    const QString beyond = GameLimits::firstBroken(*game);
    if (!beyond.isEmpty())
        m_table->announce(
            tr("This game was stored before today's limits: %1. It opens as it was; a change to "
               "it must keep to the limits.")
                .arg(beyond));
    // A hand left unconfirmed when the application stopped comes back as it was.
    m_handEntry->resumeDraft();
    return true;
}

bool StoredGames::confirmClose()
{
    GameDocument *document = m_table->document();
    if (m_database && document && m_database->fileReplaced()) {
        // The question asked while playing gives way to the one about closing.
        if (auto *open
            = m_window->findChild<QMessageBox *>(QStringLiteral("databaseReplacedBox"))) {
            disconnect(open, nullptr, this, nullptr);
            m_askingAboutReplacement = false;
            delete open;
        }
        QMessageBox *box = ReplacedDatabaseQuestion::create(m_window, m_database->path(), true);
        box->exec();
        const auto answer = ReplacedDatabaseQuestion::answerOf(*box);
        delete box;
        return followReplacedAnswer(int(answer));
    }
    // Storage asks nothing, unless the disk refused the last changes: then they would be lost.
    if (!m_autosaver || !document || m_autosaver->isSaved() || m_autosaver->saveAll())
        return true;
    return m_files->offerExportBeforeQuitting(
        tr("Not saved"),
        tr("The last changes could not be saved in the database: %1\n\nExport the "
           "game to a game file before quitting?")
            .arg(m_autosaver->lastError()));
}

void StoredGames::checkDatabaseFile()
{
    // A file moved away leaves the watch list; its name is watched again for the next one.
    if (m_databaseWatcher && !m_databaseWatcher->files().contains(m_database->path()))
        m_databaseWatcher->addPath(m_database->path());
    if (m_database->fileReplaced()) {
        emit savedStateChanged();
        askAboutReplacedDatabase();
    }
}

void StoredGames::askAboutReplacedDatabase()
{
    m_table->announce(tr("Not saved: %1").arg(StorageError::replacedMessage(m_database->path())));
    if (m_askingAboutReplacement || !m_table->document())
        return;
    m_askingAboutReplacement = true;
    QMessageBox *box = ReplacedDatabaseQuestion::create(m_window, m_database->path(), false);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::finished, this, [this, box] {
        m_askingAboutReplacement = false;
        followReplacedAnswer(int(ReplacedDatabaseQuestion::answerOf(*box)));
    });
    box->open();
}

bool StoredGames::followReplacedAnswer(int answer)
{
    using Answer = ReplacedDatabaseQuestion::Answer;
    switch (Answer(answer)) {
    case Answer::Export: {
        m_files->exportDialog();
        // Closing goes on only once the game is in a file.
        const GameDocument *document = m_table->document();
        return document && document->undoStack()->isClean();
    }
    case Answer::SaveAsNewGame: {
        const Database::OpenResult reopened = m_database->reopen();
        if (!reopened.ok()) {
            PlainMessageBox::warning(m_window, tr("Database replaced"), reopened.message);
            return false;
        }
        DatabaseOpener::watch(*m_database, m_window);
        if (!m_autosaver->storeAsNewGame())
            return false;
        // Said once, without waiting for a click: the old session's log kept aside, where.
        QStringList lines {tr("The game was saved as a new game in the database now at %1.")
                               .arg(QDir::toNativeSeparators(m_database->path()))};
        lines += reopened.notices;
        auto *box
            = new PlainMessageBox(QMessageBox::Information, tr("Database"),
                                  lines.join(QStringLiteral("\n\n")), QMessageBox::Ok, m_window);
        box->setObjectName(QStringLiteral("savedAsNewGameBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        m_table->announce(lines.first(), 8000);
        emit savedStateChanged();
        return true;
    }
    case Answer::NotNow:
    case Answer::QuitWithoutSaving:
        return true;
    case Answer::Cancel:
        break;
    }
    return false;
}

void StoredGames::showSaveFailed(const QString &message)
{
    emit savedStateChanged();
    if (m_database && m_database->fileReplaced()) {
        askAboutReplacedDatabase();
        return;
    }
    const QString text
        = tr("The last change could not be saved in the database: %1\n\nIt stays in the window "
             "and is saved with the next change once the database accepts it again.")
              .arg(message);
    m_table->announce(tr("Not saved: %1").arg(message));
    // One box at a time: every later failure only updates it.
    if (auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("saveFailedBox"))) {
        box->setText(text);
        return;
    }
    auto *box = new PlainMessageBox(QMessageBox::Warning, tr("Not saved"), text, QMessageBox::Ok,
                                    m_window);
    box->setObjectName(QStringLiteral("saveFailedBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}

void StoredGames::showHistory()
{
    if (!m_autosaver)
        return;
    auto *dialog = new HistoryDialog(m_autosaver->store(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCurrentGameId(m_table->document() ? m_autosaver->gameId() : -1);
    connect(dialog, &HistoryDialog::openGame, this, &StoredGames::openStoredGame);
    connect(dialog, &HistoryDialog::rematch, this, [this](qint64 id) {
        QString error;
        if (const std::optional<Game> game = m_autosaver->prepareRematch(id, &error))
            m_table->openGame(*game);
        else
            PlainMessageBox::warning(m_window, tr("Rematch"), error);
    });
    connect(dialog, &HistoryDialog::summaryRequested, this,
            [this, dialog](qint64 id) { showStoredSummary(id, dialog); });
    m_dialogs->returnFocusAfter(dialog);
    dialog->open();
}

void StoredGames::showDirector()
{
    if (!m_database)
        return;
    if (!m_director) {
        // A window of its own beside the table's: the director moves between the two.
        m_director = new DirectorWindow(m_database->storage(), m_window);
        m_director->setWindowFlag(Qt::Window);
        m_director->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_director->show();
    m_director->raise();
    m_director->activateWindow();
}

void StoredGames::showStoredSummary(qint64 id, QWidget *parent)
{
    QString error;
    const std::optional<Game> game = m_autosaver->store().loadGame(id, &error);
    if (!game) {
        PlainMessageBox::warning(parent, tr("Stored game"),
                                 tr("The stored game cannot be opened: %1").arg(error));
        return;
    }
    // A stored game has no outcome at hand: it is scored here, once.
    m_dialogs->printing()->printPreview(*game, GameScorer::score(*game), parent);
}

void StoredGames::showStatistics()
{
    if (!m_autosaver)
        return;
    auto *dialog = new StatisticsDialog(m_autosaver->store(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialogs->returnFocusAfter(dialog);
    dialog->open();
}

} // namespace pinaculo
