#pragma once

#include "game.h"
#include "gamechange.h"
#include "gameresult.h"

#include <QObject>
#include <QString>

class QUndoStack;

namespace pinaculo {

// The game on the table: its setup and hands, the score they add up to, and the history of
// edits. Every change goes through the undo stack (see gameedits.h); the document re-scores the
// whole game after each one, which is cheap (GameScorer is linear in the hands), so the view,
// the chart and an autosaver can trust result() to match game() at every signal.
class GameDocument : public QObject
{
    Q_OBJECT

public:
    explicit GameDocument(const Game &game, QObject *parent = nullptr);
    ~GameDocument() override;

    const Game &game() const { return m_game; }
    const GameSetup &setup() const { return m_game.setup; }
    const GameResult &result() const { return m_result; }
    QUndoStack *undoStack() const { return m_undoStack; }

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

    // The raw edits, applied by the undo commands only; widgets use gameedits.h.
    void insertHand(int index, const HandRecord &hand);
    void replaceHand(int index, const HandRecord &hand);
    void removeHand(int index);
    void setPlayerName(int seat, const QString &name);

signals:
    // After every change, once the result is re-scored: one notification per change.
    void changed(const pinaculo::GameChange &change);
    void filePathChanged(const QString &path);

private:
    void rescore();

    Game m_game;
    GameResult m_result;
    QUndoStack *m_undoStack = nullptr;
    QString m_filePath;
};

} // namespace pinaculo
