#include "handwarning.h"

namespace pinaculo {

QString HandWarning::kindId(Kind kind)
{
    switch (kind) {
    case Kind::BarbeleOpening:
        return QStringLiteral("barbele-opening");
    case Kind::QuickEntry:
        return QStringLiteral("quick-entry");
    case Kind::FinishUnjudged:
        return QStringLiteral("finish-unjudged");
    case Kind::FinalTurnWithoutOut:
        return QStringLiteral("final-turn-without-out");
    case Kind::OutWithCardsLeft:
        return QStringLiteral("out-with-cards-left");
    case Kind::NoOutBonusPinnacolone:
        return QStringLiteral("no-out-bonus-pinnacolone");
    }
    return {};
}

} // namespace pinaculo
