#include "gamesetup.h"

#include <algorithm>

namespace pinaculo {

namespace {
int firstSeat(const Team &team)
{
    return team.seats.isEmpty() ? 0 : *std::min_element(team.seats.begin(), team.seats.end());
}

// Teams sorted by the turn order of their first player; the file may list them in any order.
QList<int> orderedTeams(const QList<Team> &teams)
{
    QList<int> order(teams.size());
    for (int i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&teams](int a, int b) { return firstSeat(teams[a]) < firstSeat(teams[b]); });
    return order;
}
} // namespace

int GameSetup::sideCount() const
{
    return partnership() ? int(teams.size()) : playerCount();
}

QString GameSetup::sideName(int side) const
{
    if (!partnership())
        return players.value(side);
    return teams.value(orderedTeams(teams).value(side)).name;
}

QStringList GameSetup::sideNames() const
{
    QStringList names;
    for (int side = 0; side < sideCount(); ++side)
        names.append(sideName(side));
    return names;
}

int GameSetup::sideOfSeat(int seat) const
{
    if (!partnership())
        return seat;
    const QList<int> order = orderedTeams(teams);
    for (int side = 0; side < order.size(); ++side) {
        if (teams[order[side]].seats.contains(seat))
            return side;
    }
    return -1;
}

QList<int> GameSetup::seatsOfSide(int side) const
{
    if (!partnership())
        return {side};
    return teams.value(orderedTeams(teams).value(side)).seats;
}

int GameSetup::dealerOfHand(int handIndex) const
{
    const int n = std::max(1, playerCount());
    return (firstDealer + handIndex) % n;
}

int GameSetup::cutterOfHand(int handIndex) const
{
    const int n = std::max(1, playerCount());
    return (dealerOfHand(handIndex) + n - 1) % n;
}

int GameSetup::firstOfHand(int handIndex) const
{
    const int n = std::max(1, playerCount());
    return (dealerOfHand(handIndex) + 1) % n;
}

GameSetup GameSetup::rematch() const
{
    GameSetup next = *this;
    next.firstDealer = dealerOfHand(1);
    next.timeCalledAfter = 0; // the next game has a time of its own
    return next;
}

} // namespace pinaculo
