#pragma once

#include "pairwisevictorypoints.h"
#include "unplayedawards.h"
#include "victorypointscale.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace pinaculo {

// A director's adjustment of one side of a match, of one of two kinds never mixed: match points
// (a late penalty, an arbitral score) change the side's MP before the VP lookup; victory points
// (a conduct penalty) are added after it. Never edited: cancelled by an opposite one, both kept.
struct MatchAdjustment
{
    enum class Kind { MatchPoints, VictoryPoints };
    Kind kind = Kind::MatchPoints;
    int side = 0; // in the order of the match's MP
    double amount = 0; // whole numbers for match points
    QString reason;
    QString author;
    QDateTime at;
    friend bool operator==(const MatchAdjustment &, const MatchAdjustment &) = default;
};

// One match's standing: each side's MP after the MP adjustments, and its VP from those through
// the scale (the mean against every other side at a table of more than two, as
// PairwiseVictoryPoints gives it) plus the VP adjustments. The awards of a match not played
// (a bye, a forfeit) are worked out here too, so that every view and file asks one place.
class MatchResult
{
public:
    QList<int> mp;
    QList<double> vp;

    // A match played: `mp` per side as GameScorer gave the round's totals.
    // At a table of more than two sides, `moreSides` says how (PairwiseVictoryPoints).
    static MatchResult played(const VictoryPointScale &scale, const QList<int> &mp,
                              const QList<MatchAdjustment> &adjustments = {},
                              PairwiseVictoryPoints::Method moreSides
                              = PairwiseVictoryPoints::Method::Mean);
    // The entry resting in an odd field.
    static MatchResult bye(const UnplayedAwards &awards,
                           const QList<MatchAdjustment> &adjustments = {});
    // A match forfeited by the side `absent` (0 or 1) of two: the side present takes the
    // forfeit share of the scale's maximum and the forfeit MP; the absent one what is left of
    // the scale's total, and no MP.
    static MatchResult forfeit(const VictoryPointScale &scale, const UnplayedAwards &awards,
                               int absent, const QList<MatchAdjustment> &adjustments = {});

private:
    void addVictoryPointAdjustments(const QList<MatchAdjustment> &adjustments);
    static QList<int> adjustedMp(QList<int> mp, const QList<MatchAdjustment> &adjustments);
};

} // namespace pinaculo
