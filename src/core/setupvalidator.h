#pragma once

#include "setupproblem.h"

#include <QList>

namespace pinaculo {

struct GameSetup;

class SetupValidator
{
public:
    static QList<SetupProblem> validate(const GameSetup &setup);
};

} // namespace pinaculo
