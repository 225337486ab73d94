#pragma once

#include <QIconEngine>

#include <functional>

namespace pinaculo {

// An icon drawn, at whatever size is asked, in the application palette's text colour at the
// moment it is drawn: it stays visible on a dark palette and follows a change of palette,
// where an image made for a light window (the style's black title-bar glyphs) disappears.
class PaletteIconEngine : public QIconEngine
{
public:
    // Draws the glyph in `ink` inside `box` (a square); the engine sets up the painter.
    using Drawing = std::function<void(QPainter &painter, const QRectF &box, const QColor &ink)>;

    explicit PaletteIconEngine(Drawing drawing);

    // Four corners pointing outwards: the usual sign for "full screen".
    static QIcon fullScreen();

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state,
                         qreal scale) override;
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override;
    bool isNull() override;
    QString key() const override;
    QIconEngine *clone() const override;

private:
    Drawing m_drawing;
};

} // namespace pinaculo
