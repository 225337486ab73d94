#include "matchcorrection.h"

namespace pinaculo {

QString MatchCorrection::kindId(Kind kind)
{
    return kind == Kind::SumError ? QStringLiteral("sum_error") : QStringLiteral("wrong_sides");
}

} // namespace pinaculo
