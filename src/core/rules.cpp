#include "rules.h"

namespace pinaculo {

Rules Rules::preset(Variant variant)
{
    Rules r; // the defaults are Pináculo's (seed 000)
    r.variant = variant;
    switch (variant) {
    case Variant::Pinaculo:
        break;
    case Variant::Pinacle:
        r.minPlayers = 4;
        r.partnerships = Partnerships::Pairs;
        r.pinaculoOneTurnValue = 1500; // "formado en el curso del juego"
        r.pinaculoValue = 0; // a pináculo not made in one turn is no pináculo
        r.pinaculoNeedsEightNaturals = true;
        r.multipliers = false;
        r.finishOneSuitBonus = 1000;
        r.finishHighCardsBonus = 1000;
        r.finishLowCardsBonus = 500;
        r.sameBackBonus = 200;
        r.pumbaPenalty = 0; // seed 001 names no penalty
        break;
    case Variant::Pinnacola:
        r.maxPlayers = 4;
        r.partnerships = Partnerships::OptionalPairs;
        r.cardsDealt = 13;
        r.redTwosInDeck = false;
        r.target = 0; // one hand decides
        r.setsAllowed = false;
        r.aceLow = true;
        r.onlyBlackTwosWild = true;
        r.jokerValue = 25;
        r.sevenValue = 10;
        r.longRunLength = 6;
        r.rescueAllowed = false;
        r.rescueJokerValue = 0;
        r.rescueTwoInRunValue = 0;
        r.rescueTwoInSetValue = 0;
        r.pinaculoOneTurnValue = 0;
        r.pinaculoDealtValue = 0;
        r.pinaculoValue = 0;
        r.cleanEscaleraValue = 0;
        r.escaleraOneWildValue = 0;
        r.escaleraTwoWildsValue = 0;
        r.dirtyEscaleraValue = 0;
        r.eightNaturalAcesValue = 0;
        r.eightNaturalCourtsValue = 0;
        r.sevenNaturalAcesValue = 0;
        r.sevenNaturalCourtsValue = 0;
        r.sixNaturalAcesValue = 0;
        r.sixNaturalCourtsValue = 0;
        r.acesWithWildValue = 0;
        r.courtsWithWildValue = 0;
        r.eightNaturalsBonus = 0;
        r.pinnacoloneValue = 1500;
        r.outBonus = 100;
        r.noOutBonusAfterPinnacolone = true;
        r.multipliers = false;
        r.exactCutBonus = 0;
        r.pumbaPenalty = 0;
        r.failedOpeningPenalty = 0;
        r.barbeleThreshold = 0;
        r.barbeleOpening = 0;
        break;
    }
    return r;
}

} // namespace pinaculo
