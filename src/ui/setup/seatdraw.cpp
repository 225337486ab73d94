#include "setup/seatdraw.h"

#include <QRandomGenerator>

#include <algorithm>

namespace pinaculo {

int SeatDraw::drawRank(const Card &card)
{
    return card.rank == Rank::Ace ? 14 : card.rankNumber();
}

SeatDraw::Result SeatDraw::draw(int players, QRandomGenerator &random)
{
    Result result;
    result.draws.resize(players);
    // Two decks without jokers; drawn cards stay out, as at the table.
    CardList deck;
    for (int copy = 0; copy < 2; ++copy) {
        for (Suit suit : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs}) {
            for (int rank = 1; rank <= 13; ++rank)
                deck.append(Card {static_cast<Rank>(rank), suit});
        }
    }
    auto drawOne = [&deck, &random]() {
        const int at = int(random.bounded(quint32(deck.size())));
        return deck.takeAt(at);
    };

    QList<int> drawing(players);
    for (int p = 0; p < players; ++p)
        drawing[p] = p;
    result.rounds = 0;
    while (!drawing.isEmpty() && !deck.isEmpty()) {
        ++result.rounds;
        for (int p : drawing)
            result.draws[p].append(drawOne());
        // Everyone whose rank is shared with another player draws again.
        QList<int> again;
        for (int p = 0; p < players; ++p) {
            const int rank = drawRank(result.finalCard(p));
            for (int q = 0; q < players; ++q) {
                if (q != p && drawRank(result.finalCard(q)) == rank) {
                    again.append(p);
                    break;
                }
            }
        }
        drawing = again;
        // With 2 decks and at most 6 players the deck never runs out; the guard keeps it so.
        if (deck.size() < drawing.size())
            break;
    }
    result.seating.resize(players);
    for (int p = 0; p < players; ++p)
        result.seating[p] = p;
    std::stable_sort(result.seating.begin(), result.seating.end(), [&result](int a, int b) {
        return drawRank(result.finalCard(a)) < drawRank(result.finalCard(b));
    });
    return result;
}

} // namespace pinaculo
