#pragma once

#include <QString>

namespace pinaculo {

// One player's record across every stored game (players are recognised by name).
struct PlayerStatistics
{
    QString player;
    int gamesPlayed = 0;
    int gamesFinished = 0;
    int gamesWon = 0;
    int handsPlayed = 0;
    double averageHand = 0; // the player's own points per hand
    int bestHand = 0;
    int premiumMelds = 0;
    int wentOut = 0;
    int penalties = 0; // pumba misses and failed openings
    int penaltyPoints = 0; // the points they cost, as a positive number

    // Games won out of games finished, 0 to 1; a game still being played counts for nothing
    // yet. -1 while no game of the player is finished.
    double winRate() const { return gamesFinished > 0 ? double(gamesWon) / gamesFinished : -1; }
};

} // namespace pinaculo
