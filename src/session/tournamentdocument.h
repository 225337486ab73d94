#pragma once

#include "gamestorage.h"
#include "tournamentscorer.h"
#include "tournamentstate.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>

#include <memory>

class QUndoStack;

namespace pinaculo {

// The tournament the director is running: its state, its standings worked out after every
// change, and the history of changes. Every change is checked whole (TournamentChecks, and the
// standings must work out) and saved to the database before it is taken, so a change either
// happens and is kept or is refused with the reason and leaves nothing behind; undo and redo
// save the state they return to. Changes are made by TournamentEdits.
class TournamentDocument : public QObject
{
    Q_OBJECT

public:
    // A new tournament, saved at once; nothing, with the reason, when it cannot be.
    static std::unique_ptr<TournamentDocument> create(const GameStorage &storage,
                                                      const Tournament &tournament, QString *error);
    // A tournament from the database, its document and games read as their files are.
    static std::unique_ptr<TournamentDocument> open(const GameStorage &storage, qint64 id,
                                                    QString *error);
    // A tournament file and the game files it names, taken into the database.
    static std::unique_ptr<TournamentDocument> importFile(const GameStorage &storage,
                                                          const QString &path, QString *error);
    ~TournamentDocument() override;

    qint64 id() const { return m_id; }
    const Tournament &tournament() const { return m_state.tournament; }
    const TournamentState &state() const { return m_state; }
    const TournamentScorer::Result &standings() const { return m_standings; }
    QUndoStack *undoStack() const { return m_undoStack; }

    // Takes `next` as the tournament's state, named `text` in the undo history: false, with
    // the reason, when it is not whole or cannot be saved (nothing changes then).
    bool change(TournamentState next, const QString &text, QString *error);
    // The state as an undo step returns to it: saved, then shown; `saveFailed` says when the
    // database refused it.
    void restore(const TournamentState &state);

    // The tournament file at `path` with the tables' games beside it (r1-t2.pinaculo.json…).
    bool exportFile(const QString &path, QString *error) const;

    // The games' totals of `games`, each read as a game file; false with the reason, naming
    // the round and table, when one is refused.
    static bool readTotals(TournamentState *state, QString *error);

signals:
    void changed();
    void saveFailed(const QString &message);

private:
    TournamentDocument(const GameStorage &storage, qint64 id, TournamentState state);
    // A new tournament saved, then opened; nullptr when it could not be saved.
    static std::unique_ptr<TournamentDocument> saveNew(const GameStorage &storage,
                                                       const TournamentState &state,
                                                       QString *error);
    bool save(const TournamentState &state, QString *error);

    const GameStorage *m_storage;
    qint64 m_id = 0;
    TournamentState m_state;
    TournamentScorer::Result m_standings;
    QUndoStack *m_undoStack;
};

} // namespace pinaculo
