#include "common/deferrediconengine.h"

#include <QApplication>
#include <QPainter>

namespace pinaculo {

DeferredIconEngine::DeferredIconEngine(const QString &name, Maker make)
    : m_name(name)
    , m_make(std::move(make))
{
}

QIcon DeferredIconEngine::themeIcon(const QString &name, QStyle::StandardPixmap fallback)
{
    return QIcon(new DeferredIconEngine(name, [name, fallback] {
        return QIcon::fromTheme(name, QApplication::style()->standardIcon(fallback));
    }));
}

QIcon DeferredIconEngine::themeIconOr(const QString &name, const QIcon &fallback)
{
    return QIcon(new DeferredIconEngine(
        name, [name, fallback] { return QIcon::fromTheme(name, fallback); }));
}

void DeferredIconEngine::release()
{
    s_released = true;
}

void DeferredIconEngine::paint(QPainter *painter, const QRect &rect, QIcon::Mode mode,
                               QIcon::State state)
{
    if (s_released)
        icon().paint(painter, rect, Qt::AlignCenter, mode, state);
}

QSize DeferredIconEngine::actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    return s_released ? icon().actualSize(size, mode, state) : size;
}

QPixmap DeferredIconEngine::pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    return s_released ? icon().pixmap(size, mode, state) : QPixmap();
}

QPixmap DeferredIconEngine::scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state,
                                         qreal scale)
{
    // `size` is in device pixels already.
    return s_released ? icon().pixmap(size / scale, scale, mode, state) : QPixmap();
}

QList<QSize> DeferredIconEngine::availableSizes(QIcon::Mode mode, QIcon::State state)
{
    return s_released ? icon().availableSizes(mode, state) : QList<QSize>();
}

QString DeferredIconEngine::iconName()
{
    return m_name;
}

bool DeferredIconEngine::isNull()
{
    return false;
}

QString DeferredIconEngine::key() const
{
    return QStringLiteral("DeferredIconEngine");
}

QIconEngine *DeferredIconEngine::clone() const
{
    return new DeferredIconEngine(*this);
}

const QIcon &DeferredIconEngine::icon()
{
    if (!m_made) {
        m_icon = m_make();
        m_made = true;
    }
    return m_icon;
}

} // namespace pinaculo
