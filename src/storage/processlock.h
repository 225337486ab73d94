#pragma once

#include <QString>

#include <memory>

class QLockFile;

namespace pinaculo {

// Keeps a second instance of the application off a database: an advisory lock on a file beside
// it. Where the system offers flock, the system drops the lock when its holder ends, however it
// ends (crash, kill), so a lock is never stale, and taking it writes nothing that must reach the
// disk: the lock lives in the kernel, not in the file, whose text only names the holder for the
// message a second instance shows. (QLockFile, used elsewhere, flushes the file to disk, a wait
// of milliseconds at every start-up.)
class ProcessLock
{
public:
    enum class Result { Acquired, HeldElsewhere, Failed };

    explicit ProcessLock(const QString &path);
    ~ProcessLock();
    ProcessLock(const ProcessLock &) = delete;
    ProcessLock &operator=(const ProcessLock &) = delete;

    Result tryLock();
    void unlock();
    bool isLocked() const;
    // After HeldElsewhere: the process the lock file names, or 0 when it names none.
    qint64 holder() const { return m_holder; }
    // After Failed: the system's error number (errno), 0 when unknown.
    int failure() const { return m_failure; }

private:
    QString m_path;
    qint64 m_holder = 0;
    int m_failure = 0;
    int m_fd = -1;
    std::unique_ptr<QLockFile> m_lockFile; // where flock is missing
};

} // namespace pinaculo
