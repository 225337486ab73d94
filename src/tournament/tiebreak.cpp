#include "tiebreak.h"

namespace pinaculo {

namespace {

struct Named
{
    TieBreak tieBreak;
    const char *id;
};

constexpr Named Names[] = {{TieBreak::HeadToHead, "head_to_head"},
                           {TieBreak::MpDifference, "mp_difference"},
                           {TieBreak::MpFor, "mp_for"},
                           {TieBreak::Draw, "draw"}};

} // namespace

QString TieBreaks::id(TieBreak tieBreak)
{
    for (const Named &named : Names) {
        if (named.tieBreak == tieBreak)
            return QString::fromLatin1(named.id);
    }
    return {};
}

std::optional<TieBreak> TieBreaks::fromId(const QString &id)
{
    for (const Named &named : Names) {
        if (id == QLatin1StringView(named.id))
            return named.tieBreak;
    }
    return std::nullopt;
}

QList<TieBreak> TieBreaks::defaults()
{
    return {TieBreak::HeadToHead, TieBreak::MpDifference, TieBreak::MpFor, TieBreak::Draw};
}

} // namespace pinaculo
