#include "handvalidator.h"

#include "gamesetup.h"
#include "meldanalysis.h"
#include "meldcheck.h"
#include "passcounter.h"

#include <algorithm>
#include <array>

namespace pinaculo {

QList<HandProblem> HandValidator::validate(const GameSetup &setup, const HandRecord &hand,
                                           const QList<bool> &barbele)
{
    const PassCounter pass(PassCounter::Kind::Validation);
    QList<HandProblem> problems;
    const Rules &rules = setup.rules;
    auto problem = [&problems](HandProblem::Code code, int seat) -> HandProblem & {
        HandProblem p;
        p.code = code;
        p.seat = seat;
        problems.append(p);
        return problems.last();
    };

    if (hand.results.size() != setup.playerCount()) {
        problem(HandProblem::Code::MissingResults, -1);
        return problems;
    }
    if (hand.sameBackPlayer >= setup.playerCount())
        problem(HandProblem::Code::UnknownSameBackSeat, hand.sameBackPlayer);

    // Copies across the hand: all melds, rescued cards and hands together.
    std::array<int, Card::IndexCount> copies {};
    std::array<int, Card::IndexCount> firstSeat {};
    firstSeat.fill(-1);
    auto count = [&](const Card &card, int seat) {
        if (card.rank == Rank::Two && card.isRed() && !rules.redTwosInDeck) {
            problem(HandProblem::Code::CardNotInDeck, seat).card = card;
            return;
        }
        ++copies[card.index()];
        if (firstSeat[card.index()] < 0)
            firstSeat[card.index()] = seat;
    };

    int outSeat = -1;
    for (int seat = 0; seat < setup.playerCount(); ++seat) {
        const PlayerResult &r = hand.results[seat];
        if (r.meldPoints && !r.melds.isEmpty())
            problem(HandProblem::Code::MeldsAndMeldPoints, seat);
        if (r.handPoints && !r.hand.isEmpty())
            problem(HandProblem::Code::HandAndHandPoints, seat);
        if (r.meldPoints.value_or(0) < 0 || r.handPoints.value_or(0) < 0)
            problem(HandProblem::Code::NegativePoints, seat);
        if (r.pumbaMissed < 0 || r.failedOpenings < 0)
            problem(HandProblem::Code::NegativeCount, seat);
        else if (r.failedOpenings > 0 && !barbele.value(setup.sideOfSeat(seat)))
            problem(HandProblem::Code::FailedOpeningNotBarbele, seat);
        if (r.wentOut()) {
            if (outSeat >= 0)
                problem(HandProblem::Code::MoreThanOneOut, seat).otherSeat = outSeat;
            else
                outSeat = seat;
        }
        for (int i = 0; i < r.melds.size(); ++i) {
            const MeldEntry &m = r.melds[i];
            const MeldCheck::Verdict verdict = MeldCheck::judge(m, rules);
            if (verdict.problem == HandProblem::Code::EmptyMeld) {
                problem(HandProblem::Code::EmptyMeld, seat).meldIndex = i;
                continue;
            }
            const MeldAnalysis &a = verdict.analysis;
            if (verdict.problem) {
                HandProblem &p = problem(HandProblem::Code::InvalidMeld, seat);
                p.meldIndex = i;
                p.meld = a.problem;
            }
            if (m.finalTurn && r.wildOnFinalTurn == false && a.wilds > 0)
                problem(HandProblem::Code::WildOnFinalTurnDenied, seat).meldIndex = i;
            for (const Card &card : m.cards)
                count(card, seat);
            for (const Card &card : m.rescued)
                count(card, seat);
        }
        for (const Card &card : r.hand) {
            // Only a set may be written without suits: a card left in hand is counted by its
            // suit like any other.
            if (card.isSuitless())
                problem(HandProblem::Code::SuitlessInHand, seat).card = card;
            count(card, seat);
        }
    }
    // Each card with its suit within the decks, as always; cards written without a suit
    // (a set by its count) could be any suit's copies, so the hand is refused only when no
    // choice of suits could exist: when the rank's copies, with and without suits, are more
    // than the four suits hold. With suits alone that never happens before the first check.
    for (int index = 0; index < Card::SuitlessIndex; ++index) {
        const int limit = index == Card::JokerIndex ? rules.jokers : rules.decks;
        if (copies[index] > limit) {
            HandProblem &p = problem(HandProblem::Code::TooManyCopies, firstSeat[index]);
            p.card = Card::fromIndex(index);
            p.count = copies[index];
            p.limit = limit;
        }
    }
    for (int r = int(Rank::Ace); r <= int(Rank::King); ++r) {
        const Card suitless = Card::suitless(static_cast<Rank>(r));
        if (copies[suitless.index()] == 0)
            continue;
        int total = copies[suitless.index()];
        int seat = firstSeat[suitless.index()];
        for (Suit suit : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs}) {
            const int index = Card {suitless.rank, suit}.index();
            total += copies[index];
            if (firstSeat[index] >= 0 && (seat < 0 || firstSeat[index] < seat))
                seat = firstSeat[index];
        }
        const int limit = 4 * rules.decks;
        if (total > limit) {
            HandProblem &p = problem(HandProblem::Code::TooManyOfRank, seat);
            p.card = suitless;
            p.count = total;
            p.limit = limit;
        }
    }
    return problems;
}

HandRecord HandValidator::scorablePart(HandRecord hand, const QList<HandProblem> &problems)
{
    QList<QPair<int, int>> dropped;
    for (const HandProblem &p : problems) {
        if (p.code == HandProblem::Code::InvalidMeld || p.code == HandProblem::Code::EmptyMeld)
            dropped.append({p.seat, p.meldIndex});
    }
    std::sort(dropped.begin(), dropped.end(), std::greater<>());
    for (const auto &[seat, meld] : dropped) {
        if (seat >= 0 && seat < hand.results.size() && meld >= 0
            && meld < hand.results[seat].melds.size())
            hand.results[seat].melds.removeAt(meld);
    }
    return hand;
}

} // namespace pinaculo
