#pragma once

#include <QString>
#include <QtGlobal>

namespace pinaculo {

// What makes a file itself, whatever path names it: the device and the inode. A hard link, a
// symbolic link, "sub/../" and a bind mount all name one identity; a file copied or moved over
// another gets a new one (or, written in place, keeps it). Where the system has no inodes
// (Windows), the canonical path stands in for them.
class FileIdentity
{
public:
    FileIdentity() = default;
    // The file `path` names, symbolic links followed; invalid when it does not exist.
    static FileIdentity of(const QString &path);
    // The file behind an open descriptor: what the process really has open, even after the path
    // was renamed or replaced.
    static FileIdentity ofDescriptor(int fd);

    bool isValid() const { return m_valid; }
    // "device:inode" (or the canonical path), for a lock's or a note's name.
    QString key() const;

    friend bool operator==(const FileIdentity &a, const FileIdentity &b)
    {
        return a.m_valid && b.m_valid && a.m_device == b.m_device && a.m_inode == b.m_inode
            && a.m_path == b.m_path;
    }
    friend bool operator!=(const FileIdentity &a, const FileIdentity &b) { return !(a == b); }

private:
    bool m_valid = false;
    quint64 m_device = 0;
    quint64 m_inode = 0;
    QString m_path; // only where there are no inodes
};

} // namespace pinaculo
