#include "scoringinputs.h"

namespace pinaculo {

ScoringInputs ScoringInputs::of(const Rules &rules, bool sideBarbele)
{
    ScoringInputs in;
    // How a meld was laid only picks among the premiums of an eleven-card set (MeldAnalyzer);
    // without sets, or with neither a one-turn nor a dealt premium, it scores nothing.
    in.laid = rules.setsAllowed && (rules.pinaculoOneTurnValue > 0 || rules.pinaculoDealtValue > 0);
    // The final-turn melds count only for the multiplier of the player who went out.
    in.finalTurn = rules.multipliers && rules.finalTurnFactor != 1;
    in.wildOnFinalTurn = in.finalTurn;
    // Only a barbelé side's opening is checked against the minimum.
    in.opening = rules.barbeleThreshold > 0 && sideBarbele;
    in.rescued = rules.rescueAllowed;
    in.exactCut = rules.exactCutBonus != 0;
    in.sameBack = rules.sameBackBonus != 0;
    in.pumba = rules.pumbaPenalty != 0;
    // Only a barbelé side can fail an opening (HandValidator refuses it for any other), and
    // it costs the penalty.
    in.failedOpenings = sideBarbele && rules.failedOpeningPenalty != 0;
    return in;
}

} // namespace pinaculo
