#include "handscorer.h"

#include "gamesetup.h"
#include "meldanalysis.h"
#include "passcounter.h"
#include "points.h"

namespace pinaculo {

namespace {

using Kind = ScoreLine::Kind;

class HandScoring
{
public:
    HandScoring(const GameSetup &setup, const HandRecord &hand, int handIndex,
                const QList<bool> &barbele)
        : m_setup(setup)
        , m_rules(setup.rules)
        , m_hand(hand)
        , m_handIndex(handIndex)
        , m_barbele(barbele)
    {
    }

    HandScore run()
    {
        m_endedByPinnacolone = endedByPinnacolone();
        // Room for a line per meld and rescue and a few per player, taken once: a long game
        // keeps every hand's lines, and grown by doubling they kept a third more than they held.
        qsizetype expected = 2;
        for (const PlayerResult &r : m_hand.results) {
            expected += 2 + r.melds.size();
            for (const MeldEntry &m : r.melds)
                expected += m.rescued.isEmpty() ? 0 : 1;
        }
        m_score.lines.reserve(expected);
        for (int seat = 0; seat < m_hand.results.size(); ++seat)
            scorePlayer(seat);
        scoreEvents();
        scoreFinishingPremiums();
        noteQuickEntry();
        checkBarbeleOpenings();
        sumUp();
        if (m_score.lines.capacity() > m_score.lines.size() + 2)
            m_score.lines.squeeze();
        return std::move(m_score);
    }

private:
    ScoreLine line(Kind kind, int seat, int points)
    {
        ScoreLine l;
        l.kind = kind;
        l.seat = seat;
        l.side = m_setup.sideOfSeat(seat);
        l.points = points;
        return l;
    }

    void warn(HandWarning::Kind kind, int seat, int side = -1)
    {
        HandWarning w;
        w.kind = kind;
        w.seat = seat;
        w.side = side >= 0 ? side : m_setup.sideOfSeat(seat);
        m_score.warnings.append(w);
    }

    bool endedByPinnacolone() const
    {
        if (!m_rules.noOutBonusAfterPinnacolone)
            return false;
        for (const PlayerResult &r : m_hand.results) {
            for (const MeldEntry &m : r.melds) {
                if (MeldAnalyzer::analyze(m.cards, m_rules, m.laid).premium == Premium::Pinnacolone)
                    return true;
            }
        }
        return false;
    }

    void scorePlayer(int seat)
    {
        const PlayerResult &r = m_hand.results[seat];
        int meldTotal = 0; // what an all-at-once multiplier multiplies
        int finalTurnTotal = 0; // what the final-turn multiplier multiplies
        bool anyWild = false;

        if (r.meldPoints) {
            ScoreLine l = line(Kind::Meld, seat, *r.meldPoints);
            l.quickEntry = true;
            m_score.lines.append(l);
            // Points entered as a number only matter to the referee where a check was due.
            const int side = m_setup.sideOfSeat(seat);
            if (r.wentOut() || m_barbele.value(side))
                m_quickSeats.append(seat);
        }
        for (int i = 0; i < r.melds.size(); ++i) {
            const MeldEntry &m = r.melds[i];
            const MeldAnalysis a = MeldAnalyzer::analyze(m.cards, m_rules, m.laid, m.rescued);
            ScoreLine l = line(Kind::Meld, seat, a.value);
            l.premium = a.premium;
            l.meldIndex = i;
            l.cards = m.cards;
            m_score.lines.append(l);
            if (a.rescueValue != 0) {
                ScoreLine rescue = line(Kind::Rescue, seat, a.rescueValue);
                rescue.meldIndex = i;
                rescue.cards = m.rescued;
                m_score.lines.append(rescue);
            }
            meldTotal = addPoints(meldTotal, a.value);
            anyWild = anyWild || a.wilds > 0;
            if (m.finalTurn) {
                finalTurnTotal = addPoints(finalTurnTotal, a.value);
                if (!r.wentOut()) {
                    HandWarning w;
                    w.kind = HandWarning::Kind::FinalTurnWithoutOut;
                    w.seat = seat;
                    w.side = m_setup.sideOfSeat(seat);
                    w.meldIndex = i;
                    m_score.warnings.append(w);
                }
            }
        }

        if (r.wentOut())
            scoreGoingOut(seat, r, meldTotal, finalTurnTotal, anyWild);

        if (r.handPoints) {
            ScoreLine l = line(Kind::Hand, seat, -*r.handPoints);
            l.quickEntry = true;
            m_score.lines.append(l);
        } else if (!r.hand.isEmpty()) {
            ScoreLine l = line(Kind::Hand, seat, -HandScorer::cardsInHandValue(r.hand, m_rules));
            l.cards = r.hand;
            m_score.lines.append(l);
        }
        if (r.wentOut() && (!r.hand.isEmpty() || r.handPoints.value_or(0) > 0))
            warn(HandWarning::Kind::OutWithCardsLeft, seat);

        addPenalty(Kind::Pumba, seat, r.pumbaMissed, m_rules.pumbaPenalty);
        addPenalty(Kind::FailedOpening, seat, r.failedOpenings, m_rules.failedOpeningPenalty);
    }

    void scoreGoingOut(int seat, const PlayerResult &r, int meldTotal, int finalTurnTotal,
                       bool anyWild)
    {
        // Abatir: every meld doubled (quadrupled when clean) instead of the closing bonus.
        // A quick entry hides the melds, so the plain bonus is given and the warning says why.
        if (m_rules.multipliers && r.out == OutKind::AllAtOnce && !r.meldPoints) {
            ScoreLine l = line(Kind::Multiplier, seat, 0);
            l.multiplier = anyWild ? ScoreLine::Multiplier::AllAtOnce
                                   : ScoreLine::Multiplier::AllAtOnceClean;
            l.factor = anyWild ? m_rules.allAtOnceFactor : m_rules.allAtOnceCleanFactor;
            l.base = meldTotal;
            l.points = multiplyPoints(meldTotal, qint64(l.factor) - 1);
            m_score.lines.append(l);
            return;
        }
        if (m_endedByPinnacolone) {
            warn(HandWarning::Kind::NoOutBonusPinnacolone, seat);
        } else if (m_rules.outBonus != 0) {
            m_score.lines.append(line(Kind::Out, seat, m_rules.outBonus));
        }
        if (m_rules.multipliers && r.out == OutKind::Yes && finalTurnTotal != 0
            && !HandScorer::wildOnFinalTurn(r, m_setup)) {
            ScoreLine l = line(Kind::Multiplier, seat, 0);
            l.multiplier = ScoreLine::Multiplier::FinalTurn;
            l.factor = m_rules.finalTurnFactor;
            l.base = finalTurnTotal;
            l.points = multiplyPoints(finalTurnTotal, qint64(l.factor) - 1);
            m_score.lines.append(l);
        }
    }

    void addPenalty(Kind kind, int seat, int count, int unit)
    {
        if (count <= 0 || unit == 0)
            return;
        ScoreLine l = line(kind, seat, multiplyPoints(-qint64(count), unit));
        l.count = count;
        l.unit = unit;
        m_score.lines.append(l);
    }

    void scoreEvents()
    {
        if (m_hand.exactCut && m_rules.exactCutBonus != 0 && m_setup.playerCount() > 0)
            m_score.lines.append(
                line(Kind::ExactCut, m_setup.cutterOfHand(m_handIndex), m_rules.exactCutBonus));
        if (m_hand.sameBackPlayer >= 0 && m_rules.sameBackBonus != 0)
            m_score.lines.append(
                line(Kind::SameBack, m_hand.sameBackPlayer, m_rules.sameBackBonus));
    }

    // Pinacle: premiums judged over every card the finishing side melded this hand.
    void scoreFinishingPremiums()
    {
        const int outSeat = m_hand.outPlayer();
        if (outSeat < 0)
            return;
        if (m_rules.finishOneSuitBonus == 0 && m_rules.finishHighCardsBonus == 0
            && m_rules.finishLowCardsBonus == 0)
            return;
        const int side = m_setup.sideOfSeat(outSeat);
        bool any = false;
        bool oneSuit = true;
        bool highOnly = true;
        bool lowOnly = true;
        Suit suit = Suit::None;
        for (int seat : m_setup.seatsOfSide(side)) {
            const PlayerResult &r = m_hand.results.value(seat);
            if (r.meldPoints) {
                m_finishUnjudged = true;
                return;
            }
            for (const MeldEntry &m : r.melds) {
                for (const Card &card : m.cards) {
                    const bool wild = MeldAnalyzer::isWild(card, m_rules);
                    const bool high = card.rank == Rank::Ace || card.isCourt();
                    if (!any)
                        suit = card.suit;
                    any = true;
                    // A card written without its suit breaks "all of one suit": nobody can
                    // show that it was of the suit. With two decks a set of three naturals or
                    // more always holds two suits, so typing it by its count never costs the
                    // premium; a table that lays a two-natural set of one suit (KH KH JK) and
                    // wants it types the suits.
                    oneSuit = oneSuit && !card.isJoker() && !card.isSuitless() && card.suit == suit;
                    highOnly = highOnly && (high || wild);
                    lowOnly = lowOnly && !high && !wild;
                }
            }
        }
        if (!any)
            return;
        auto add = [&](bool applies, ScoreLine::Finish finish, int points) {
            if (!applies || points == 0)
                return;
            ScoreLine l = line(Kind::FinishBonus, outSeat, points);
            l.finish = finish;
            m_score.lines.append(l);
        };
        add(oneSuit, ScoreLine::Finish::OneSuit, m_rules.finishOneSuitBonus);
        add(highOnly, ScoreLine::Finish::HighCards, m_rules.finishHighCardsBonus);
        add(lowOnly, ScoreLine::Finish::LowCards, m_rules.finishLowCardsBonus);
    }

    // One note per hand however many players counted instead of showing cards: a table that
    // only counts would otherwise read a note per player and hand.
    void noteQuickEntry()
    {
        if (m_quickSeats.isEmpty() && !m_finishUnjudged)
            return;
        HandWarning w;
        w.kind
            = m_finishUnjudged ? HandWarning::Kind::FinishUnjudged : HandWarning::Kind::QuickEntry;
        w.seat = m_finishUnjudged ? m_hand.outPlayer() : m_quickSeats.first();
        w.side = m_setup.sideOfSeat(w.seat);
        w.seats = m_quickSeats;
        m_score.warnings.append(w);
    }

    void checkBarbeleOpenings()
    {
        for (int side = 0; side < m_barbele.size(); ++side) {
            if (!m_barbele[side])
                continue;
            bool anyOpening = false;
            int total = 0;
            for (int seat : m_setup.seatsOfSide(side)) {
                for (const MeldEntry &m : m_hand.results.value(seat).melds) {
                    if (!m.opening)
                        continue;
                    anyOpening = true;
                    total = addPoints(total,
                                      MeldAnalyzer::analyze(m.cards, m_rules, m.laid).faceValue);
                }
            }
            if (anyOpening && total < m_rules.barbeleOpening) {
                HandWarning w;
                w.kind = HandWarning::Kind::BarbeleOpening;
                w.side = side;
                w.value = total;
                w.needed = m_rules.barbeleOpening;
                m_score.warnings.append(w);
            }
        }
    }

    void sumUp()
    {
        m_score.sidePoints = QList<int>(m_setup.sideCount(), 0);
        m_score.seatPoints = QList<int>(m_setup.playerCount(), 0);
        for (const ScoreLine &l : std::as_const(m_score.lines)) {
            if (l.side >= 0 && l.side < m_score.sidePoints.size())
                m_score.sidePoints[l.side] = addPoints(m_score.sidePoints[l.side], l.points);
            if (l.seat >= 0 && l.seat < m_score.seatPoints.size())
                m_score.seatPoints[l.seat] = addPoints(m_score.seatPoints[l.seat], l.points);
        }
    }

    const GameSetup &m_setup;
    const Rules &m_rules;
    const HandRecord &m_hand;
    int m_handIndex;
    const QList<bool> &m_barbele;
    bool m_endedByPinnacolone = false;
    QList<int> m_quickSeats; // melds entered as points where a check was due
    bool m_finishUnjudged = false; // the finishing side's premiums hidden by such a number
    HandScore m_score;
};

} // namespace

HandScore HandScorer::score(const GameSetup &setup, const HandRecord &hand, int handIndex,
                            const QList<bool> &barbele)
{
    const PassCounter pass(PassCounter::Kind::Scoring);
    return HandScoring(setup, hand, handIndex, barbele).run();
}

int HandScorer::cardsInHandValue(const CardList &cards, const Rules &rules)
{
    int value = 0;
    for (const Card &card : cards)
        value = addPoints(value, MeldAnalyzer::faceValue(card, rules));
    return value;
}

bool HandScorer::wildOnFinalTurn(const PlayerResult &result, const GameSetup &setup)
{
    if (result.wildOnFinalTurn)
        return *result.wildOnFinalTurn;
    for (const MeldEntry &m : result.melds) {
        if (!m.finalTurn)
            continue;
        for (const Card &card : m.cards) {
            if (MeldAnalyzer::isWild(card, setup.rules))
                return true;
        }
    }
    return false;
}

} // namespace pinaculo
