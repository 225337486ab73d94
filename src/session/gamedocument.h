#pragma once

#include "game.h"
#include "gamechange.h"
#include "gameresult.h"

#include <QObject>
#include <QString>
#include <optional>

class QUndoStack;

namespace pinaculo {

// The game on the table: its setup and hands, the score they add up to, and the history of
// edits. Every change goes through the undo stack (see gameedits.h) and comes with the result of
// the game after it when GameEdits has scored it already; otherwise (undo, redo) the document
// re-scores the whole game, which is cheap (GameScorer is linear in the hands). Either way the
// view, the chart and an autosaver can trust result() to match game() at every signal.
class GameDocument : public QObject
{
    Q_OBJECT

public:
    explicit GameDocument(const Game &game, QObject *parent = nullptr);
    // A game whose result its reader has already scored (GameFileReader keeps it): the document
    // takes it instead of scoring the game again.
    GameDocument(const Game &game, GameResult scored, QObject *parent = nullptr);
    ~GameDocument() override;

    const Game &game() const { return m_game; }
    const GameSetup &setup() const { return m_game.setup; }
    const GameResult &result() const { return m_result; }
    QUndoStack *undoStack() const { return m_undoStack; }
    // Names this state of the game: a new number at every change, never given to another state
    // of any document of the process, so a check made against one state can tell it still holds.
    quint64 revision() const { return m_revision; }

    int handCount() const { return int(m_game.hands.size()); }
    QList<int> totals() const;
    // The barbelé flags per side for the next hand to be recorded.
    QList<bool> nextHandBarbele() const;
    // True while another hand may be recorded (docs/rules.md §9).
    bool acceptsHands() const { return !m_result.over; }
    // A tie at the top at or above the target: the game plays on for another hand.
    bool tiedAtTop() const;

    // The file the game came from or was last exported to; empty for a new game.
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);

    // The raw edits, applied by the undo commands only; widgets use gameedits.h. `scored` is
    // the result of the game after the edit, when GameEdits has it from its check; the document
    // takes it as it is instead of scoring the game again.
    void insertHand(int index, const HandRecord &hand, std::optional<GameResult> scored = {});
    void replaceHand(int index, const HandRecord &hand, std::optional<GameResult> scored = {});
    void removeHand(int index, std::optional<GameResult> scored = {});
    // A hand added after the last with its outcome and the standing after it (GameScorer::
    // addNext: every field of the result but its hands), and the last hand taken off with the
    // standing before it: the other hands' outcomes are kept in place, not copied or scored.
    void appendHand(const HandRecord &hand, HandOutcome outcome, GameResult standing);
    void removeLastHand(GameResult standing);
    void setPlayerName(int seat, const QString &name);
    // Time called after hand `hands` (from 1) of a round played to a time, 0 to take it back:
    // the game ends there (GameScorer).
    void setTimeCalledAfter(int hands);

signals:
    // After every change, once the result is re-scored: one notification per change.
    void changed(const pinaculo::GameChange &change);
    void filePathChanged(const QString &path);

private:
    // Takes the result of the game as it now is, scoring it unless `scored` holds it, and names
    // the new state.
    void update(std::optional<GameResult> scored = {});
    void nameNewState();

    Game m_game;
    GameResult m_result;
    quint64 m_revision = 0;
    QUndoStack *m_undoStack = nullptr;
    QString m_filePath;
};

} // namespace pinaculo
