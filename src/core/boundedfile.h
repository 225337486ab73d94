#pragma once

#include <QByteArray>
#include <QString>

namespace pinaculo {

// Reads the whole of a file that must be an ordinary file no larger than a limit: the one way
// the game and tournament readers take a file from disk. It looks before it opens (opening a
// FIFO blocks, reading a device never ends) and never holds more than the limit and one byte.
// The problem is a code: each reader words it for the kind of file it reads.
class BoundedFile
{
public:
    enum class Problem { None, Folder, NotRegular, TooLarge, CannotOpen };

    struct Contents
    {
        QByteArray bytes;
        Problem problem = Problem::None;
        QString openError; // CannotOpen: the system's reason
        bool ok() const { return problem == Problem::None; }
    };

    static Contents read(const QString &path, qint64 limit);
};

} // namespace pinaculo
