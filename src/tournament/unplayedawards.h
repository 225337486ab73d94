#pragma once

namespace pinaculo {

// What a match not played gives, as named parameters with the published defaults:
// - bye_vp, bye_mp: the entry resting in an odd field (a "tavolo zoppo") takes 14 VP and
//   +355 MP in rounds of 3 hands; in rounds of 4, 12 VP and +305 MP (60 % of 20, and the low end
//   of the 12–8 band: the project's reading of the 3-hand rule);
// - late_mp_penalty: a pair more than late_warning_minutes late loses 100 MP, taken from its MP
//   before the VP lookup;
// - forfeit_vp_share, forfeit_mp: past late_forfeit_minutes the match is awarded to the pair
//   present, 70 % of the scale's maximum VP (60 % in rounds of 4 hands) and 355 MP (305), the
//   lowest difference that gives those VP on the FIBUR table; the absent pair takes what is left
//   of the match's total (6 VP, or 8).
struct UnplayedAwards
{
    double byeVp = 14;
    int byeMp = 355;
    int lateWarningMinutes = 5;
    int lateMpPenalty = 100;
    int lateForfeitMinutes = 10;
    double forfeitVpShare = 0.70;
    int forfeitMp = 355;

    // The defaults for rounds of `handsPerRound` hands: those of 4 hands from 4 on, those of 3
    // below.
    static UnplayedAwards forRounds(int handsPerRound)
    {
        UnplayedAwards awards;
        if (handsPerRound >= 4) {
            awards.byeVp = 12;
            awards.byeMp = 305;
            awards.forfeitVpShare = 0.60;
            awards.forfeitMp = 305;
        }
        return awards;
    }
    friend bool operator==(const UnplayedAwards &, const UnplayedAwards &) = default;
};

} // namespace pinaculo
