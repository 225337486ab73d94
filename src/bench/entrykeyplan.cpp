#include "entrykeyplan.h"

#include "inputlimits.h"
#include "meldanalysis.h"
#include "meldtext.h"
#include "shortestcardtext.h"

namespace pinaculo {

QString EntryKeyPlan::meldText(const MeldEntry &meld, const CardNotation &notation,
                               const ScoringInputs &offered)
{
    QString text = ShortestCardText::write(meld.cards, notation);
    if (offered.rescued && !meld.rescued.isEmpty())
        text += MeldText::RescuedMark + ShortestCardText::write(meld.rescued, notation);
    return text;
}

QString EntryKeyPlan::meldMarks(const MeldEntry &meld, const ScoringInputs &offered)
{
    return MeldText::writeMarks(offered.laid ? meld.laid : Laid::OverTurns,
                                offered.finalTurn && meld.finalTurn,
                                offered.opening && meld.opening)
        .remove(u' ');
}

QString EntryKeyPlan::plainMeldText(const MeldEntry &meld, const CardNotation &notation,
                                    const ScoringInputs &offered)
{
    QString text = ShortestCardText::apart(meld.cards, notation);
    if (offered.rescued && !meld.rescued.isEmpty())
        text += QStringLiteral(" / ") + ShortestCardText::apart(meld.rescued, notation);
    return text;
}

QString EntryKeyPlan::meldPointsText(const PlayerResult &result)
{
    return result.meldPoints.value_or(0) > 0 ? QString::number(*result.meldPoints) : QString();
}

QString EntryKeyPlan::handText(const PlayerResult &result, const Rules &rules,
                               const CardNotation &notation)
{
    if (result.handPoints)
        return *result.handPoints > 0 ? QString::number(*result.handPoints) : QString();
    const QString cards = ShortestCardText::write(result.hand, notation);
    int value = 0;
    for (const Card &card : result.hand)
        value += MeldAnalyzer::faceValue(card, rules);
    const QString number = QString::number(value);
    // The value is typed only where it is shorter and the field takes it as the hand's points.
    return value <= InputLimits::HandPoints && number.size() < cards.size() ? number : cards;
}

QString EntryKeyPlan::plainHandText(const PlayerResult &result, const CardNotation &notation)
{
    if (result.handPoints)
        return *result.handPoints > 0 ? QString::number(*result.handPoints) : QString();
    return ShortestCardText::apart(result.hand, notation);
}

QString EntryKeyPlan::countText(int count)
{
    return QString::number(count);
}

bool EntryKeyPlan::hasAnything(const PlayerResult &result)
{
    return !result.melds.isEmpty() || result.meldPoints.value_or(0) > 0 || !result.hand.isEmpty()
        || result.handPoints.value_or(0) > 0 || result.out != OutKind::No
        || result.wildOnFinalTurn == true || result.pumbaMissed > 0 || result.failedOpenings > 0;
}

} // namespace pinaculo
