#include "variant.h"

#include "variants.h"

namespace pinaculo {

QString variantId(Variant variant)
{
    const Variants::Entry *entry = Variants::find(variant);
    return entry ? entry->id.toString() : QString();
}

std::optional<Variant> variantFromId(QStringView id)
{
    for (const Variants::Entry &entry : Variants::entries()) {
        if (id == entry.id)
            return entry.variant;
    }
    return std::nullopt;
}

} // namespace pinaculo
