#pragma once

#include "variant.h"

#include <QList>
#include <QStringList>
#include <QStringView>

#include <span>

namespace pinaculo {

// Every variant the program plays, once: New Game, the filters of the history and the
// statistics, the meld checker, the rules reference and the command line's help and errors all
// list the variants from here, in this order. Each entry holds what says which variant it is:
// its stable id (variantId) and its name and description, which CoreText translates. Its rules
// are its preset in Rules::preset, and its rules pages are under resources/rules/.
class Variants
{
public:
    struct Entry
    {
        Variant variant;
        QStringView id; // in files, the database and on the command line; never translated
        const char *name; // source text in the context "CoreText"
        const char *description; // source text in the context "CoreText"
    };

    // In the order every list shows them.
    static std::span<const Entry> entries();
    // The entry of a variant; nullptr for an int cast to a Variant that names none.
    static const Entry *find(Variant variant);
    static const QList<Variant> &all();
    // The ids in the same order, for help texts and errors ("pinaculo, pinacle or pinnacola").
    static QStringList ids();
};

} // namespace pinaculo
