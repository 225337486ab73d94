#include "sidepalette.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <array>

namespace pinaculo {

namespace {

int slot(int side)
{
    const int n = SidePalette::distinctSides;
    return ((side % n) + n) % n;
}

} // namespace

QColor SidePalette::colour(int side)
{
    // The Okabe-Ito colours, told apart with every common colour blindness, and dark enough to
    // read on paper and light enough on a dark window; its yellow, too pale on paper, and its
    // black, lost on a dark window, are left out.
    static const std::array<QColor, distinctSides> colours {
        QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73),
        QColor(0xcc, 0x79, 0xa7), QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9)};
    return colours[slot(side)];
}

Qt::PenStyle SidePalette::lineStyle(int side)
{
    static const std::array<Qt::PenStyle, distinctSides> styles {
        Qt::SolidLine,   Qt::DashLine,       Qt::DotLine,
        Qt::DashDotLine, Qt::DashDotDotLine, Qt::CustomDashLine};
    return styles[slot(side)];
}

SidePalette::Marker SidePalette::marker(int side)
{
    return static_cast<Marker>(slot(side));
}

QPen SidePalette::pen(int side, qreal width)
{
    QPen pen(colour(side));
    pen.setWidthF(width);
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::BevelJoin);
    const Qt::PenStyle style = lineStyle(side);
    if (style == Qt::CustomDashLine)
        pen.setDashPattern({6, 2, 1, 2}); // long dash, short gap: unlike the five built-in ones
    else
        pen.setStyle(style);
    return pen;
}

QImage SidePalette::markerImage(int side, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour(side));
    drawMarker(painter, marker(side), QRectF(0.5, 0.5, size - 1, size - 1));
    return image;
}

void SidePalette::drawMarker(QPainter &painter, Marker marker, const QRectF &box)
{
    const QPointF c = box.center();
    const qreal r = box.width() / 2;
    switch (marker) {
    case Marker::Circle:
        painter.drawEllipse(box);
        break;
    case Marker::Square:
        painter.drawRect(box.adjusted(r * 0.15, r * 0.15, -r * 0.15, -r * 0.15));
        break;
    case Marker::Triangle:
        painter.drawPolygon(
            QPolygonF({QPointF(c.x(), box.top()), box.bottomRight(), box.bottomLeft()}));
        break;
    case Marker::Diamond:
        painter.drawPolygon(QPolygonF({QPointF(c.x(), box.top()), QPointF(box.right(), c.y()),
                                       QPointF(c.x(), box.bottom()), QPointF(box.left(), c.y())}));
        break;
    case Marker::Cross: {
        const qreal t = r * 0.35; // half the width of a bar
        QPainterPath path;
        path.setFillRule(Qt::WindingFill);
        path.addRect(QRectF(box.left(), c.y() - t, box.width(), 2 * t));
        path.addRect(QRectF(c.x() - t, box.top(), 2 * t, box.height()));
        painter.drawPath(path);
        break;
    }
    case Marker::InvertedTriangle:
        painter.drawPolygon(
            QPolygonF({box.topLeft(), box.topRight(), QPointF(c.x(), box.bottom())}));
        break;
    }
}

} // namespace pinaculo
