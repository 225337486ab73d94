#include "window/fontdatabasewarmer.h"

#include <QFontDatabase>
#include <QFontMetrics>
#include <QGuiApplication>

namespace pinaculo {

FontDatabaseWarmer::FontDatabaseWarmer()
{
    m_thread.reset(QThread::create([] {
        QFontDatabase::families();
        // Matching the application's font also fills the database's shared caches (the
        // family's styles, its fallback fonts); the font engine made here stays with this thread.
        QFontMetrics(QGuiApplication::font()).height();
    }));
    m_thread->setObjectName(QStringLiteral("font database"));
    m_thread->start();
}

FontDatabaseWarmer::~FontDatabaseWarmer()
{
    m_thread->wait();
}

} // namespace pinaculo
