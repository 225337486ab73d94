#pragma once

#include "card.h"
#include "meldanalysis.h"

#include <QList>
#include <optional>

namespace pinaculo {

// One meld as entered: its cards plus the facts the table saw.
struct MeldEntry
{
    CardList cards;
    CardList rescued; // wild cards rescued from it (docs/rules.md §4)
    Laid laid = Laid::OverTurns;
    bool finalTurn = false; // laid new on the turn its owner went out
    bool opening = false; // part of its side's first melding turn (barbelé check)

    friend bool operator==(const MeldEntry &, const MeldEntry &) = default;
};

enum class OutKind { No, Yes, AllAtOnce };

// What one player had at the end of a hand.
struct PlayerResult
{
    QList<MeldEntry> melds;
    std::optional<int> meldPoints; // quick entry instead of melds
    CardList hand;
    std::optional<int> handPoints; // quick entry instead of the hand's cards
    OutKind out = OutKind::No;
    std::optional<bool> wildOnFinalTurn; // unset: judged from the final-turn melds
    int pumbaMissed = 0;
    int failedOpenings = 0;

    bool wentOut() const { return out != OutKind::No; }
    friend bool operator==(const PlayerResult &, const PlayerResult &) = default;
};

// One hand of the game: a result per seat, in seat order, and the events of the deal.
struct HandRecord
{
    QList<PlayerResult> results;
    bool exactCut = false;
    int sameBackPlayer = -1; // the seat dealt 11 cards of one back, or -1

    int outPlayer() const; // the seat that went out, or -1
    friend bool operator==(const HandRecord &, const HandRecord &) = default;
};

} // namespace pinaculo
