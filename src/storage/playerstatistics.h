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
};

} // namespace pinaculo
