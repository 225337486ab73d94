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
    // The field changes by where the attention went.
    int meldFields = 0; // a meld's cards (or the melds' number)
    int meldFlagFields = 0; // a meld's flags and rescued cards
    int handFields = 0; // the cards left in hand (or their number)
    int playerEventFields = 0; // went out, the wild card on that turn, pumba, failed openings
    int dealEventFields = 0; // the exact cut, the same back
    int pageChanges = 0; // another player's page

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
        meldFields += other.meldFields;
        meldFlagFields += other.meldFlagFields;
        handFields += other.handFields;
        playerEventFields += other.playerEventFields;
        dealEventFields += other.dealEventFields;
        pageChanges += other.pageChanges;
        return *this;
    }
};

} // namespace pinaculo
