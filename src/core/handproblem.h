#pragma once

#include "card.h"
#include "meldanalysis.h"

namespace pinaculo {

// Why a hand cannot be scored as entered. Seats and meld indices are 0-based.
struct HandProblem
{
    enum class Code {
        MissingResults, // the hand does not have one result per player
        InvalidMeld, // seat, meldIndex, meld
        EmptyMeld, // seat, meldIndex
        TooManyCopies, // card, count, limit: across the whole hand
        // card (its rank, without a suit), count, limit: the hand's copies of a rank, with and
        // without suits, are more than the decks hold, so no choice of suits could exist
        TooManyOfRank,
        SuitlessInHand, // seat, card: the cards left in hand need their suits
        CardNotInDeck, // seat, card: anywhere in the hand
        MeldsAndMeldPoints, // seat
        HandAndHandPoints, // seat
        NegativePoints, // seat
        NegativeCount, // seat
        MoreThanOneOut, // seat, otherSeat
        WildOnFinalTurnDenied, // seat, meldIndex: flagged no wild, yet the meld holds one
        UnknownSameBackSeat,
        FailedOpeningNotBarbele, // seat: failed openings entered for a side that is not barbelé
    };
    Code code = Code::InvalidMeld;
    int seat = -1;
    int otherSeat = -1;
    int meldIndex = -1;
    MeldProblem meld;
    Card card;
    int count = 0;
    int limit = 0;
};

} // namespace pinaculo
