#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace pinaculo {

// The ways entries level on victory points are told apart, in the order the director chooses,
// each under a stable name for the tournament file:
// - head_to_head: the VP the tied entries took in their matches against one another, used only
//   when every one of them met every other;
// - mp_difference: MP for minus MP against, over every match;
// - mp_for: MP for;
// - draw: a draw made from the tournament's recorded seed, so that it comes out the same each
//   time the standings are computed.
enum class TieBreak { HeadToHead, MpDifference, MpFor, Draw };

namespace TieBreaks {
QString id(TieBreak tieBreak);
std::optional<TieBreak> fromId(const QString &id);
// The chain a tournament starts with: head to head, MP difference, MP for, the draw.
QList<TieBreak> defaults();
} // namespace TieBreaks

} // namespace pinaculo
