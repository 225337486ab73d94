#include "tournamentdocument.h"

#include "gamefilereader.h"
#include "outputfile.h"
#include "tournamentchangecommand.h"
#include "tournamentchecks.h"
#include "tournamentfilereader.h"
#include "tournamentfilewriter.h"
#include "tournamentgamefiles.h"
#include "tournamentrepository.h"

#include <QDir>
#include <QFileInfo>
#include <QUndoStack>

namespace pinaculo {

namespace {

StoredTournament stored(qint64 id, const TournamentState &state)
{
    StoredTournament t;
    t.id = id;
    t.name = state.tournament.name;
    t.document = TournamentFileWriter::toJson(state.tournament);
    t.games = state.games;
    return t;
}

} // namespace

TournamentDocument::TournamentDocument(const GameStorage &storage, qint64 id, TournamentState state)
    : m_storage(&storage)
    , m_id(id)
    , m_state(std::move(state))
    , m_standings(TournamentScorer::score(m_state.tournament, m_state.totals))
    , m_undoStack(new QUndoStack(this))
{
}

TournamentDocument::~TournamentDocument() = default;

bool TournamentDocument::readTotals(TournamentState *state, QString *error)
{
    state->totals.clear();
    for (auto it = state->games.cbegin(); it != state->games.cend(); ++it) {
        const GameFileReader::Result read = GameFileReader::read(it.value());
        if (!read.ok()) {
            *error = tr("round %1, table %2: %3")
                         .arg(it.key().first)
                         .arg(it.key().second)
                         .arg(read.error.text());
            return false;
        }
        state->totals.insert(it.key(), read.result.totals(read.game.setup.sideCount()));
    }
    return true;
}

std::unique_ptr<TournamentDocument> TournamentDocument::create(const GameStorage &storage,
                                                               const Tournament &tournament,
                                                               QString *error)
{
    TournamentState state;
    state.tournament = tournament;
    if (const QString problem = TournamentChecks::problem(tournament); !problem.isEmpty()) {
        *error = problem;
        return nullptr;
    }
    return saveNew(storage, state, error);
}

std::unique_ptr<TournamentDocument> TournamentDocument::saveNew(const GameStorage &storage,
                                                                const TournamentState &state,
                                                                QString *error)
{
    const qint64 id = TournamentRepository(storage).save(stored(0, state), error);
    if (id == 0)
        return nullptr;
    return std::unique_ptr<TournamentDocument>(new TournamentDocument(storage, id, state));
}

std::unique_ptr<TournamentDocument> TournamentDocument::open(const GameStorage &storage, qint64 id,
                                                             QString *error)
{
    const std::optional<StoredTournament> stored = TournamentRepository(storage).load(id, error);
    if (!stored)
        return nullptr;
    const TournamentFileReader::Result read = TournamentFileReader::read(stored->document);
    if (!read.ok()) {
        *error = read.error.text();
        return nullptr;
    }
    TournamentState state;
    state.tournament = read.tournament;
    state.games = stored->games;
    if (!readTotals(&state, error))
        return nullptr;
    return std::unique_ptr<TournamentDocument>(new TournamentDocument(storage, id, state));
}

std::unique_ptr<TournamentDocument> TournamentDocument::importFile(const GameStorage &storage,
                                                                   const QString &path,
                                                                   QString *error)
{
    const TournamentFileReader::Result read = TournamentFileReader::readFile(path);
    if (!read.ok()) {
        *error = read.error.text();
        return nullptr;
    }
    TournamentState state;
    state.tournament = read.tournament;
    const QDir folder = QFileInfo(path).absoluteDir();
    const TournamentGameFiles::Result games
        = TournamentGameFiles::read(read.tournament, folder.path());
    if (!games.ok()) {
        *error = games.error;
        return nullptr;
    }
    // The games are kept in the database as they were read, named as an export will name them.
    for (TournamentRound &round : state.tournament.rounds) {
        for (TournamentMatch &match : round.matches) {
            if (!match.gameFile.isEmpty())
                match.gameFile = TournamentGameFiles::fileName(round.number, match.table);
        }
    }
    state.games = games.games;
    state.totals = games.totals;
    if (const TournamentScorer::Result scored
        = TournamentScorer::score(state.tournament, state.totals);
        !scored.ok()) {
        *error = scored.error;
        return nullptr;
    }
    return saveNew(storage, state, error);
}

bool TournamentDocument::save(const TournamentState &state, QString *error)
{
    return TournamentRepository(*m_storage).save(stored(m_id, state), error) != 0;
}

bool TournamentDocument::change(TournamentState next, const QString &text, QString *error)
{
    if (const QString problem = TournamentChecks::problem(next.tournament); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    TournamentScorer::Result standings = TournamentScorer::score(next.tournament, next.totals);
    if (!standings.ok()) {
        *error = standings.error;
        return false;
    }
    if (!save(next, error))
        return false;
    TournamentState before = std::exchange(m_state, next);
    m_standings = std::move(standings);
    m_undoStack->push(new TournamentChangeCommand(this, std::move(before), std::move(next), text));
    emit changed();
    return true;
}

void TournamentDocument::restore(const TournamentState &state)
{
    QString error;
    if (!save(state, &error))
        emit saveFailed(error);
    m_state = state;
    m_standings = TournamentScorer::score(m_state.tournament, m_state.totals);
    emit changed();
}

bool TournamentDocument::exportFile(const QString &path, QString *error) const
{
    const QDir folder = QFileInfo(path).absoluteDir();
    // The games first: a tournament file never names a game that is not beside it.
    for (auto it = m_state.games.cbegin(); it != m_state.games.cend(); ++it) {
        const OutputFile::Result written = OutputFile::write(
            folder.filePath(TournamentGameFiles::fileName(it.key().first, it.key().second)),
            it.value(), {});
        if (!written.ok()) {
            *error = written.message;
            return false;
        }
    }
    return TournamentFileWriter::writeFile(m_state.tournament, path, error);
}

} // namespace pinaculo
