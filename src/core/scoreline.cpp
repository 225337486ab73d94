#include "scoreline.h"

namespace pinaculo {

QString ScoreLine::kindId(Kind kind)
{
    switch (kind) {
    case Kind::Meld:
        return QStringLiteral("meld");
    case Kind::Rescue:
        return QStringLiteral("rescue");
    case Kind::Out:
        return QStringLiteral("out");
    case Kind::Multiplier:
        return QStringLiteral("multiplier");
    case Kind::FinishBonus:
        return QStringLiteral("finish-bonus");
    case Kind::Hand:
        return QStringLiteral("hand");
    case Kind::ExactCut:
        return QStringLiteral("exact-cut");
    case Kind::SameBack:
        return QStringLiteral("same-back");
    case Kind::Pumba:
        return QStringLiteral("pumba");
    case Kind::FailedOpening:
        return QStringLiteral("failed-opening");
    }
    return {};
}

} // namespace pinaculo
