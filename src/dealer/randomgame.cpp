#include "randomgame.h"

#include "gamescorer.h"
#include "handscorer.h"
#include "meldanalysis.h"

#include <array>

namespace pinaculo {

namespace {

// The inverse of the analyser's run order: 3 … K A, or A 3 … K A when the ace may stand low.
Rank rankAtPosition(int position, const Rules &rules)
{
    if (rules.aceLow) {
        if (position == 0 || position == 12)
            return Rank::Ace;
        return static_cast<Rank>(position + 2);
    }
    if (position == 11)
        return Rank::Ace;
    return static_cast<Rank>(position + 3);
}

int positionOf(Rank rank, const Rules &rules, bool aceHigh)
{
    if (rank == Rank::Ace)
        return aceHigh ? rules.runPositions() - 1 : 0;
    return static_cast<int>(rank) - 3 + (rules.aceLow ? 1 : 0);
}

void removeCards(CardList &pool, const CardList &cards)
{
    for (const Card &card : cards)
        pool.removeAt(pool.indexOf(card));
}

} // namespace

RandomGame::RandomGame(quint32 seed)
    : m_random(seed)
{
}

GameSetup RandomGame::setup(Variant variant, int players, bool pairs)
{
    static const QStringList names
        = {QStringLiteral("Ana"),   QStringLiteral("Bruno"), QStringLiteral("Carla"),
           QStringLiteral("Darío"), QStringLiteral("Elena"), QStringLiteral("Fabio"),
           QStringLiteral("Gina"),  QStringLiteral("Hugo")};
    static const QStringList teamNames = {QStringLiteral("Nosotros"), QStringLiteral("Ellos"),
                                          QStringLiteral("Aquellos"), QStringLiteral("Otros")};
    GameSetup s;
    s.rules = Rules::preset(variant);
    s.players = names.mid(0, players);
    if (pairs) {
        // Partners sit opposite, so turn order alternates sides.
        const int half = players / 2;
        for (int t = 0; t < half; ++t)
            s.teams.append(Team {teamNames.value(t), {t, t + half}});
    }
    return s;
}

CardList RandomGame::deck(const Rules &rules)
{
    CardList cards;
    for (int d = 0; d < rules.decks; ++d) {
        for (int suit = 0; suit < 4; ++suit) {
            for (int rank = int(Rank::Ace); rank <= int(Rank::King); ++rank) {
                const Card card {static_cast<Rank>(rank), static_cast<Suit>(suit)};
                if (card.rank == Rank::Two && card.isRed() && !rules.redTwosInDeck)
                    continue;
                cards.append(card);
            }
        }
    }
    for (int j = 0; j < rules.jokers; ++j)
        cards.append(Card::joker());
    return cards;
}

void RandomGame::shuffle(CardList &cards)
{
    for (qsizetype i = cards.size() - 1; i > 0; --i)
        std::swap(cards[i], cards[qsizetype(m_random.bounded(quint32(i + 1)))]);
}

CardList RandomGame::trySet(const CardList &pool, const Rules &rules)
{
    if (!rules.setsAllowed)
        return {};
    std::array<int, 14> count {};
    CardList wilds;
    for (const Card &card : pool) {
        if (MeldAnalyzer::isWild(card, rules))
            wilds.append(card);
        else if (card.rank != Rank::Two)
            ++count[card.rankNumber()];
    }
    QList<Rank> candidates;
    for (int r = 1; r < 14; ++r) {
        if (count[r] >= 2)
            candidates.append(static_cast<Rank>(r));
    }
    if (candidates.isEmpty())
        return {};
    const Rank rank = candidates[m_random.bounded(int(candidates.size()))];
    const int naturals = 2 + m_random.bounded(count[int(rank)] - 1);
    int wildCount = m_random.bounded(int(std::min<qsizetype>(wilds.size(), 3)) + 1);
    if (naturals + wildCount < 3) {
        if (wilds.isEmpty())
            return {};
        wildCount = 1;
    }
    CardList set;
    for (const Card &card : pool) {
        if (int(set.size()) < naturals && card.rank == rank && !MeldAnalyzer::isWild(card, rules))
            set.append(card);
    }
    for (int w = 0; w < wildCount; ++w)
        set.insert(m_random.bounded(int(set.size()) + 1), wilds[w]);
    return set;
}

CardList RandomGame::tryRun(const CardList &pool, const Rules &rules)
{
    CardList naturals;
    CardList wilds;
    for (const Card &card : pool) {
        if (MeldAnalyzer::isWild(card, rules))
            wilds.append(card);
        else if (card.rank != Rank::Two)
            naturals.append(card);
    }
    if (naturals.isEmpty())
        return {};
    const Card anchor = naturals[m_random.bounded(int(naturals.size()))];
    const int positions = rules.runPositions();
    // Mostly short runs, now and then a long one that may reach a premium.
    const int length = chance(6) ? 3 + m_random.bounded(positions - 2)
                                 : 3 + m_random.bounded(std::min(4, positions - 2));
    const bool aceHigh = anchor.rank != Rank::Ace || !rules.aceLow || chance(2);
    const int anchorPosition = positionOf(anchor.rank, rules, aceHigh);
    int start = anchorPosition - m_random.bounded(length);
    start = std::clamp(start, 0, positions - length);

    CardList left = naturals;
    int wildsLeft = int(wilds.size());
    CardList run;
    for (int p = start; p < start + length; ++p) {
        const Card wanted {rankAtPosition(p, rules), anchor.suit};
        const qsizetype at = left.indexOf(wanted);
        if (at >= 0 && !chance(12)) {
            run.append(wanted);
            left.removeAt(at);
        } else if (wildsLeft > 0) {
            run.append(wilds[--wildsLeft]);
        } else if (run.size() >= 3) {
            break;
        } else {
            return {};
        }
    }
    // Cards are laid in any order on the table; the analyser must not care.
    if (chance(4))
        shuffle(run);
    return run;
}

QList<MeldEntry> RandomGame::takeMelds(CardList &pool, const Rules &rules, int attempts)
{
    QList<MeldEntry> melds;
    for (int i = 0; i < attempts; ++i) {
        const CardList cards
            = rules.setsAllowed && chance(2) ? trySet(pool, rules) : tryRun(pool, rules);
        if (cards.isEmpty())
            continue;
        MeldEntry meld;
        meld.cards = cards;
        if (cards.size() == 11 || chance(20))
            meld.laid = static_cast<Laid>(m_random.bounded(3));
        if (!MeldAnalyzer::analyze(meld.cards, rules, meld.laid).valid)
            continue;
        removeCards(pool, cards);
        melds.append(meld);
    }
    return melds;
}

QList<MeldEntry> RandomGame::validMelds(const Rules &rules)
{
    CardList stock = deck(rules);
    shuffle(stock);
    CardList pool = stock.mid(0, rules.cardsDealt + m_random.bounded(12));
    return takeMelds(pool, rules, 6);
}

CardList RandomGame::randomCards(const Rules &rules, int count)
{
    CardList stock = deck(rules);
    shuffle(stock);
    return stock.mid(0, count);
}

HandRecord RandomGame::hand(const GameSetup &setup, const QList<bool> &barbele)
{
    const Rules &rules = setup.rules;
    CardList stock = deck(rules);
    shuffle(stock);
    const int players = setup.playerCount();
    const int outSeat = m_random.bounded(players + 1); // == players: nobody went out

    HandRecord hand;
    for (int seat = 0; seat < players; ++seat) {
        const int held = std::min<int>(rules.cardsDealt + m_random.bounded(9), int(stock.size()));
        CardList pool = stock.mid(stock.size() - held);
        stock.resize(stock.size() - held);

        PlayerResult r;
        r.melds = takeMelds(pool, rules, 3 + m_random.bounded(8));
        r.hand = pool;
        if (seat == outSeat) {
            r.out = chance(6) ? OutKind::AllAtOnce : OutKind::Yes;
            r.hand.clear(); // the last card was discarded
            for (MeldEntry &m : r.melds)
                m.finalTurn = chance(3);
            if (chance(5))
                r.wildOnFinalTurn = true;
        }
        if (!r.melds.isEmpty() && chance(2)) {
            const int openings = 1 + m_random.bounded(int(r.melds.size()));
            for (int i = 0; i < openings; ++i)
                r.melds[i].opening = true;
        }
        if (rules.rescueAllowed) {
            for (MeldEntry &m : r.melds) {
                if (!chance(6))
                    continue;
                for (qsizetype i = 0; i < stock.size(); ++i) {
                    if (MeldAnalyzer::isWild(stock[i], rules)) {
                        m.rescued.append(stock.takeAt(i));
                        break;
                    }
                }
            }
        }
        if (chance(10))
            r.pumbaMissed = 1 + m_random.bounded(2);
        if (chance(12) && barbele.value(setup.sideOfSeat(seat)))
            r.failedOpenings = 1;
        if (chance(15)) {
            int points = 0;
            for (const MeldEntry &m : std::as_const(r.melds))
                points += MeldAnalyzer::analyze(m.cards, rules, m.laid, m.rescued).points();
            r.meldPoints = points;
            r.melds.clear();
        }
        if (chance(15)) {
            int points = 0;
            for (const Card &card : std::as_const(r.hand))
                points += MeldAnalyzer::faceValue(card, rules);
            r.handPoints = points;
            r.hand.clear();
        }
        hand.results.append(r);
    }
    hand.exactCut = chance(8);
    if (chance(15))
        hand.sameBackPlayer = m_random.bounded(players);
    return hand;
}

Game RandomGame::game(const GameSetup &setup, int maxHands)
{
    Game game;
    game.setup = setup;
    GameScorer scorer(game.setup);
    for (int i = 0; i < maxHands && !scorer.nextIsAfterEnd(); ++i) {
        HandRecord hand = this->hand(setup, scorer.nextBarbele());
        scorer.add(hand);
        game.hands.append(std::move(hand));
    }
    return game;
}

} // namespace pinaculo
