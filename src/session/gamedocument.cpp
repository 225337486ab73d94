#include "gamedocument.h"

#include "gamescorer.h"

#include <QUndoStack>

#include <algorithm>

namespace pinaculo {

GameDocument::GameDocument(const Game &game, QObject *parent)
    : QObject(parent)
    , m_game(game)
    , m_undoStack(new QUndoStack(this))
{
    rescore();
}

GameDocument::~GameDocument() = default;

QList<int> GameDocument::totals() const
{
    return m_result.totals(m_game.setup.sideCount());
}

QList<bool> GameDocument::nextHandBarbele() const
{
    return GameScorer::barbeleAt(m_game.setup, handCount(), totals());
}

bool GameDocument::tiedAtTop() const
{
    return !m_result.tiedAtTop.isEmpty();
}

void GameDocument::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    emit filePathChanged(path);
}

void GameDocument::insertHand(int index, const HandRecord &hand)
{
    index = std::clamp(index, 0, handCount());
    m_game.hands.insert(index, hand);
    rescore();
    emit changed({GameChange::Kind::HandAdded, index});
}

void GameDocument::replaceHand(int index, const HandRecord &hand)
{
    if (index < 0 || index >= handCount())
        return;
    m_game.hands[index] = hand;
    rescore();
    emit changed({GameChange::Kind::HandChanged, index});
}

void GameDocument::removeHand(int index)
{
    if (index < 0 || index >= handCount())
        return;
    m_game.hands.removeAt(index);
    rescore();
    emit changed({GameChange::Kind::HandRemoved, index});
}

void GameDocument::setPlayerName(int seat, const QString &name)
{
    if (seat < 0 || seat >= m_game.setup.playerCount())
        return;
    m_game.setup.players[seat] = name;
    rescore();
    emit changed({GameChange::Kind::PlayerRenamed, seat});
}

void GameDocument::rescore()
{
    m_result = GameScorer::score(m_game);
}

} // namespace pinaculo
