#pragma once

#include <QList>

namespace pinaculo {

// One table of a round: the entry sitting North-South and the one sitting East-West, by their
// entry numbers (from 1). Tables are numbered from 1 as the room numbers them.
struct TableSeating
{
    int table = 0;
    int northSouth = 0;
    int eastWest = 0;
    friend bool operator==(const TableSeating &, const TableSeating &) = default;
};

// Who meets whom in one round, and who rests (an odd number of entries: the entry that meets
// nobody and takes the bye award).
struct RoundSeating
{
    QList<TableSeating> tables;
    QList<int> resting;
    friend bool operator==(const RoundSeating &, const RoundSeating &) = default;
};

} // namespace pinaculo
