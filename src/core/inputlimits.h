#pragma once

#include <QtGlobal>

namespace pinaculo {

// The bounds of docs/game-file.md "Limits", in one place: the file reader, the window's fields and
// the command-line tool all take them from here, so a game the window accepts is a file the
// reader accepts and back. They keep hostile or broken input from costing memory or time
// without ever getting in the way of a real table.
namespace InputLimits {

inline constexpr qint64 FileBytes = 16 * 1024 * 1024; // a game file, in bytes
inline constexpr int NameLength = 40; // characters of a name, after trimming
inline constexpr int Hands = 10000; // hands in one game
inline constexpr int MeldsPerPlayer = 30; // melds of one player in one hand
inline constexpr int MeldPoints = 100000; // "meld_points", 0 to this
inline constexpr int HandPoints = 1000; // "hand_points", 0 to this
inline constexpr int Penalties = 20; // "pumba_missed", "failed_openings", 0 to this
inline constexpr int Excerpt = 40; // characters of bad text quoted in a message

} // namespace InputLimits

} // namespace pinaculo
