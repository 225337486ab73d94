#pragma once

#include "cardnotation.h"
#include "handrecord.h"
#include "rules.h"
#include "scoringinputs.h"

#include <QString>

namespace pinaculo {

// How a hand is typed: with the shorthand the card fields read and the dialog's mnemonics, or
// the plain way it was typed before them (every card apart, flags reached by Tab).
enum class EntryStyle { Shorthand, Plain };

// What is typed into each field of the hand dialog for one part of a hand. Each part has one
// function per style, and EntryTypist asks only these, so a new way of writing a part changes
// one function. What the texts leave out (a meld's flags where its row does not take their
// marks) the typist sets afterwards from what the dialog then shows.
class EntryKeyPlan
{
public:
    // The text typed into a meld's field (MeldText reads it): its cards in the shortest text
    // the field reads, then, glued, "/" and the rescued cards where `offered` says the row
    // takes them.
    static QString meldText(const MeldEntry &meld, const CardNotation &notation,
                            const ScoringInputs &offered);
    // The marks of the meld's flags its row takes, glued ("!+="), typed after meldText: the
    // shorthand's way to set them; the plain way reaches each box instead.
    static QString meldMarks(const MeldEntry &meld, const ScoringInputs &offered);
    // Every card apart, then " / " and the rescued cards apart: the field holds them too.
    static QString plainMeldText(const MeldEntry &meld, const CardNotation &notation,
                                 const ScoringInputs &offered);
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
