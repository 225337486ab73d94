#pragma once

#include <QtGlobal>

namespace pinaculo {

// The bounds of a tournament file (docs/tournament-file.md "Limits"), in one place: the reader,
// the command line and the director's window take them from here. Far beyond any club room,
// they keep a broken or hostile file from costing memory or time.
namespace TournamentLimits {

inline constexpr qint64 FileBytes = 16 * 1024 * 1024;
inline constexpr int Entries = 500;
inline constexpr int Rounds = 50;
inline constexpr int SidesPerTable = 6; // Pináculo for six players
inline constexpr int MatchPoints = 10000000; // one side's MP, either sign
inline constexpr int Adjustment = 100000; // one adjustment, MP or VP, either sign
inline constexpr int TextLength = 200; // a name, a reason or an author, in characters
inline constexpr int HandsPerRound = 20;
inline constexpr int RoundMinutes = 600;
inline constexpr int MitchellStep = 20;

} // namespace TournamentLimits

} // namespace pinaculo
