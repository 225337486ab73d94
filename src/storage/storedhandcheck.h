#pragma once

#include <QByteArray>
#include <QString>

namespace pinaculo {

// What a stored hand is checked against when it is read, so a game damaged on the disk is
// refused instead of read short: damage that keeps the file's size and time (a failing sector)
// passes the stamp, and SQLite reads the pages it can still follow without a word. Each hand is
// stored with a checksum of its JSON; a game's row counts its hands. Hands stored before the
// checksum have none and are checked by the count alone.
class StoredHandCheck
{
public:
    // The checksum written beside a hand's JSON.
    static QString checksum(const QByteArray &json);
    // Whether `json` is what was stored with `stored` (a hand without a checksum passes).
    static bool matches(const QByteArray &json, const QString &stored);
};

} // namespace pinaculo
