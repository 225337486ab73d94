#include "window/gamefileactions.h"

#include "window/appsettings.h"
#include "window/gamefilepreread.h"
#include "common/deferrediconengine.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "window/gamefiledrop.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "window/gametable.h"
#include "namerules.h"
#include "common/plainmessagebox.h"

#include <QAbstractButton>
#include <QDate>
#include <QDir>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStyle>
#include <QTimer>
#include <QUndoStack>

namespace pinaculo {

namespace {
QString gameFileFilter()
{
    return GameFileActions::tr("Game files (*.json);;All files (*)");
}
} // namespace

GameFileActions::GameFileActions(GameTable *table, QAction *openGame, QAction *exportGame,
                                 QAction *importGame)
    : QObject(table)
    , m_table(table)
    , m_window(table->window())
{
    const auto themeIcon = &DeferredIconEngine::themeIcon;
    openGame->setIcon(themeIcon(QStringLiteral("document-open"), QStyle::SP_DialogOpenButton));
    exportGame->setIcon(themeIcon(QStringLiteral("document-save-as"), QStyle::SP_DialogSaveButton));
    importGame->setIcon(themeIcon(QStringLiteral("document-import"), QStyle::SP_DialogOpenButton));
    connect(openGame, &QAction::triggered, this, &GameFileActions::openDialog);
    connect(exportGame, &QAction::triggered, this, &GameFileActions::exportDialog);
    connect(importGame, &QAction::triggered, this, &GameFileActions::importDialog);
    m_window->setAcceptDrops(true);
    m_window->installEventFilter(this);
}

bool GameFileActions::openFile(const QString &path)
{
    const GameFileReader::Result read
        = m_preread && m_preread->holds(path) ? m_preread->take() : GameFileReader::readFile(path);
    if (!read.ok()) {
        PlainMessageBox box(QMessageBox::Warning, tr("Game file refused"),
                            tr("%1 cannot be opened.").arg(QDir::toNativeSeparators(path)),
                            QMessageBox::Ok, m_window);
        box.setObjectName(QStringLiteral("gameFileRefusedBox"));
        box.setInformativeText(read.error.text());
        box.exec();
        // A file that is gone no longer belongs in the recent list.
        if (!QFileInfo::exists(path)) {
            AppSettings::removeRecentFile(QFileInfo(path).absoluteFilePath());
            emit recentFilesChanged();
        }
        return false;
    }
    m_table->openGame(read.game, QFileInfo(path).absoluteFilePath(), read.result);
    AppSettings::addRecentFile(QFileInfo(path).absoluteFilePath());
    emit recentFilesChanged();
    m_table->announce(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool GameFileActions::exportFile(const QString &path)
{
    GameDocument *document = m_table->document();
    if (!document)
        return false;
    QString error;
    if (!GameFileWriter::writeFile(document->game(), document->result(), path, &error,
                                   m_table->databaseFiles())) {
        PlainMessageBox::warning(m_window, tr("Export failed"),
                                 tr("The game was not exported: %1.").arg(error));
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    document->setFilePath(absolute);
    document->undoStack()->setClean();
    AppSettings::addRecentFile(absolute);
    emit recentFilesChanged();
    m_table->announce(tr("Game written to %1").arg(QFileInfo(path).fileName()));
    emit exported();
    return true;
}

int GameFileActions::importFiles(const QStringList &paths)
{
    GameAutosaver *storage = m_table->autosaver();
    if (!storage)
        return 0;
    GameStore store = storage->store();
    int stored = 0;
    QStringList problems;
    for (const QString &path : paths) {
        const QString shown = QDir::toNativeSeparators(path);
        const GameFileReader::Result read = GameFileReader::readFile(path);
        if (!read.ok()) {
            problems.append(tr("%1: %2").arg(shown, read.error.text()));
            continue;
        }
        QString error;
        const QString name = NameRules::fromFileName(QFileInfo(path).completeBaseName());
        if (store.importGame(read.game, read.result, name, &error) < 0) {
            problems.append(tr("%1: %2").arg(shown, error));
            continue;
        }
        ++stored;
    }
    m_table->announce(tr("%n game(s) stored in the history.", nullptr, stored), 8000);
    if (!problems.isEmpty()) {
        auto *box = new PlainMessageBox(
            QMessageBox::Warning, tr("Game file refused"),
            tr("%n file(s) could not be imported; nothing of them was stored.", nullptr,
               int(problems.size())),
            QMessageBox::Ok, m_window);
        box->setObjectName(QStringLiteral("importRefusedBox"));
        box->setInformativeText(problems.join(QStringLiteral("\n\n")));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
    }
    return stored;
}

bool GameFileActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window
        || (event->type() != QEvent::DragEnter && event->type() != QEvent::Drop))
        return QObject::eventFilter(watched, event);
    auto *drop = static_cast<QDropEvent *>(event);
    const QStringList paths = GameFileDrop::gameFiles(drop->mimeData());
    if (paths.isEmpty())
        return false;
    drop->acceptProposedAction();
    if (event->type() == QEvent::Drop) {
        // Handled after the drop returns: a message box must not run inside the drag.
        QTimer::singleShot(0, this, [this, paths] {
            if (paths.size() == 1 || !m_table->autosaver())
                openFile(paths.first());
            else
                importFiles(paths);
        });
    }
    return true;
}

bool GameFileActions::confirmClose()
{
    GameDocument *document = m_table->document();
    if (!document || document->undoStack()->isClean())
        return true;
    return offerExportBeforeQuitting(
        tr("Unsaved game"),
        tr("The game has changes that are not in a game file yet. Export it before quitting?"));
}

bool GameFileActions::offerExportBeforeQuitting(const QString &title, const QString &question)
{
    PlainMessageBox box(QMessageBox::Question, title, question,
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setDefaultButton(QMessageBox::Save);
    // Say what each button does: Qt's "Discard" reads as discarding a card at the table.
    box.button(QMessageBox::Save)->setText(tr("Export"));
    box.button(QMessageBox::Discard)->setText(tr("Quit without exporting"));
    const auto answer = QMessageBox::StandardButton(box.exec());
    if (answer == QMessageBox::Save)
        exportDialog();
    const GameDocument *document = m_table->document();
    return answer != QMessageBox::Cancel
        && !(answer == QMessageBox::Save && document && !document->undoStack()->isClean());
}

void GameFileActions::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Game File"), AppSettings::lastGameFolder(), gameFileFilter());
    if (!path.isEmpty())
        openFile(path);
}

void GameFileActions::exportDialog()
{
    GameDocument *document = m_table->document();
    if (!document)
        return;
    QString suggestion = document->filePath();
    if (suggestion.isEmpty()) {
        suggestion
            = QDir(AppSettings::lastGameFolder())
                  .filePath(tr("game-%1.json").arg(QDate::currentDate().toString(Qt::ISODate)));
    }
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Game File"), suggestion,
                                                      gameFileFilter());
    if (!path.isEmpty())
        exportFile(path);
}

void GameFileActions::importDialog()
{
    if (!m_table->autosaver())
        return;
    const QStringList paths = QFileDialog::getOpenFileNames(
        m_window, tr("Import Game Files"), AppSettings::lastGameFolder(), gameFileFilter());
    if (!paths.isEmpty())
        importFiles(paths);
}

} // namespace pinaculo
