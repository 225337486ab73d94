#pragma once

#include "variant.h"

namespace pinaculo {

enum class Partnerships { None, Pairs, OptionalPairs };

// Every number and switch of docs/rules.md, one field each. A preset fills them for a variant;
// RuleParameters gives each a stable name so a game file or the user can override it.
struct Rules
{
    Variant variant = Variant::Pinaculo;

    // Players, deck and game
    int minPlayers = 2;
    int maxPlayers = 6;
    Partnerships partnerships = Partnerships::None;
    int cardsDealt = 11;
    int decks = 2;
    int jokers = 4;
    bool redTwosInDeck = true;
    int target = 1500; // 0: one hand decides (with no hand limit)
    // A round of a tournament: the game ends after this many hands whatever the totals, the
    // higher total winning and equal totals drawing; the target, if any, may end it sooner.
    // 0: no limit.
    int handLimit = 0;

    // Melds
    bool setsAllowed = true;
    bool aceLow = false; // the ace may also stand below the 3 (A 3 4 …)
    bool onlyBlackTwosWild = false;
    int minNaturals = 2;

    // Card values
    int jokerValue = 30;
    int twoValue = 20;
    int aceValue = 15;
    int highCardValue = 10; // 8 9 10 J Q K
    int sevenValue = 5;
    int lowCardValue = 5; // 3 4 5 6

    // Long runs (pinnacola): natural cards of a run this long score `longRunFactor` times.
    int longRunLength = 0; // 0: no long-run doubling
    int longRunFactor = 2;
    bool longRunNeedsSixNaturals = false;

    // Rescued wild cards
    bool rescueAllowed = true;
    int rescueJokerValue = 30;
    int rescueTwoInRunValue = 15;
    int rescueTwoInSetValue = 30;

    // Premium melds; 0 means the variant has no such premium and the meld scores its cards.
    int pinaculoOneTurnValue = 3000;
    int pinaculoDealtValue = 3000;
    int pinaculoValue = 1500;
    bool pinaculoNeedsEightNaturals = false;
    int cleanEscaleraValue = 1000;
    int escaleraOneWildValue = 800;
    int escaleraTwoWildsValue = 750;
    int dirtyEscaleraValue = 550;
    int eightNaturalAcesValue = 1000;
    int eightNaturalCourtsValue = 750;
    int sevenNaturalAcesValue = 400;
    int sevenNaturalCourtsValue = 300;
    int sixNaturalAcesValue = 300;
    int sixNaturalCourtsValue = 200;
    int acesWithWildValue = 180;
    int courtsWithWildValue = 120;
    int eightNaturalsBonus = 50;
    int pinnacoloneValue = 0;

    // Going out and multipliers
    int outBonus = 20;
    bool noOutBonusAfterPinnacolone = false;
    bool multipliers = true;
    int finalTurnFactor = 2;
    int allAtOnceFactor = 2;
    int allAtOnceCleanFactor = 4;

    // Finishing premiums of the side that went out (pinacle)
    int finishOneSuitBonus = 0;
    int finishHighCardsBonus = 0;
    int finishLowCardsBonus = 0;

    // Events
    int exactCutBonus = 50;
    int sameBackBonus = 0;
    int pumbaPenalty = 50;
    int failedOpeningPenalty = 50;

    // Barbelé
    int barbeleThreshold = 750; // 0: no barbelé
    int barbeleOpening = 70;

    static Rules preset(Variant variant);

    // Places in run order: 3…K A, or A 3…K A where the ace may be low.
    int runPositions() const { return aceLow ? 13 : 12; }

    friend bool operator==(const Rules &, const Rules &) = default;
};

} // namespace pinaculo
