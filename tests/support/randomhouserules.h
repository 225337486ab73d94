#pragma once

#include "game.h"
#include "randomgame.h"
#include "ruleparameters.h"
#include "variants.h"

#include <QRandomGenerator>

// Games as a club stores them: RandomGame's hands of every variant and table, under house rules
// drawn at random. A parameter is left alone or set to its own preset's value (a change the
// stored game must not lose even though it changes nothing), another variant's preset value,
// Rules' own default, or any value the parameter accepts. The hands are dealt under the preset,
// so every game reads and scores whatever its rules.
namespace randomhouserules {

inline pinaculo::Rules houseRules(pinaculo::Variant variant, QRandomGenerator &random)
{
    using namespace pinaculo;
    Rules rules = Rules::preset(variant);
    const QList<Variant> &variants = Variants::all();
    for (const RuleParameter &parameter : RuleParameters::all()) {
        QVariant value;
        switch (random.bounded(5)) {
        case 0:
            continue; // left as the preset has it
        case 1:
            value = RuleParameters::value(Rules::preset(variant), parameter);
            break;
        case 2:
            value = RuleParameters::value(Rules::preset(variants[random.bounded(variants.size())]),
                                          parameter);
            break;
        case 3:
            value = RuleParameters::value(Rules {}, parameter);
            break;
        default:
            switch (parameter.type) {
            case RuleParameter::Type::Integer:
                value = random.bounded(3) == 0 ? 0 : random.bounded(1, 4000);
                break;
            case RuleParameter::Type::Boolean:
                value = random.bounded(2) == 1;
                break;
            case RuleParameter::Type::Choice:
                value = parameter.choices[random.bounded(parameter.choices.size())];
                break;
            }
        }
        // A value out of the parameter's range is refused and the one before kept.
        RuleParameters::set(rules, parameter.name, value);
    }
    return rules;
}

// The `index`-th game of seed `seed`: the tables of every variant in turn, a few hands each.
inline pinaculo::Game game(pinaculo::RandomGame &dealer, int index)
{
    using namespace pinaculo;
    struct Table
    {
        Variant variant;
        int players;
        bool pairs;
    };
    static const Table tables[] = {
        {Variant::Pinaculo, 2, false},  {Variant::Pinaculo, 4, false},
        {Variant::Pinaculo, 6, false},  {Variant::Pinacle, 4, true},
        {Variant::Pinacle, 6, true},    {Variant::Pinnacola, 2, false},
        {Variant::Pinnacola, 3, false}, {Variant::Pinnacola, 4, true},
    };
    const Table &table = tables[index % std::size(tables)];
    GameSetup setup = RandomGame::setup(table.variant, table.players, table.pairs);
    setup.firstDealer = index % table.players;
    Game game = dealer.game(setup, 1 + dealer.random().bounded(6));
    game.setup.rules = houseRules(table.variant, dealer.random());
    return game;
}

} // namespace randomhouserules
