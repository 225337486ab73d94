#include "variants.h"

#include <QCoreApplication>

namespace pinaculo {

namespace {

// The names and descriptions keep the context of CoreText, which words them in every language.
constexpr Variants::Entry table[] = {
    {Variant::Pinaculo, u"pinaculo", QT_TRANSLATE_NOOP("CoreText", "Pináculo"),
     QT_TRANSLATE_NOOP("CoreText",
                       "Each player for themselves, 2 to 6 players, 11 cards, sets "
                       "and runs, play to 1,500.")},
    {Variant::Pinacle, u"pinacle", QT_TRANSLATE_NOOP("CoreText", "Pinacle"),
     QT_TRANSLATE_NOOP("CoreText",
                       "Spanish partnership rules: pairs sitting opposite, 4 or 6 "
                       "players, finishing premiums, play to 1,500.")},
    {Variant::Pinnacola, u"pinnacola", QT_TRANSLATE_NOOP("CoreText", "Pinnacola"),
     QT_TRANSLATE_NOOP("CoreText",
                       "Italian rules: 2 to 4 players or two pairs, 13 cards, runs "
                       "only, long runs score double, one hand decides.")},
};

} // namespace

std::span<const Variants::Entry> Variants::entries()
{
    return table;
}

const Variants::Entry *Variants::find(Variant variant)
{
    for (const Entry &e : table) {
        if (e.variant == variant)
            return &e;
    }
    return nullptr;
}

const QList<Variant> &Variants::all()
{
    static const QList<Variant> variants = [] {
        QList<Variant> list;
        for (const Entry &e : table)
            list.append(e.variant);
        return list;
    }();
    return variants;
}

QStringList Variants::ids()
{
    QStringList list;
    for (const Entry &e : table)
        list.append(e.id.toString());
    return list;
}

} // namespace pinaculo
