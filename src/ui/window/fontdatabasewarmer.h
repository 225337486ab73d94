#pragma once

#include <QThread>

#include <memory>

namespace pinaculo {

// Builds the font database on a second thread while the main thread does work that needs no
// fonts (reading translations, opening the game database). Building it reads the system's whole
// font configuration, the largest single part of the start-up; the window's first text would
// otherwise wait for it. The font database is thread-safe: the main thread's first font lookup
// waits for this one if it is not done yet.
class FontDatabaseWarmer
{
public:
    FontDatabaseWarmer();
    // Waits for the thread: it must not outlive the application object.
    ~FontDatabaseWarmer();

    FontDatabaseWarmer(const FontDatabaseWarmer &) = delete;
    FontDatabaseWarmer &operator=(const FontDatabaseWarmer &) = delete;

private:
    std::unique_ptr<QThread> m_thread;
};

} // namespace pinaculo
