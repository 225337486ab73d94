#include "ruleparameters.h"

#include "inputlimits.h"

#include <cmath>

namespace pinaculo {

namespace {

RuleParameter integer(const char *name, int Rules::*field)
{
    RuleParameter p;
    p.name = QString::fromLatin1(name);
    p.type = RuleParameter::Type::Integer;
    p.integer = field;
    return p;
}

RuleParameter boolean(const char *name, bool Rules::*field)
{
    RuleParameter p;
    p.name = QString::fromLatin1(name);
    p.type = RuleParameter::Type::Boolean;
    p.boolean = field;
    return p;
}

QList<RuleParameter> buildTable()
{
    RuleParameter partnerships;
    partnerships.name = QStringLiteral("partnerships");
    partnerships.type = RuleParameter::Type::Choice;
    partnerships.choices
        = {QStringLiteral("none"), QStringLiteral("pairs"), QStringLiteral("optional")};
    partnerships.choice = &Rules::partnerships;

    return {
        integer("target", &Rules::target),
        integer("hand_limit", &Rules::handLimit),
        integer("barbele_threshold", &Rules::barbeleThreshold),
        integer("barbele_opening", &Rules::barbeleOpening),
        boolean("sets_allowed", &Rules::setsAllowed),
        integer("min_players", &Rules::minPlayers),
        integer("max_players", &Rules::maxPlayers),
        partnerships,
        integer("cards_dealt", &Rules::cardsDealt),
        integer("decks", &Rules::decks),
        integer("jokers", &Rules::jokers),
        boolean("red_twos_in_deck", &Rules::redTwosInDeck),
        boolean("ace_low", &Rules::aceLow),
        boolean("only_black_twos_wild", &Rules::onlyBlackTwosWild),
        integer("min_naturals", &Rules::minNaturals),
        integer("joker_value", &Rules::jokerValue),
        integer("two_value", &Rules::twoValue),
        integer("ace_value", &Rules::aceValue),
        integer("high_card_value", &Rules::highCardValue),
        integer("seven_value", &Rules::sevenValue),
        integer("low_card_value", &Rules::lowCardValue),
        integer("long_run_length", &Rules::longRunLength),
        integer("long_run_factor", &Rules::longRunFactor),
        boolean("long_run_needs_six_naturals", &Rules::longRunNeedsSixNaturals),
        boolean("rescue_allowed", &Rules::rescueAllowed),
        integer("rescue_joker_value", &Rules::rescueJokerValue),
        integer("rescue_two_in_run_value", &Rules::rescueTwoInRunValue),
        integer("rescue_two_in_set_value", &Rules::rescueTwoInSetValue),
        integer("pinaculo_one_turn_value", &Rules::pinaculoOneTurnValue),
        integer("pinaculo_dealt_value", &Rules::pinaculoDealtValue),
        integer("pinaculo_value", &Rules::pinaculoValue),
        boolean("pinaculo_needs_eight_naturals", &Rules::pinaculoNeedsEightNaturals),
        integer("clean_escalera_value", &Rules::cleanEscaleraValue),
        integer("escalera_one_wild_value", &Rules::escaleraOneWildValue),
        integer("escalera_two_wilds_value", &Rules::escaleraTwoWildsValue),
        integer("dirty_escalera_value", &Rules::dirtyEscaleraValue),
        integer("eight_natural_aces_value", &Rules::eightNaturalAcesValue),
        integer("eight_natural_courts_value", &Rules::eightNaturalCourtsValue),
        integer("seven_natural_aces_value", &Rules::sevenNaturalAcesValue),
        integer("seven_natural_courts_value", &Rules::sevenNaturalCourtsValue),
        integer("six_natural_aces_value", &Rules::sixNaturalAcesValue),
        integer("six_natural_courts_value", &Rules::sixNaturalCourtsValue),
        integer("aces_with_wild_value", &Rules::acesWithWildValue),
        integer("courts_with_wild_value", &Rules::courtsWithWildValue),
        integer("eight_naturals_bonus", &Rules::eightNaturalsBonus),
        integer("pinnacolone_value", &Rules::pinnacoloneValue),
        integer("out_bonus", &Rules::outBonus),
        boolean("no_out_bonus_after_pinnacolone", &Rules::noOutBonusAfterPinnacolone),
        boolean("multipliers", &Rules::multipliers),
        integer("final_turn_factor", &Rules::finalTurnFactor),
        integer("all_at_once_factor", &Rules::allAtOnceFactor),
        integer("all_at_once_clean_factor", &Rules::allAtOnceCleanFactor),
        integer("finish_one_suit_bonus", &Rules::finishOneSuitBonus),
        integer("finish_high_cards_bonus", &Rules::finishHighCardsBonus),
        integer("finish_low_cards_bonus", &Rules::finishLowCardsBonus),
        integer("exact_cut_bonus", &Rules::exactCutBonus),
        integer("same_back_bonus", &Rules::sameBackBonus),
        integer("pumba_penalty", &Rules::pumbaPenalty),
        integer("failed_opening_penalty", &Rules::failedOpeningPenalty),
    };
}

// Limits that keep a game playable and the arithmetic far from overflow.
bool inRange(const QString &name, int value)
{
    if (name == u"decks")
        return value >= 1 && value <= 4;
    if (name == u"jokers")
        return value >= 0 && value <= 16;
    if (name == u"min_players" || name == u"max_players")
        return value >= 2 && value <= 8;
    if (name == u"min_naturals")
        return value >= 1 && value <= 3;
    if (name == u"cards_dealt")
        return value >= 1 && value <= 20;
    if (name == u"hand_limit")
        return value >= 0 && value <= InputLimits::Hands;
    if (name == u"long_run_length")
        return value == 0 || (value >= 3 && value <= 13);
    return value >= 0 && value <= 1000000;
}

} // namespace

const QList<RuleParameter> &RuleParameters::all()
{
    static const QList<RuleParameter> table = buildTable();
    return table;
}

const RuleParameter *RuleParameters::find(QStringView name)
{
    for (const RuleParameter &p : all()) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

QVariant RuleParameters::value(const Rules &rules, const RuleParameter &parameter)
{
    switch (parameter.type) {
    case RuleParameter::Type::Integer:
        return rules.*parameter.integer;
    case RuleParameter::Type::Boolean:
        return rules.*parameter.boolean;
    case RuleParameter::Type::Choice:
        return parameter.choices.value(static_cast<int>(rules.*parameter.choice));
    }
    return {};
}

RuleOverrideError RuleParameters::set(Rules &rules, QStringView name, const QVariant &value)
{
    RuleOverrideError error;
    error.name = name.toString();
    const RuleParameter *p = find(name);
    if (!p) {
        error.code = RuleOverrideError::Code::UnknownName;
        return error;
    }
    switch (p->type) {
    case RuleParameter::Type::Integer: {
        const bool isNumber = value.typeId() == QMetaType::Int
            || value.typeId() == QMetaType::LongLong || value.typeId() == QMetaType::Double;
        const double d = value.toDouble();
        // No cast before the range is known: converting a huge double is undefined behaviour.
        if (!isNumber || !std::isfinite(d) || d != std::trunc(d)) {
            error.code = RuleOverrideError::Code::WrongType;
            error.expected = QStringLiteral("integer");
            return error;
        }
        if (d > 1e6 || d < -1e6 || !inRange(p->name, static_cast<int>(d))) {
            error.code = RuleOverrideError::Code::OutOfRange;
            return error;
        }
        rules.*p->integer = static_cast<int>(d);
        break;
    }
    case RuleParameter::Type::Boolean:
        if (value.typeId() != QMetaType::Bool) {
            error.code = RuleOverrideError::Code::WrongType;
            error.expected = QStringLiteral("true/false");
            return error;
        }
        rules.*p->boolean = value.toBool();
        break;
    case RuleParameter::Type::Choice: {
        const int index
            = value.typeId() == QMetaType::QString ? int(p->choices.indexOf(value.toString())) : -1;
        if (index < 0) {
            error.code = RuleOverrideError::Code::WrongType;
            error.expected = p->choices.join(u'/');
            return error;
        }
        rules.*p->choice = static_cast<Partnerships>(index);
        break;
    }
    }
    error.code = RuleOverrideError::Code::None;
    return error;
}

QStringList RuleParameters::changedFromPreset(const Rules &rules)
{
    const Rules preset = Rules::preset(rules.variant);
    QStringList changed;
    for (const RuleParameter &p : all()) {
        if (value(rules, p) != value(preset, p))
            changed.append(p.name);
    }
    return changed;
}

} // namespace pinaculo
