#pragma once

#include "handcheck.h"
#include "handrecord.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pinaculo {

class GameDocument;
struct GameSetup;

// The only way widgets change a game: each function pushes one undoable command onto the
// document's stack. Keeping the command classes behind these calls lets storage or a network
// table later observe edits at one place.
namespace GameEdits {

// Whether `hand` may stand at `index` of the document's game (a new hand at the hand count, a
// correction before it) and what it scores, in one pass: a new hand is validated against the
// state the game is in and scored onto the document's result; a correction is validated and
// scored with every hand of the game, whose barbelé sides it may change (GameScorer::check).
HandCheck check(const GameDocument *document, int index, const HandRecord &hand);
// The same for a hand with no game around it: at `handIndex`, each side barbelé or not as
// `barbele` says (a hand dialog opened on its own). It is never trusted by the edits below.
HandCheck checkAlone(const GameSetup &setup, int handIndex, const QList<bool> &barbele,
                     const HandRecord &hand);

// Appends a hand; refused (false) once the game is over or when the hand has a problem.
// `verdict` is the check the caller made of it: trusted when it is of this hand, for the next
// place, against the document as it is now; otherwise the hand is checked again.
bool recordHand(GameDocument *document, const HandRecord &hand, const HandCheck &verdict);
bool recordHand(GameDocument *document, const HandRecord &hand);
// Replaces a hand; refused when unchanged, or when the game would hold an impossible hand
// (a later one included). A correction may end the game sooner: the hands after the new end
// stay, marked as played after it (docs/rules.md §9). `verdict` is trusted as above.
bool editHand(GameDocument *document, int index, const HandRecord &hand, const HandCheck &verdict);
bool editHand(GameDocument *document, int index, const HandRecord &hand);
// Refused when a later hand would become impossible (see problemAfterDelete).
bool deleteHand(GameDocument *document, int index);
// Why the game would hold an impossible hand after the deletion, in words, or empty when none.
QString problemAfterDelete(const GameDocument *document, int index);
// Why the player at `seat` of `players` cannot be called `name` (trimmed), in NameRules' words:
// a name NameRules refuses, or one another player has ignoring capitals; empty when they can.
QString problemWithRename(const QStringList &players, int seat, const QString &name);
// Refused for an unchanged name (capitals count: "Ana" may become "ANA") and wherever
// problemWithRename finds a problem.
bool renamePlayer(GameDocument *document, int seat, const QString &name);
// Time called in a round played to a time: the game ends after its last hand recorded. False,
// nothing changed, for a game without a hand or one already over.
bool callTime(GameDocument *document);

} // namespace GameEdits
} // namespace pinaculo
