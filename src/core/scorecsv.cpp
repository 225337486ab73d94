#include "scorecsv.h"

#include "csvwriter.h"

namespace pinaculo {

namespace {

// The parts of one side's points in one hand, summed from the scorer's lines.
struct SidePoints
{
    int melds = 0;
    int premiums = 0;
    int bonuses = 0;
    int cardsInHand = 0;
    int penalties = 0;
};

SidePoints partsOf(const HandScore &score, int side)
{
    SidePoints parts;
    for (const ScoreLine &line : score.lines) {
        if (line.side != side)
            continue;
        switch (line.kind) {
        case ScoreLine::Kind::Meld:
            (line.premium == Premium::None ? parts.melds : parts.premiums) += line.points;
            break;
        case ScoreLine::Kind::Hand:
            parts.cardsInHand += line.points;
            break;
        case ScoreLine::Kind::Pumba:
        case ScoreLine::Kind::FailedOpening:
            parts.penalties += line.points;
            break;
        case ScoreLine::Kind::Rescue:
        case ScoreLine::Kind::Out:
        case ScoreLine::Kind::Multiplier:
        case ScoreLine::Kind::FinishBonus:
        case ScoreLine::Kind::ExactCut:
        case ScoreLine::Kind::SameBack:
            parts.bonuses += line.points;
            break;
        }
    }
    return parts;
}

QString number(int value)
{
    return QString::number(value);
}

} // namespace

QStringList ScoreCsv::columns()
{
    return {
        QStringLiteral("hand"),        QStringLiteral("side"),          QStringLiteral("side_name"),
        QStringLiteral("dealer"),      QStringLiteral("melds"),         QStringLiteral("premiums"),
        QStringLiteral("bonuses"),     QStringLiteral("cards_in_hand"), QStringLiteral("penalties"),
        QStringLiteral("hand_points"), QStringLiteral("running_total"), QStringLiteral("barbele"),
        QStringLiteral("after_end")};
}

QString ScoreCsv::render(const Game &game, const GameResult &result)
{
    const GameSetup &setup = game.setup;
    QString out = CsvWriter::row(columns());
    for (const HandOutcome &hand : result.hands) {
        for (int side = 0; side < setup.sideCount(); ++side) {
            const SidePoints parts = partsOf(hand.score, side);
            out += CsvWriter::row(
                {number(hand.number), number(side + 1), CsvWriter::text(setup.sideName(side)),
                 CsvWriter::text(setup.players.value(hand.dealer)), number(parts.melds),
                 number(parts.premiums), number(parts.bonuses), number(parts.cardsInHand),
                 number(parts.penalties), number(hand.score.sidePoints.value(side)),
                 number(hand.running.value(side)), number(hand.barbele.value(side) ? 1 : 0),
                 number(hand.afterEnd ? 1 : 0)});
        }
    }
    return out;
}

} // namespace pinaculo
