#include "handresultrows.h"

#include "game.h"
#include "gameresult.h"
#include "preparedstatements.h"

#include <QSqlQuery>

#include <algorithm>
#include <limits>

namespace pinaculo {

namespace {

// One seat's numbers in one hand, as hand_results keeps them.
struct SeatHand
{
    int premiums = 0;
    int penalties = 0;
    int penaltyPoints = 0;
};

SeatHand seatHand(const HandScore &score, int seat)
{
    SeatHand numbers;
    for (const ScoreLine &line : score.lines) {
        if (line.seat != seat)
            continue;
        if (line.kind == ScoreLine::Kind::Meld && line.premium != Premium::None)
            ++numbers.premiums;
        if (line.kind == ScoreLine::Kind::Pumba || line.kind == ScoreLine::Kind::FailedOpening) {
            numbers.penalties += qMax(1, line.count);
            numbers.penaltyPoints -= line.points;
        }
    }
    return numbers;
}

} // namespace

struct HandResultRows::SeatRun
{
    qint64 points = 0;
    int best = std::numeric_limits<int>::min();
    int premiums = 0;
    int wentOut = 0;
    int penalties = 0;
    int penaltyPoints = 0;
};

HandResultRows::HandResultRows(PreparedStatements &statements)
    : m_statements(statements)
{
}

const QSqlError &HandResultRows::lastError() const
{
    return m_statements.lastError();
}

bool HandResultRows::write(qint64 id, const Game &game, const GameResult &result, int fromHand)
{
    if (!m_statements.run(
            QStringLiteral("DELETE FROM hand_results WHERE game_id = ? AND number >= ?"),
            {id, fromHand}))
        return false;
    // Hands played after the end are stored, but no statistic counts them (docs/rules.md §9).
    // Each row carries its seat's running sums up to its hand, so the statistics read a seat's
    // last counted hand instead of every hand.
    const int counted = std::min(int(game.hands.size()), result.countedHands());
    const int seats = game.setup.playerCount();
    QList<SeatRun> running(seats);
    // The sums of the hands kept as they are: their last stored row's, so that a hand recorded
    // into a long game costs what one hand costs; summed again from the outcome in memory when
    // that row is not there whole.
    int first = 0;
    if (fromHand > 0 && fromHand < counted && storedSums(id, fromHand - 1, &running))
        first = fromHand;
    else
        running.fill(SeatRun {});
    for (int i = first; i < counted; ++i) {
        const HandScore &score = result.hands[i].score;
        const QList<PlayerResult> &results = game.hands[i].results;
        for (int seat = 0; seat < seats; ++seat) {
            const SeatHand numbers = seatHand(score, seat);
            const int points = score.seatPoints.value(seat);
            const int out = seat < results.size() && results[seat].wentOut() ? 1 : 0;
            SeatRun &sums = running[seat];
            sums.points += points;
            sums.best = std::max(sums.best, points);
            sums.premiums += numbers.premiums;
            sums.penalties += numbers.penalties;
            sums.penaltyPoints += numbers.penaltyPoints;
            sums.wentOut += out;
            if (i < fromHand)
                continue;
            if (!m_statements.run(
                    QStringLiteral(
                        "INSERT INTO hand_results (game_id, number, seat, points, premiums,"
                        " penalties, penalty_points, went_out, run_points, run_best,"
                        " run_premiums, run_went_out, run_penalties, run_penalty_points)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                    {id, i, seat, points, numbers.premiums, numbers.penalties,
                     numbers.penaltyPoints, out, sums.points, sums.best, sums.premiums,
                     sums.wentOut, sums.penalties, sums.penaltyPoints}))
                return false;
        }
    }
    return true;
}

bool HandResultRows::storedSums(qint64 id, int hand, QList<SeatRun> *sums)
{
    QSqlQuery *query = m_statements.executed(
        QStringLiteral("SELECT seat, run_points, run_best, run_premiums, run_went_out,"
                       " run_penalties, run_penalty_points FROM hand_results"
                       " WHERE game_id = ? AND number = ?"),
        {id, hand});
    if (!query)
        return false;
    int found = 0;
    while (query->next()) {
        const int seat = query->value(0).toInt();
        if (seat < 0 || seat >= sums->size() || query->isNull(1) || query->isNull(2))
            continue;
        (*sums)[seat]
            = {query->value(1).toLongLong(), query->value(2).toInt(), query->value(3).toInt(),
               query->value(4).toInt(),      query->value(5).toInt(), query->value(6).toInt()};
        ++found;
    }
    query->finish();
    return found == sums->size();
}

} // namespace pinaculo
