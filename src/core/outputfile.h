#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace pinaculo {

// Where output the user named may go, and the writing of it: every export, summary and CSV of
// the window and the command line writes through here.
//
// A regular file, or one that does not exist yet, is written whole or not at all (QSaveFile: a
// temporary file renamed over the old one, which stays as it was on failure). A FIFO or a
// character device (/dev/null, /dev/stdout, a terminal) is written as a stream: opened for
// writing without being truncated, replaced or created; a FIFO without a reader is refused at
// once instead of waiting for one. A folder, a block device, a socket and anything else are
// refused. So is any file that is one of `protectedPaths` (the open database and its companion
// files, Database::filesOf), whatever path names it: a hard or symbolic link, "sub/../", or,
// for a file that does not exist yet, the same folder and name.
//
// The checks and the writing are not one atomic step: a file swapped in between is not caught.
class OutputFile
{
    Q_DECLARE_TR_FUNCTIONS(OutputFile)

public:
    struct Result
    {
        enum class Status {
            Written,
            Refused, // the target may not be written; nothing was touched
            Failed, // the target may be written, but writing it failed (full disk, no permission…)
        };
        Status status = Status::Written;
        QString message; // translated, naming the path; empty when written
        bool ok() const { return status == Status::Written; }
    };

    // Why `path` may not be written, translated and naming the path; empty when it may.
    static QString refusal(const QString &path, const QStringList &protectedPaths);
    // Writes all of `bytes` to `path`, or refuses it (see above).
    static Result write(const QString &path, const QByteArray &bytes,
                        const QStringList &protectedPaths);
};

} // namespace pinaculo
