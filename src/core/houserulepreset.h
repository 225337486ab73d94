#pragma once

#include "rules.h"

#include <QString>

namespace pinaculo {

// A table's own rules kept under a name ("Casa de Lucía", "Torneo del círculo"): every rule
// parameter, variant included, so choosing it in New Game sets the whole table at once.
struct HouseRulePreset
{
    QString name;
    Rules rules;
};

} // namespace pinaculo
