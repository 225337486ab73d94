#pragma once

#include <QList>
#include <QSqlError>
#include <QtGlobal>

namespace pinaculo {

struct Game;
struct GameResult;
class PreparedStatements;

// A game's rows of hand_results, one per seat and counted hand (points, premiums, penalties,
// going out), each with its seat's running sums up to its hand, so the statistics read a seat's
// last counted hand instead of every hand. Written by GameRepository in its write's
// transaction, from the outcome the caller has (the repository never scores); from a hand on,
// the sums go on from the stored row of the hand before, so a hand recorded into a long game
// writes and reads a handful of rows.
class HandResultRows
{
public:
    explicit HandResultRows(PreparedStatements &statements);

    // The rows of hand `fromHand` on, in place of those stored.
    bool write(qint64 id, const Game &game, const GameResult &result, int fromHand);
    const QSqlError &lastError() const;

private:
    struct SeatRun; // one seat's running sums up to a hand

    // Each seat's running sums up to `hand` from its stored row; false unless every seat has one.
    bool storedSums(qint64 id, int hand, QList<SeatRun> *sums);

    PreparedStatements &m_statements;
};

} // namespace pinaculo
