#pragma once

#include "card.h"
#include "points.h"
#include "premium.h"

namespace pinaculo {

enum class MeldShape { None, Set, Run };

// How the cards of a meld reached the table; only 11-card sets (pináculos) care.
enum class Laid { OverTurns, OneTurn, FromDeal };

// Why a meld is not valid. The card fields name the cards a player should look at.
struct MeldProblem
{
    enum class Code {
        None,
        TooFewCards, // count
        TooFewNaturals, // count, limit
        TooManyCopies, // card, count, limit; a card without its suit: copies of its rank
        CardNotInDeck, // card (a red two in pinnacola)
        TwoNotWild, // card: a two that is not wild has no place in any meld
        SetsNotAllowed, // card
        MixedSuits, // card, other: naturals of different ranks and suits
        RunRepeatsRank, // card
        RunGapTooWide, // card, other, count (wilds needed), limit (wilds given)
        RunTooLong, // count, limit
        RescueNotAllowed,
        RescuedNotWild, // card
        SuitlessInRun, // card: a run needs the suit of every card
        SuitlessRescued, // card: a rescued card needs its suit
    };
    Code code = Code::None;
    Card card;
    Card other;
    int count = 0;
    int limit = 0;
};

// Everything a meld is: shape, counts, premium and value, or the reason it is invalid.
struct MeldAnalysis
{
    bool valid = false;
    MeldProblem problem;
    MeldShape shape = MeldShape::None;
    int naturals = 0;
    int wilds = 0;
    bool offSuitWild = false; // a run holds a two of another suit
    Rank setRank = Rank::Joker;
    Suit runSuit = Suit::None;
    Premium premium = Premium::None;
    int faceValue = 0; // the cards at face value: the barbelé opening counts this
    int cardPoints = 0; // the cards as scored, long-run doubling included
    bool longRun = false;
    int premiumValue = 0; // replaces cardPoints when a premium class applies
    int bonus = 0; // eight naturals
    int value = 0; // what the meld itself scores (multipliers apply to this)
    int rescueValue = 0; // the rescued wild cards, never multiplied
    int points() const { return addPoints(value, rescueValue); }
};

struct Rules;

// docs/rules.md §3–5. Allocation-free: it runs on every keystroke of the hand entry.
class MeldAnalyzer
{
public:
    static MeldAnalysis analyze(const CardList &cards, const Rules &rules,
                                Laid laid = Laid::OverTurns, const CardList &rescued = {});

    static bool isWild(const Card &card, const Rules &rules);
    // The value of a card at face value (in a meld or left in hand).
    static int faceValue(const Card &card, const Rules &rules);
    // The value of one card inside an analysed meld (long-run doubling applied).
    static int valueInMeld(const Card &card, const MeldAnalysis &analysis, const Rules &rules);
    static int rescueValue(const Card &card, MeldShape shape, const Rules &rules);
};

} // namespace pinaculo
