#pragma once

#include "cardnotation.h"
#include "handrecord.h"
#include "rules.h"

#include <QString>

namespace pinaculo {

// How a hand is typed: with the shorthand the card fields read and the dialog's mnemonics, or
// the plain way it was typed before them (every card apart, flags reached by Tab).
enum class EntryStyle { Shorthand, Plain };

// What is typed into each field of the hand dialog for one part of a hand. Each part has one
// function per style, and EntryTypist asks only these, so a new way of writing a part changes
// one function. What the texts leave out (a meld's flags, its rescued cards) the typist sets
// afterwards from what the dialog then shows, so a text that comes to carry them inline needs
// no other change.
class EntryKeyPlan
{
public:
    // The text typed into a meld's card field: today its cards alone, in the shortest text the
    // field reads. When the field comes to read a meld's flags and rescued cards inline, the
    // writer of that text replaces the one line of this function, and the typist then keys
    // only what the row still lacks.
    static QString meldText(const MeldEntry &meld, const CardNotation &notation);
    static QString plainMeldText(const MeldEntry &meld, const CardNotation &notation);
    // The text typed into a meld's field of rescued cards.
    static QString rescuedText(const MeldEntry &meld, const CardNotation &notation);
    static QString plainRescuedText(const MeldEntry &meld, const CardNotation &notation);
    // The melds' quick entry, typed as a number into the first meld's field; empty when the
    // player has none (or melded nothing: nothing is typed for a total of 0).
    static QString meldPointsText(const PlayerResult &result);
    // The cards left in hand: the shorter of their cards and their value as a number (the
    // field takes a number as the hand's points), or the hand's quick entry; empty for none.
    static QString handText(const PlayerResult &result, const Rules &rules,
                            const CardNotation &notation);
    // The cards apart, or the quick entry as its number.
    static QString plainHandText(const PlayerResult &result, const CardNotation &notation);
    // A count (pumba not called, failed openings) typed into its number box.
    static QString countText(int count);

    // Whether anything of the player has to be typed at all.
    static bool hasAnything(const PlayerResult &result);
};

} // namespace pinaculo
