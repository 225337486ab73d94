#include "premium.h"

#include <array>

namespace pinaculo {

namespace {
constexpr std::array<const char *, 18> ids = {
    "",
    "pinaculo-one-turn",
    "pinaculo-dealt",
    "pinaculo",
    "clean-escalera",
    "escalera-one-wild",
    "escalera-two-wilds",
    "dirty-escalera",
    "eight-natural-aces",
    "eight-natural-courts",
    "seven-natural-aces",
    "seven-natural-courts",
    "six-natural-aces",
    "six-natural-courts",
    "aces-with-wild",
    "courts-with-wild",
    "eight-naturals",
    "pinnacolone",
};
} // namespace

QString premiumId(Premium premium)
{
    return QString::fromLatin1(ids[static_cast<size_t>(premium)]);
}

std::optional<Premium> premiumFromId(QStringView id)
{
    for (size_t i = 1; i < ids.size(); ++i) {
        if (id == QLatin1StringView(ids[i]))
            return static_cast<Premium>(i);
    }
    return std::nullopt;
}

} // namespace pinaculo
