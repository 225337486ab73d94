#pragma once

#include <QString>
#include <optional>

namespace pinaculo {

enum class Variant { Pinaculo, Pinacle, Pinnacola };

// Stable ids used in files, on the command line and in the database: each variant's entry in
// the registry, Variants.
QString variantId(Variant variant);
std::optional<Variant> variantFromId(QStringView id);

} // namespace pinaculo
