#pragma once

#include <QColor>
#include <QImage>
#include <QPen>

class QPainter;
class QRectF;

namespace pinaculo {

// How each side's line looks in a chart, on screen and on paper alike: a colour, a dash pattern
// and a point marker, all three different for each of up to six sides, so the lines stay apart
// for a colour-blind reader and on a black-and-white printer. Past six the looks repeat.
class SidePalette
{
public:
    enum class Marker { Circle, Square, Triangle, Diamond, Cross, InvertedTriangle };

    static constexpr int distinctSides = 6;

    static QColor colour(int side);
    static Qt::PenStyle lineStyle(int side);
    static Marker marker(int side);
    // The side's pen, `width` wide, with round ends so the dots of a dotted line stay round.
    static QPen pen(int side, qreal width);
    // The side's marker in its colour, on a transparent square `size` pixels wide.
    static QImage markerImage(int side, int size);
    static void drawMarker(QPainter &painter, Marker marker, const QRectF &box);
};

} // namespace pinaculo
