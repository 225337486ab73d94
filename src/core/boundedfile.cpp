#include "boundedfile.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace pinaculo {

BoundedFile::Contents BoundedFile::read(const QString &path, qint64 limit)
{
    Contents contents;
    const QFileInfo info(path);
    if (info.isDir()) {
        contents.problem = Problem::Folder;
        return contents;
    }
    if (info.exists() && !info.isFile()) {
        contents.problem = Problem::NotRegular;
        return contents;
    }
    if (info.exists() && info.size() > limit) {
        contents.problem = Problem::TooLarge;
        return contents;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        contents.problem = Problem::CannotOpen;
        contents.openError = file.errorString();
        return contents;
    }
    // One byte past the file's size tells a file that grew since it was looked at; only then is
    // the rest read, up to one byte past the limit. QIODevice::read allocates all it is asked
    // for and keeps it: asked for the limit, a file of a few MiB held a buffer of the whole limit
    // for as long as it was read.
    const qint64 expected = std::min(file.size(), limit);
    contents.bytes = file.read(expected + 1);
    if (contents.bytes.size() > expected && contents.bytes.size() <= limit)
        contents.bytes += file.read(limit + 1 - contents.bytes.size());
    if (contents.bytes.size() > limit) {
        contents.bytes.clear();
        contents.problem = Problem::TooLarge;
    }
    return contents;
}

} // namespace pinaculo
