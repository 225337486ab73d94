// MeldAnalyzer::analyze on any cards, under each variant's preset, under the widest rules a
// game file may ask for (four decks, sixteen jokers) and with the largest values it may set. Byte 0 chooses how the meld was laid and
// how many of the last cards are rescued wilds; every other byte is one card.
#include "coretext.h"
#include "meldproblemtext.h"
#include "meldanalysis.h"
#include "points.h"
#include "rules.h"

#include <cstdint>
#include <cstdlib>

using namespace pinaculo;

namespace {

Card cardOf(uint8_t byte)
{
    // Cards without their suit included: a set typed by its count holds them.
    return Card::fromIndex(byte % Card::IndexCount);
}

const QList<Rules> &allRules()
{
    static const QList<Rules> rules = [] {
        QList<Rules> list {Rules::preset(Variant::Pinaculo), Rules::preset(Variant::Pinacle),
                           Rules::preset(Variant::Pinnacola)};
        Rules widest = Rules::preset(Variant::Pinaculo);
        widest.decks = 4;
        widest.jokers = 16;
        widest.minNaturals = 1;
        list.append(widest);
        Rules widestRuns = Rules::preset(Variant::Pinnacola);
        widestRuns.decks = 4;
        widestRuns.jokers = 16;
        widestRuns.redTwosInDeck = true;
        widestRuns.longRunNeedsSixNaturals = true;
        list.append(widestRuns);
        // The largest values a file may set: the points saturate instead of overflowing.
        Rules extreme = widestRuns;
        for (int Rules::*value :
             {&Rules::jokerValue, &Rules::twoValue, &Rules::aceValue, &Rules::highCardValue,
              &Rules::sevenValue, &Rules::lowCardValue, &Rules::longRunFactor,
              &Rules::pinnacoloneValue, &Rules::eightNaturalsBonus})
            extreme.*value = 1000000;
        extreme.longRunLength = 3;
        extreme.setsAllowed = true;
        list.append(extreme);
        return list;
    }();
    return rules;
}

void check(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > 256)
        return 0;
    const Laid laid = static_cast<Laid>(data[0] % 3);
    const int rescuedCount = (data[0] / 3) % 4;
    CardList cards;
    CardList rescued;
    for (size_t i = 1; i < size; ++i)
        (i + rescuedCount >= size ? rescued : cards).append(cardOf(data[i]));

    for (const Rules &rules : allRules()) {
        const MeldAnalysis a = MeldAnalyzer::analyze(cards, rules, laid, rescued);
        if (!a.valid) {
            check(a.problem.code != MeldProblem::Code::None);
            check(!MeldProblemText::text(a.problem).isEmpty());
            continue;
        }
        check(a.shape != MeldShape::None);
        check(a.naturals + a.wilds == cards.size());
        check(a.naturals >= rules.minNaturals && cards.size() >= 3);
        check(a.value == (a.premiumValue > 0 ? a.premiumValue : addPoints(a.cardPoints, a.bonus)));
        qint64 face = 0;
        qint64 inMeld = 0;
        for (const Card &card : cards) {
            face += MeldAnalyzer::faceValue(card, rules);
            inMeld += MeldAnalyzer::valueInMeld(card, a, rules);
        }
        check(saturatedPoints(face) == a.faceValue && saturatedPoints(inMeld) == a.cardPoints);
        check(a.shape == MeldShape::Run || !a.longRun);
        check(rules.setsAllowed || a.shape == MeldShape::Run);
        // A card without its suit is only ever part of a set, never rescued.
        for (const Card &card : cards)
            check(!card.isSuitless() || a.shape == MeldShape::Set);
        for (const Card &card : rescued)
            check(!card.isSuitless());
        check(!CoreText::meldArithmetic(cards, a, rules, rescued).isEmpty());
    }
    return 0;
}
