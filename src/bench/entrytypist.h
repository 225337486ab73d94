#pragma once

#include "entrykeyplan.h"
#include "entrytally.h"
#include "gamesetup.h"
#include "handrecord.h"

#include <QList>
#include <QString>
#include <Qt>

class QCheckBox;
class QComboBox;
class QKeyCombination;
class QWidget;

namespace pinaculo {

class HandEntryDialog;
class PlayerResultPanel;

// Types one hand into an open HandEntryDialog with key events only, as a person at the keyboard
// would: the texts EntryKeyPlan writes, Enter to the next meld and from the cards in hand to
// the next player, a player's key (Ctrl+1…6) to skip players with nothing to enter, a meld's
// flags by Tab and Space or arrows (Plain) or by their marks in its field (Shorthand), the
// other choices by Tab (Plain) or the mnemonics the dialog shows (Shorthand), and
// Ctrl+Enter to confirm. It reads the dialog as a person reads the screen (which field has the
// focus, what a meld row shows, which controls are shown and which letter is underlined) and
// never sets a widget: every value comes from a key. Each key is counted in the tally.
class EntryTypist
{
public:
    // `notation` is the one the dialog's card fields write in: the window language's.
    EntryTypist(HandEntryDialog &dialog, const GameSetup &setup, EntryStyle style,
                const CardNotation &notation);

    // Types the hand and confirms it; false, with failure() saying where, when the dialog
    // did not take the keys or did not confirm.
    bool type(const HandRecord &hand);
    const EntryTally &tally() const { return m_tally; }
    QString failure() const { return m_failure; }
    // The keys as pressed: typed text as it is, every other key by name in angle brackets.
    QString keyLog() const { return m_keyLog; }
    // Flags of the hand the dialog does not show (they cannot change its score there).
    int flagsNotShown() const { return m_flagsNotShown; }

private:
    enum class KeyKind { Card, Number, Move, Flag, Confirm };
    // The part of the hand being typed, for the field changes it takes.
    enum class Part { Meld, MeldFlag, Hand, PlayerEvent, DealEvent };

    bool typePlayer(int seat, const PlayerResult &result);
    bool typeMelds(PlayerResultPanel *panel, const PlayerResult &result);
    bool typeMeldFlags(PlayerResultPanel *panel, int index, const MeldEntry &wanted);
    // Which flags and rescued cards a meld's row takes in its text.
    ScoringInputs offeredBy(PlayerResultPanel *panel, int index) const;
    bool typeHandCards(PlayerResultPanel *panel, const PlayerResult &result);
    bool typePlayerEvents(PlayerResultPanel *panel, const PlayerResult &result);
    bool typeDealEvents(const HandRecord &hand);
    bool confirm();
    bool reachPlayer(int seat);

    // Brings the focus to the widget (EntryRoute): by its mnemonic (Shorthand), else by Tab
    // or Shift+Tab, whichever way round is shorter, after an Enter where that is shorter.
    bool goTo(QWidget *target);
    bool hasFocusOn(const QWidget *target) const;

    // Value keys: the first one into a field other than the last is a field change.
    bool typeText(const QString &text, KeyKind kind);
    bool choose(QComboBox *combo, int index);
    bool tick(QCheckBox *check);
    bool typeNumberInto(QWidget *box, int count);

    void press(QKeyCombination key, KeyKind kind);
    void enterField(QWidget *field);
    QWidget *focused() const;
    bool fail(const QString &what);

    HandEntryDialog &m_dialog;
    const GameSetup &m_setup;
    EntryStyle m_style;
    const CardNotation &m_notation;
    EntryTally m_tally;
    QString m_failure;
    QString m_keyLog;
    QWidget *m_lastField = nullptr;
    Part m_part = Part::Meld;
    int m_flagsNotShown = 0;
};

} // namespace pinaculo
