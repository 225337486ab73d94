#include "statisticscsv.h"

#include "csvwriter.h"

namespace pinaculo {

QStringList StatisticsCsv::columns()
{
    return {QStringLiteral("player"),        QStringLiteral("games"),
            QStringLiteral("finished"),      QStringLiteral("won"),
            QStringLiteral("win_rate"),      QStringLiteral("hands"),
            QStringLiteral("average_hand"),  QStringLiteral("best_hand"),
            QStringLiteral("premium_melds"), QStringLiteral("went_out"),
            QStringLiteral("penalties"),     QStringLiteral("penalty_points")};
}

QString StatisticsCsv::render(const QList<PlayerStatistics> &statistics)
{
    QString out = CsvWriter::row(columns());
    for (const PlayerStatistics &s : statistics) {
        const double rate = s.winRate();
        out += CsvWriter::row({CsvWriter::text(s.player), QString::number(s.gamesPlayed),
                               QString::number(s.gamesFinished), QString::number(s.gamesWon),
                               rate < 0 ? QString() : QString::number(rate, 'f', 4),
                               QString::number(s.handsPlayed),
                               QString::number(s.averageHand, 'f', 1),
                               s.handsPlayed > 0 ? QString::number(s.bestHand) : QString(),
                               QString::number(s.premiumMelds), QString::number(s.wentOut),
                               QString::number(s.penalties), QString::number(s.penaltyPoints)});
    }
    return out;
}

} // namespace pinaculo
