#include "timecalledhand.h"

namespace pinaculo {

QString TimeCalledHand::id(Rule rule)
{
    return rule == Rule::CardsInHand ? QStringLiteral("cards_in_hand") : QStringLiteral("finish");
}

std::optional<TimeCalledHand::Rule> TimeCalledHand::fromId(QStringView id)
{
    if (id == u"finish")
        return Rule::Finish;
    if (id == u"cards_in_hand")
        return Rule::CardsInHand;
    return std::nullopt;
}

QString TimeCalledHand::text(Rule rule)
{
    if (rule == Rule::CardsInHand)
        return tr("When time is called, the hand in play stops and is paid as the cards stand: "
                  "melds laid count, cards in hand are deducted, nobody goes out");
    return tr("When time is called, the hand in play is played to its end");
}

} // namespace pinaculo
