#pragma once

#include <QString>

namespace pinaculo {

// A note kept beside a database ("<database>.verified") saying "this file, at this size and
// modification time, passed the integrity check, or was closed cleanly by SQLite in a session
// whose integrity check it had passed". The full check
// reads the whole file, so its cost grows with the history; the note lets an open skip it when
// nothing can have touched the file since it was last known good.
class VerifiedStamp
{
public:
    static QString pathFor(const QString &database);
    // True only when the note is readable, the file has exactly the recorded size and
    // modification time, and no write-ahead log with unapplied writes lies beside it.
    static bool matches(const QString &database);
    // The same for the file alone, whatever log lies beside it: true when the main file is
    // exactly as it was when it was last known good (nothing has been folded into it since).
    static bool matchesFile(const QString &database);
    // Records the file's present state as good; only for a file that passed the check (now, or
    // at the start of the session that has just closed it). Failures are ignored: without a note
    // the next open merely runs the full check.
    static void record(const QString &database);
    static void forget(const QString &database);

private:
    static bool hasPendingLog(const QString &database);
    static void recordLocked(const QString &database);
};

} // namespace pinaculo
