#include "common/paletteiconengine.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>

#include <algorithm>

namespace pinaculo {

namespace {

QColor inkFor(QIcon::Mode mode)
{
    const QPalette palette = QGuiApplication::palette();
    if (mode == QIcon::Disabled)
        return palette.color(QPalette::Disabled, QPalette::WindowText);
    if (mode == QIcon::Selected)
        return palette.color(QPalette::HighlightedText);
    return palette.color(QPalette::Active, QPalette::WindowText);
}

} // namespace

PaletteIconEngine::PaletteIconEngine(Drawing drawing)
    : m_drawing(std::move(drawing))
{
}

QIcon PaletteIconEngine::fullScreen()
{
    return QIcon(new PaletteIconEngine([](QPainter &painter, const QRectF &box, const QColor &ink) {
        const qreal s = box.width();
        QPen pen(ink);
        pen.setWidthF(std::max(1.5, s / 10));
        pen.setCapStyle(Qt::SquareCap);
        pen.setJoinStyle(Qt::MiterJoin);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        const QRectF r = box.adjusted(s * 0.15, s * 0.15, -s * 0.15, -s * 0.15);
        const qreal arm = r.width() * 0.35;
        QPainterPath path;
        for (const QPointF &corner : {r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()}) {
            const qreal dx = corner.x() < r.center().x() ? arm : -arm;
            const qreal dy = corner.y() < r.center().y() ? arm : -arm;
            path.moveTo(corner.x() + dx, corner.y());
            path.lineTo(corner);
            path.lineTo(corner.x(), corner.y() + dy);
        }
        painter.drawPath(path);
    }));
}

void PaletteIconEngine::paint(QPainter *painter, const QRect &rect, QIcon::Mode mode,
                              QIcon::State state)
{
    Q_UNUSED(state);
    const int side = std::min(rect.width(), rect.height());
    const QRectF box(rect.x() + (rect.width() - side) / 2.0,
                     rect.y() + (rect.height() - side) / 2.0, side, side);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    m_drawing(*painter, box, inkFor(mode));
    painter->restore();
}

QPixmap PaletteIconEngine::pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    return scaledPixmap(size, mode, state, 1.0);
}

QPixmap PaletteIconEngine::scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state,
                                        qreal scale)
{
    QPixmap pixmap(size);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
    }
    pixmap.setDevicePixelRatio(scale);
    return pixmap;
}

QSize PaletteIconEngine::actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    Q_UNUSED(mode);
    Q_UNUSED(state);
    return size;
}

QList<QSize> PaletteIconEngine::availableSizes(QIcon::Mode mode, QIcon::State state)
{
    Q_UNUSED(mode);
    Q_UNUSED(state);
    return {QSize(16, 16), QSize(22, 22), QSize(24, 24), QSize(32, 32), QSize(48, 48)};
}

bool PaletteIconEngine::isNull()
{
    return false;
}

QString PaletteIconEngine::key() const
{
    return QStringLiteral("PaletteIconEngine");
}

QIconEngine *PaletteIconEngine::clone() const
{
    return new PaletteIconEngine(m_drawing);
}

} // namespace pinaculo
