#include "variant.h"

namespace pinaculo {

QString variantId(Variant variant)
{
    switch (variant) {
    case Variant::Pinaculo:
        return QStringLiteral("pinaculo");
    case Variant::Pinacle:
        return QStringLiteral("pinacle");
    case Variant::Pinnacola:
        return QStringLiteral("pinnacola");
    }
    return {};
}

std::optional<Variant> variantFromId(QStringView id)
{
    for (Variant v : {Variant::Pinaculo, Variant::Pinacle, Variant::Pinnacola}) {
        if (id == variantId(v))
            return v;
    }
    return std::nullopt;
}

} // namespace pinaculo
