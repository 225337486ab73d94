#pragma once

#include <QString>
#include <optional>

namespace pinaculo {

// The premium classes of docs/rules.md §5, plus the eight-naturals bonus and pinnacolone, which the
// score contract reports the same way.
enum class Premium : quint8 {
    None,
    PinaculoOneTurn,
    PinaculoDealt,
    Pinaculo,
    CleanEscalera,
    EscaleraOneWild,
    EscaleraTwoWilds,
    DirtyEscalera,
    EightNaturalAces,
    EightNaturalCourts,
    SevenNaturalAces,
    SevenNaturalCourts,
    SixNaturalAces,
    SixNaturalCourts,
    AcesWithWild,
    CourtsWithWild,
    EightNaturals,
    Pinnacolone,
};

// The stable id of docs/rules.md ("clean-escalera"); empty for Premium::None.
QString premiumId(Premium premium);
std::optional<Premium> premiumFromId(QStringView id);

} // namespace pinaculo
