#pragma once

namespace pinaculo {

// What typing one hand took: the keys pressed (a key with its modifiers is one press) by what
// they were for, and the field changes, each time the typist's attention moves on: the first
// key into another field, a switch to another player's page, each flag set.
struct EntryTally
{
    int keys = 0;
    int fieldChanges = 0;
    int cardKeys = 0; // the characters of card texts: melds, rescued cards, the hand
    int numberKeys = 0; // the digits of quick entries and of counts (pumba, failed openings)
    int moveKeys = 0; // Enter, Tab, a player's key, a mnemonic that only moves the focus
    int flagKeys = 0; // Space, arrows, a mnemonic that ticks a box: setting a flag or a choice
    int confirmKeys = 0; // Ctrl+Enter

    // The estimate of the figure: a quarter of a second a key, a second and a half each time
    // the eyes go to another field.
    static constexpr double SecondsPerKey = 0.25;
    static constexpr double SecondsPerFieldChange = 1.5;
    double seconds() const { return SecondsPerKey * keys + SecondsPerFieldChange * fieldChanges; }

    EntryTally &operator+=(const EntryTally &other)
    {
        keys += other.keys;
        fieldChanges += other.fieldChanges;
        cardKeys += other.cardKeys;
        numberKeys += other.numberKeys;
        moveKeys += other.moveKeys;
        flagKeys += other.flagKeys;
        confirmKeys += other.confirmKeys;
        return *this;
    }
};

} // namespace pinaculo
