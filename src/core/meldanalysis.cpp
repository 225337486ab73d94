#include "meldanalysis.h"

#include "points.h"
#include "rules.h"

#include <array>
#include <optional>

namespace pinaculo {

namespace {

using Problem = MeldProblem::Code;

MeldAnalysis invalid(MeldProblem::Code code, Card card = {}, Card other = {}, int count = 0,
                     int limit = 0)
{
    MeldAnalysis a;
    a.problem = {code, card, other, count, limit};
    return a;
}

// A rank's place in run order: 3 … K A, shifted by one when the ace may also stand low.
int runPosition(Rank rank, const Rules &rules, bool aceHigh)
{
    if (rank == Rank::Ace)
        return aceHigh ? rules.runPositions() - 1 : 0;
    return static_cast<int>(rank) - 3 + (rules.aceLow ? 1 : 0);
}

struct RunFit
{
    bool fits = false;
    int gaps = 0;
    int lowPos = 0;
    int highPos = 0;
    bool aceHigh = true;
};

// Places the naturals (ranks already distinct, one suit) and counts the wilds the gaps need.
template<typename Naturals>
RunFit fitRun(const Naturals &ranks, int count, bool aceHigh, const Rules &rules)
{
    RunFit fit;
    fit.aceHigh = aceHigh;
    fit.lowPos = 99;
    fit.highPos = -1;
    for (int i = 0; i < count; ++i) {
        const int p = runPosition(ranks[i], rules, aceHigh);
        fit.lowPos = std::min(fit.lowPos, p);
        fit.highPos = std::max(fit.highPos, p);
    }
    fit.gaps = fit.highPos - fit.lowPos + 1 - count;
    return fit;
}

} // namespace

bool MeldAnalyzer::isWild(const Card &card, const Rules &rules)
{
    if (card.isJoker())
        return true;
    // A two without its suit is never read (its suit decides whether it is wild); built by
    // hand, it is a natural two, which no meld holds.
    if (card.rank != Rank::Two || card.isSuitless())
        return false;
    return !rules.onlyBlackTwosWild || !card.isRed();
}

int MeldAnalyzer::faceValue(const Card &card, const Rules &rules)
{
    switch (card.rank) {
    case Rank::Joker:
        return rules.jokerValue;
    case Rank::Two:
        return rules.twoValue;
    case Rank::Ace:
        return rules.aceValue;
    case Rank::Seven:
        return rules.sevenValue;
    case Rank::Three:
    case Rank::Four:
    case Rank::Five:
    case Rank::Six:
        return rules.lowCardValue;
    default:
        return rules.highCardValue;
    }
}

int MeldAnalyzer::valueInMeld(const Card &card, const MeldAnalysis &analysis, const Rules &rules)
{
    const int face = faceValue(card, rules);
    if (analysis.longRun && !isWild(card, rules))
        return multiplyPoints(face, rules.longRunFactor);
    return face;
}

int MeldAnalyzer::rescueValue(const Card &card, MeldShape shape, const Rules &rules)
{
    if (card.isJoker())
        return rules.rescueJokerValue;
    return shape == MeldShape::Run ? rules.rescueTwoInRunValue : rules.rescueTwoInSetValue;
}

MeldAnalysis MeldAnalyzer::analyze(const CardList &cards, const Rules &rules, Laid laid,
                                   const CardList &rescued)
{
    const int size = int(cards.size());
    if (size < 3)
        return invalid(Problem::TooFewCards, {}, {}, size, 3);

    // Deck limits inside the meld itself (rescued wilds sit at its end, so they count too).
    // A card without its suit could be any suit's copy: it only counts against its rank, whose
    // suited and suitless copies together stay within the four suits' (HandValidator does
    // the same over the whole hand). With suits alone that limit is never the one reached.
    std::array<quint8, Card::IndexCount> copies {};
    std::array<quint8, 14> rankCopies {};
    const int rankLimit = 4 * rules.decks;
    MeldAnalysis copyProblem;
    auto checkCopies = [&](const Card &card) -> bool {
        const int limit = card.isJoker() ? rules.jokers : rules.decks;
        if (++copies[card.index()] > limit && !card.isSuitless()) {
            copyProblem = invalid(Problem::TooManyCopies, card, {}, copies[card.index()], limit);
            return false;
        }
        if (!card.isJoker() && ++rankCopies[card.rankNumber()] > rankLimit) {
            copyProblem = invalid(Problem::TooManyCopies, Card::suitless(card.rank), {},
                                  rankCopies[card.rankNumber()], rankLimit);
            return false;
        }
        return true;
    };

    std::array<Rank, 16> naturalRanks {};
    int naturals = 0;
    int wilds = 0;
    bool offSuitWild = false;
    Card firstNatural;
    Suit suit = Suit::None;
    bool sameRank = true;
    bool sameSuit = true;
    Card suitBreaker;

    std::optional<Card> suitless; // the first natural written without its suit
    for (const Card &card : cards) {
        if (!checkCopies(card))
            return copyProblem;
        if (card.rank == Rank::Two && card.isRed() && !rules.redTwosInDeck)
            return invalid(Problem::CardNotInDeck, card);
        if (isWild(card, rules)) {
            ++wilds;
            continue;
        }
        if (card.rank == Rank::Two)
            return invalid(Problem::TwoNotWild, card);
        if (card.isSuitless() && !suitless)
            suitless = card;
        if (naturals == 0) {
            firstNatural = card;
            suit = card.suit;
        } else {
            sameRank = sameRank && card.rank == firstNatural.rank;
            if (sameSuit && card.suit != suit) {
                sameSuit = false;
                suitBreaker = card;
            }
        }
        if (naturals < int(naturalRanks.size()))
            naturalRanks[naturals] = card.rank;
        ++naturals;
    }
    for (const Card &card : rescued) {
        if (!checkCopies(card))
            return copyProblem;
    }

    if (naturals < rules.minNaturals)
        return invalid(Problem::TooFewNaturals, {}, {}, naturals, rules.minNaturals);

    MeldAnalysis a;
    a.naturals = naturals;
    a.wilds = wilds;

    // Two naturals of one rank can never stand in one run, so equal ranks make a set. The
    // pinnacola ace is the exception: A…A may hold two aces of one suit.
    const bool acePair = rules.aceLow && firstNatural.rank == Rank::Ace && naturals == 2 && sameSuit
        && size == rules.runPositions();
    if (sameRank && !acePair) {
        if (!rules.setsAllowed)
            return invalid(Problem::SetsNotAllowed, firstNatural);
        a.shape = MeldShape::Set;
        a.setRank = firstNatural.rank;
    } else {
        // Cards of several ranks are a run, which is read by suit: a card without one has no
        // place in it (however many of its suit it might have been).
        if (suitless)
            return invalid(Problem::SuitlessInRun, *suitless);
        if (!sameSuit)
            return invalid(Problem::MixedSuits, firstNatural, suitBreaker);
        // Distinct ranks: one ace may appear twice where it can stand low and high.
        std::array<quint8, 14> seen {};
        int aces = 0;
        for (int i = 0; i < naturals; ++i) {
            const Rank r = naturalRanks[i];
            const int limit = (r == Rank::Ace && rules.aceLow) ? 2 : 1;
            if (++seen[static_cast<int>(r)] > limit)
                return invalid(Problem::RunRepeatsRank, Card {r, suit});
            aces += r == Rank::Ace ? 1 : 0;
        }
        RunFit fit;
        if (aces == 2) {
            // A…A: the run spans every place; the others fill in between.
            fit.fits = true;
            fit.lowPos = 0;
            fit.highPos = rules.runPositions() - 1;
            fit.gaps = rules.runPositions() - naturals;
        } else {
            fit = fitRun(naturalRanks, naturals, true, rules);
            if (aces == 1 && rules.aceLow) {
                const RunFit low = fitRun(naturalRanks, naturals, false, rules);
                if (low.gaps < fit.gaps)
                    fit = low;
            }
        }
        if (fit.gaps > wilds) {
            // Name the two naturals furthest apart so the player sees where the gap is.
            Card lowCard {}, highCard {};
            for (int i = 0; i < naturals; ++i) {
                const Rank r = naturalRanks[i];
                const int p = runPosition(r, rules, fit.aceHigh);
                if (p == fit.lowPos || (r == Rank::Ace && aces == 2))
                    lowCard = Card {r, suit};
                if (p == fit.highPos)
                    highCard = Card {r, suit};
            }
            return invalid(Problem::RunGapTooWide, lowCard, highCard, fit.gaps, wilds);
        }
        if (size > rules.runPositions())
            return invalid(Problem::RunTooLong, {}, {}, size, rules.runPositions());
        a.shape = MeldShape::Run;
        a.runSuit = suit;
        for (const Card &card : cards) {
            if (card.rank == Rank::Two && card.suit != suit)
                offSuitWild = true;
        }
        a.offSuitWild = offSuitWild;
    }

    // Rescued wild cards: trophies at the end of the meld, scored apart.
    if (!rescued.isEmpty()) {
        if (!rules.rescueAllowed)
            return invalid(Problem::RescueNotAllowed);
        for (const Card &card : rescued) {
            if (card.isSuitless())
                return invalid(Problem::SuitlessRescued, card);
            if (!isWild(card, rules))
                return invalid(Problem::RescuedNotWild, card);
            a.rescueValue = addPoints(a.rescueValue, rescueValue(card, a.shape, rules));
        }
    }

    a.longRun = a.shape == MeldShape::Run && rules.longRunLength > 0
        && (rules.longRunNeedsSixNaturals ? naturals : size) >= rules.longRunLength;
    for (const Card &card : cards) {
        const int face = faceValue(card, rules);
        a.faceValue = addPoints(a.faceValue, face);
        a.cardPoints = addPoints(
            a.cardPoints,
            (a.longRun && !isWild(card, rules)) ? multiplyPoints(face, rules.longRunFactor) : face);
    }

    auto premium = [&a](Premium p, int value) {
        if (value > 0 && a.premium == Premium::None) {
            a.premium = p;
            a.premiumValue = value;
        }
    };

    if (a.shape == MeldShape::Set) {
        const bool aces = a.setRank == Rank::Ace;
        const bool courts = firstNatural.isCourt();
        if (size == 11 && (!rules.pinaculoNeedsEightNaturals || (naturals == 8 && wilds == 3))) {
            if (laid == Laid::FromDeal)
                premium(Premium::PinaculoDealt, rules.pinaculoDealtValue);
            if (laid != Laid::OverTurns)
                premium(Premium::PinaculoOneTurn, rules.pinaculoOneTurnValue);
            premium(Premium::Pinaculo, rules.pinaculoValue);
        } else if (wilds == 0 && (aces || courts)) {
            if (size == 8)
                premium(aces ? Premium::EightNaturalAces : Premium::EightNaturalCourts,
                        aces ? rules.eightNaturalAcesValue : rules.eightNaturalCourtsValue);
            else if (size == 7)
                premium(aces ? Premium::SevenNaturalAces : Premium::SevenNaturalCourts,
                        aces ? rules.sevenNaturalAcesValue : rules.sevenNaturalCourtsValue);
            else if (size == 6)
                premium(aces ? Premium::SixNaturalAces : Premium::SixNaturalCourts,
                        aces ? rules.sixNaturalAcesValue : rules.sixNaturalCourtsValue);
        } else if (wilds == 1 && size == 6 && (aces || courts)) {
            premium(aces ? Premium::AcesWithWild : Premium::CourtsWithWild,
                    aces ? rules.acesWithWildValue : rules.courtsWithWildValue);
        } else if (wilds == 0 && size == 8 && rules.eightNaturalsBonus > 0) {
            a.premium = Premium::EightNaturals;
            a.bonus = rules.eightNaturalsBonus;
        }
    } else if (a.shape == MeldShape::Run) {
        if (size == 13 && wilds == 0 && rules.aceLow) {
            premium(Premium::Pinnacolone, rules.pinnacoloneValue);
        } else if (size == 12 && !rules.aceLow) {
            // The escalera 3…A; its class depends on how many wilds and whether they match.
            if (wilds == 0)
                premium(Premium::CleanEscalera, rules.cleanEscaleraValue);
            else if (!offSuitWild && wilds == 1)
                premium(Premium::EscaleraOneWild, rules.escaleraOneWildValue);
            else if (!offSuitWild && wilds == 2)
                premium(Premium::EscaleraTwoWilds, rules.escaleraTwoWildsValue);
            else
                premium(Premium::DirtyEscalera, rules.dirtyEscaleraValue);
        }
    }

    a.value = a.premiumValue > 0 ? a.premiumValue : addPoints(a.cardPoints, a.bonus);
    a.valid = true;
    return a;
}

} // namespace pinaculo
