#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <optional>

namespace pinaculo {

// What becomes of the hand in play when a round's time is called (the tournament's
// time_called_hand): it is played to its end, or it stops at once and is paid as the cards
// stand, each player's melds counted and the cards in hand deducted, nobody going out. Either
// way it is the last hand that counts (GameSetup::timeCalledAfter).
class TimeCalledHand
{
    Q_DECLARE_TR_FUNCTIONS(TimeCalledHand)

public:
    enum class Rule { Finish, CardsInHand };

    // Stable ids for the tournament file: finish, cards_in_hand.
    static QString id(Rule rule);
    static std::optional<Rule> fromId(QStringView id);
    // What the tables are told: "When time is called, the hand in play is played to its end".
    static QString text(Rule rule);
};

} // namespace pinaculo
