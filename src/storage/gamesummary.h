#pragma once

#include "variant.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace pinaculo {

// One line of the history: enough to list, filter and describe a game without loading its hands.
struct GameSummary
{
    qint64 id = -1;
    QString name; // given by the user; empty: described by its sides
    Variant variant = Variant::Pinaculo;
    QDateTime created; // UTC
    QDateTime updated; // UTC
    QStringList players; // turn order
    QStringList sides; // side names in turn order of their first player
    QList<int> totals; // per side
    int handCount = 0;
    bool over = false;
    int winnerSide = -1; // -1: still playing, or a draw

    bool draw() const { return over && winnerSide < 0; }
    QString winner() const { return winnerSide >= 0 ? sides.value(winnerSide) : QString(); }
};

} // namespace pinaculo

// Every member moves as its bytes: a list of a club's games grows by moving memory, not by
// moving each summary's strings one by one.
Q_DECLARE_TYPEINFO(pinaculo::GameSummary, Q_RELOCATABLE_TYPE);

namespace pinaculo {

// What the history shows: every game, or those of one player and/or one variant.
struct GameFilter
{
    QString player; // empty: any
    std::optional<Variant> variant; // unset: any
};

} // namespace pinaculo
