#include "gamedocument.h"

#include "gamescorer.h"

#include <QUndoStack>

#include <algorithm>
#include <atomic>

namespace pinaculo {

namespace {
// Shared by every document, so that no two states of any two documents share a number.
std::atomic<quint64> g_lastRevision {0};
} // namespace

GameDocument::GameDocument(const Game &game, QObject *parent)
    : QObject(parent)
    , m_game(game)
    , m_undoStack(new QUndoStack(this))
{
    update();
}

GameDocument::GameDocument(const Game &game, GameResult scored, QObject *parent)
    : QObject(parent)
    , m_game(game)
    , m_undoStack(new QUndoStack(this))
{
    update(std::move(scored));
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

void GameDocument::insertHand(int index, const HandRecord &hand, std::optional<GameResult> scored)
{
    index = std::clamp(index, 0, handCount());
    m_game.hands.insert(index, hand);
    update(std::move(scored));
    emit changed({GameChange::Kind::HandAdded, index});
}

void GameDocument::replaceHand(int index, const HandRecord &hand, std::optional<GameResult> scored)
{
    if (index < 0 || index >= handCount())
        return;
    m_game.hands[index] = hand;
    update(std::move(scored));
    emit changed({GameChange::Kind::HandChanged, index});
}

void GameDocument::removeHand(int index, std::optional<GameResult> scored)
{
    if (index < 0 || index >= handCount())
        return;
    m_game.hands.removeAt(index);
    update(std::move(scored));
    emit changed({GameChange::Kind::HandRemoved, index});
}

void GameDocument::appendHand(const HandRecord &hand, HandOutcome outcome, GameResult standing)
{
    const int index = handCount();
    m_game.hands.append(hand);
    standing.hands = std::move(m_result.hands);
    standing.hands.append(std::move(outcome));
    m_result = std::move(standing);
    nameNewState();
    emit changed({GameChange::Kind::HandAdded, index});
}

void GameDocument::removeLastHand(GameResult standing)
{
    if (handCount() == 0)
        return;
    const int index = handCount() - 1;
    m_game.hands.removeLast();
    standing.hands = std::move(m_result.hands);
    if (!standing.hands.isEmpty())
        standing.hands.removeLast();
    m_result = std::move(standing);
    nameNewState();
    emit changed({GameChange::Kind::HandRemoved, index});
}

void GameDocument::setPlayerName(int seat, const QString &name)
{
    if (seat < 0 || seat >= m_game.setup.playerCount())
        return;
    m_game.setup.players[seat] = name;
    update();
    emit changed({GameChange::Kind::PlayerRenamed, seat});
}

void GameDocument::setTimeCalledAfter(int hands)
{
    if (hands < 0 || hands > handCount() || hands == m_game.setup.timeCalledAfter)
        return;
    // The first hand whose standing changes: the one time is called (or was called) after.
    const int before = m_game.setup.timeCalledAfter;
    const int from = std::min(before > 0 ? before : handCount(), hands > 0 ? hands : handCount());
    m_game.setup.timeCalledAfter = hands;
    update();
    emit changed({GameChange::Kind::TimeCalled, std::max(0, from - 1)});
}

void GameDocument::update(std::optional<GameResult> scored)
{
    m_result = scored ? std::move(*scored) : GameScorer::score(m_game);
    nameNewState();
}

void GameDocument::nameNewState()
{
    m_revision = g_lastRevision.fetch_add(1, std::memory_order_relaxed) + 1;
}

} // namespace pinaculo
