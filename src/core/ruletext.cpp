#include "ruletext.h"

#include "coretext.h"
#include "ruleparameters.h"
#include "rules.h"

#include <QHash>

namespace pinaculo {

namespace {

// The labels are looked up by the parameter's stable name; QT_TR_NOOP keeps them visible to
// lupdate while the translation happens when the label is shown, in the current language.
const QHash<QString, const char *> &labels()
{
    static const QHash<QString, const char *> table = {
        {QStringLiteral("target"), QT_TRANSLATE_NOOP("RuleText", "Target score")},
        {QStringLiteral("hand_limit"), QT_TRANSLATE_NOOP("RuleText", "Hands in the game")},
        {QStringLiteral("barbele_threshold"), QT_TRANSLATE_NOOP("RuleText", "Barbelé from")},
        {QStringLiteral("barbele_opening"),
         QT_TRANSLATE_NOOP("RuleText", "Barbelé opening minimum")},
        {QStringLiteral("sets_allowed"), QT_TRANSLATE_NOOP("RuleText", "Sets allowed")},
        {QStringLiteral("min_players"), QT_TRANSLATE_NOOP("RuleText", "Fewest players")},
        {QStringLiteral("max_players"), QT_TRANSLATE_NOOP("RuleText", "Most players")},
        {QStringLiteral("partnerships"), QT_TRANSLATE_NOOP("RuleText", "Partnerships")},
        {QStringLiteral("cards_dealt"), QT_TRANSLATE_NOOP("RuleText", "Cards dealt")},
        {QStringLiteral("decks"), QT_TRANSLATE_NOOP("RuleText", "Decks")},
        {QStringLiteral("jokers"), QT_TRANSLATE_NOOP("RuleText", "Jokers")},
        {QStringLiteral("red_twos_in_deck"), QT_TRANSLATE_NOOP("RuleText", "Red twos in the deck")},
        {QStringLiteral("ace_low"), QT_TRANSLATE_NOOP("RuleText", "Ace below the 3")},
        {QStringLiteral("only_black_twos_wild"),
         QT_TRANSLATE_NOOP("RuleText", "Only black twos are wild")},
        {QStringLiteral("min_naturals"), QT_TRANSLATE_NOOP("RuleText", "Natural cards per meld")},
        {QStringLiteral("joker_value"), QT_TRANSLATE_NOOP("RuleText", "Joker value")},
        {QStringLiteral("two_value"), QT_TRANSLATE_NOOP("RuleText", "Two value")},
        {QStringLiteral("ace_value"), QT_TRANSLATE_NOOP("RuleText", "Ace value")},
        {QStringLiteral("high_card_value"), QT_TRANSLATE_NOOP("RuleText", "8 to king value")},
        {QStringLiteral("seven_value"), QT_TRANSLATE_NOOP("RuleText", "Seven value")},
        {QStringLiteral("low_card_value"), QT_TRANSLATE_NOOP("RuleText", "3 to 6 value")},
        {QStringLiteral("long_run_length"), QT_TRANSLATE_NOOP("RuleText", "Long run from")},
        {QStringLiteral("long_run_factor"), QT_TRANSLATE_NOOP("RuleText", "Long run factor")},
        {QStringLiteral("long_run_needs_six_naturals"),
         QT_TRANSLATE_NOOP("RuleText", "Long run needs six naturals")},
        {QStringLiteral("rescue_allowed"),
         QT_TRANSLATE_NOOP("RuleText", "Rescued wild cards score")},
        {QStringLiteral("rescue_joker_value"), QT_TRANSLATE_NOOP("RuleText", "Rescued joker")},
        {QStringLiteral("rescue_two_in_run_value"),
         QT_TRANSLATE_NOOP("RuleText", "Rescued two from a run")},
        {QStringLiteral("rescue_two_in_set_value"),
         QT_TRANSLATE_NOOP("RuleText", "Rescued two from a set")},
        {QStringLiteral("pinaculo_one_turn_value"),
         QT_TRANSLATE_NOOP("RuleText", "Pináculo in one turn")},
        {QStringLiteral("pinaculo_dealt_value"),
         QT_TRANSLATE_NOOP("RuleText", "Pináculo from the deal")},
        {QStringLiteral("pinaculo_value"),
         QT_TRANSLATE_NOOP("RuleText", "Pináculo over several turns")},
        {QStringLiteral("pinaculo_needs_eight_naturals"),
         QT_TRANSLATE_NOOP("RuleText", "Pináculo needs eight naturals")},
        {QStringLiteral("clean_escalera_value"), QT_TRANSLATE_NOOP("RuleText", "Clean escalera")},
        {QStringLiteral("escalera_one_wild_value"),
         QT_TRANSLATE_NOOP("RuleText", "Escalera with one wild card")},
        {QStringLiteral("escalera_two_wilds_value"),
         QT_TRANSLATE_NOOP("RuleText", "Escalera with two wild cards")},
        {QStringLiteral("dirty_escalera_value"), QT_TRANSLATE_NOOP("RuleText", "Dirty escalera")},
        {QStringLiteral("eight_natural_aces_value"),
         QT_TRANSLATE_NOOP("RuleText", "Eight natural aces")},
        {QStringLiteral("eight_natural_courts_value"),
         QT_TRANSLATE_NOOP("RuleText", "Eight natural court cards")},
        {QStringLiteral("seven_natural_aces_value"),
         QT_TRANSLATE_NOOP("RuleText", "Seven natural aces")},
        {QStringLiteral("seven_natural_courts_value"),
         QT_TRANSLATE_NOOP("RuleText", "Seven natural court cards")},
        {QStringLiteral("six_natural_aces_value"),
         QT_TRANSLATE_NOOP("RuleText", "Six natural aces")},
        {QStringLiteral("six_natural_courts_value"),
         QT_TRANSLATE_NOOP("RuleText", "Six natural court cards")},
        {QStringLiteral("aces_with_wild_value"),
         QT_TRANSLATE_NOOP("RuleText", "Six aces with a wild card")},
        {QStringLiteral("courts_with_wild_value"),
         QT_TRANSLATE_NOOP("RuleText", "Six court cards with a wild card")},
        {QStringLiteral("eight_naturals_bonus"),
         QT_TRANSLATE_NOOP("RuleText", "Eight naturals bonus")},
        {QStringLiteral("pinnacolone_value"), QT_TRANSLATE_NOOP("RuleText", "Pinnacolone")},
        {QStringLiteral("out_bonus"), QT_TRANSLATE_NOOP("RuleText", "Going-out bonus")},
        {QStringLiteral("no_out_bonus_after_pinnacolone"),
         QT_TRANSLATE_NOOP("RuleText", "No going-out bonus after a pinnacolone")},
        {QStringLiteral("multipliers"), QT_TRANSLATE_NOOP("RuleText", "Multipliers")},
        {QStringLiteral("final_turn_factor"), QT_TRANSLATE_NOOP("RuleText", "Final-turn factor")},
        {QStringLiteral("all_at_once_factor"), QT_TRANSLATE_NOOP("RuleText", "All-at-once factor")},
        {QStringLiteral("all_at_once_clean_factor"),
         QT_TRANSLATE_NOOP("RuleText", "Clean all-at-once factor")},
        {QStringLiteral("finish_one_suit_bonus"),
         QT_TRANSLATE_NOOP("RuleText", "Finishing in one suit")},
        {QStringLiteral("finish_high_cards_bonus"),
         QT_TRANSLATE_NOOP("RuleText", "Finishing with high cards")},
        {QStringLiteral("finish_low_cards_bonus"),
         QT_TRANSLATE_NOOP("RuleText", "Finishing with low cards")},
        {QStringLiteral("exact_cut_bonus"), QT_TRANSLATE_NOOP("RuleText", "Exact cut bonus")},
        {QStringLiteral("same_back_bonus"), QT_TRANSLATE_NOOP("RuleText", "Same-back bonus")},
        {QStringLiteral("pumba_penalty"), QT_TRANSLATE_NOOP("RuleText", "Pumba penalty")},
        {QStringLiteral("failed_opening_penalty"),
         QT_TRANSLATE_NOOP("RuleText", "Failed opening penalty")},
    };
    return table;
}

} // namespace

QString RuleText::label(const QString &name)
{
    const char *source = labels().value(name);
    // A parameter added to the engine later still prints, under its stable name.
    return source ? tr(source) : name;
}

QString RuleText::value(const Rules &rules, const RuleParameter &parameter)
{
    switch (parameter.type) {
    case RuleParameter::Type::Integer:
        return CoreText::number(rules.*parameter.integer);
    case RuleParameter::Type::Boolean:
        return rules.*parameter.boolean ? tr("yes") : tr("no");
    case RuleParameter::Type::Choice:
        switch (rules.*parameter.choice) {
        case Partnerships::None:
            return tr("individual play");
        case Partnerships::Pairs:
            return tr("in pairs");
        case Partnerships::OptionalPairs:
            return tr("individual or in pairs");
        }
        break;
    }
    return {};
}

} // namespace pinaculo
