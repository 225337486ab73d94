#include "window/gametable.h"

#include "database.h"
#include "gameautosaver.h"
#include "gamedocument.h"

#include <QWidget>

namespace pinaculo {

GameTable::GameTable(QWidget *window)
    : QObject(window)
    , m_window(window)
{
}

GameTable::~GameTable()
{
    // The document's undo stack signals on its way out; nothing of the table may still listen.
    if (m_autosaver)
        m_autosaver->attach(nullptr);
    if (m_document) {
        disconnect(m_document, nullptr, nullptr, nullptr);
        delete m_document;
    }
}

GameDocument *GameTable::openGame(const Game &game, const QString &filePath,
                                  std::optional<GameResult> scored)
{
    GameDocument *previous = m_document;
    m_document = scored ? new GameDocument(game, std::move(*scored), this)
                        : new GameDocument(game, this);
    m_document->setFilePath(filePath);
    emit documentChanged(m_document);
    if (previous) {
        disconnect(previous, nullptr, nullptr, nullptr);
        previous->deleteLater();
    }
    return m_document;
}

void GameTable::setAutosaver(GameAutosaver *autosaver, Database *database)
{
    m_autosaver = autosaver;
    m_database = database;
    emit autosaverChanged(autosaver);
}

QStringList GameTable::databaseFiles() const
{
    const QString path = m_autosaver ? Database::pathOf(m_autosaver->database()) : QString();
    return path.isEmpty() ? QStringList() : Database::filesOf(path);
}

void GameTable::setGameShown(bool shown)
{
    if (shown == m_gameShown)
        return;
    m_gameShown = shown;
    emit gameShownChanged(shown);
}

} // namespace pinaculo
