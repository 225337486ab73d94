#pragma once

#include "handrecord.h"

#include <QString>
#include <QStringList>

namespace pinaculo {

class GameDocument;

// The only way widgets change a game: each function pushes one undoable command onto the
// document's stack. Keeping the command classes behind these calls lets storage or a network
// table later observe edits at one place.
namespace GameEdits {

// Appends a hand; refused (false) once the game is over or when HandValidator finds a problem.
bool recordHand(GameDocument *document, const HandRecord &hand);
// Replaces a hand; refused when unchanged, or when the game would hold an impossible hand
// (a later one included). A correction may end the game sooner: the hands after the new end
// stay, marked as played after it (docs/rules.md §9).
bool editHand(GameDocument *document, int index, const HandRecord &hand);
// Refused when a later hand would become impossible (see problemAfterDelete).
bool deleteHand(GameDocument *document, int index);
// Why the game would hold an impossible hand after the change, in words, or empty when none.
QString problemAfterEdit(const GameDocument *document, int index, const HandRecord &hand);
QString problemAfterDelete(const GameDocument *document, int index);
// Why the player at `seat` of `players` cannot be called `name` (trimmed), in NameRules' words:
// a name NameRules refuses, or one another player has ignoring capitals; empty when they can.
QString problemWithRename(const QStringList &players, int seat, const QString &name);
// Refused for an unchanged name (capitals count: "Ana" may become "ANA") and wherever
// problemWithRename finds a problem.
bool renamePlayer(GameDocument *document, int seat, const QString &name);

} // namespace GameEdits
} // namespace pinaculo
