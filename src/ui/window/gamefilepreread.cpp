#include "window/gamefilepreread.h"

namespace pinaculo {

GameFilePreread::GameFilePreread(const QString &path)
    : m_path(path)
    , m_taken(path.isEmpty())
{
    if (m_taken)
        return;
    m_thread.reset(QThread::create([this] { m_result = GameFileReader::readFile(m_path); }));
    m_thread->setObjectName(QStringLiteral("game file"));
    m_thread->start();
}

GameFilePreread::~GameFilePreread()
{
    if (m_thread)
        m_thread->wait();
}

bool GameFilePreread::holds(const QString &path) const
{
    return !m_taken && path == m_path;
}

GameFileReader::Result GameFilePreread::take()
{
    m_thread->wait();
    m_taken = true;
    return std::move(m_result);
}

} // namespace pinaculo
