#pragma once

#include "gamefilereader.h"

#include <QString>
#include <QThread>

#include <memory>

namespace pinaculo {

// The game file named on the command line, read, checked and scored on a thread of its own
// from the moment the command line is known. The window is built and the database opened
// meanwhile, so that a long game's first screen waits for the longer of the two, not for both.
class GameFilePreread
{
public:
    // An empty path reads nothing.
    explicit GameFilePreread(const QString &path);
    // Waits for the thread: it must not outlive the application object.
    ~GameFilePreread();

    GameFilePreread(const GameFilePreread &) = delete;
    GameFilePreread &operator=(const GameFilePreread &) = delete;

    QString path() const { return m_path; }
    // Whether a reading of `path` is waiting to be taken.
    bool holds(const QString &path) const;
    // The reading, once: waits for it if it is not done yet.
    GameFileReader::Result take();

private:
    QString m_path;
    GameFileReader::Result m_result;
    bool m_taken = false;
    std::unique_ptr<QThread> m_thread;
};

} // namespace pinaculo
