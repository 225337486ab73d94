#include "liveboardpaths.h"

namespace pinaculo {

LiveBoardPaths::Resource LiveBoardPaths::resourceOf(QStringView path) const
{
    static constexpr QStringView prefix = u"/board/";
    if (m_token.isNull() || !path.startsWith(prefix))
        return Resource::None;
    const QStringView rest = path.mid(prefix.size());
    const qsizetype slash = rest.indexOf(u'/');
    if (!m_token.matches(slash < 0 ? rest : rest.left(slash)))
        return Resource::None;
    const QStringView suffix = slash < 0 ? QStringView() : rest.mid(slash);
    if (suffix.isEmpty())
        return Resource::Page;
    if (suffix == u"/state")
        return Resource::State;
    if (suffix == u"/socket")
        return Resource::Socket;
    return Resource::None;
}

QString LiveBoardPaths::page() const
{
    return m_token.isNull() ? QString() : QStringLiteral("/board/") + m_token.text();
}

} // namespace pinaculo
