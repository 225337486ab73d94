#pragma once

#include <QIcon>
#include <QIconEngine>
#include <QStyle>

#include <functional>

namespace pinaculo {

// Looks the icon up (theme, else the style's image files) only once the window has been drawn
// for the first time and the icon is then drawn or measured. The style's icons decode every
// image size the moment they are made: done for every action before the first paint, that was
// a quarter of the start-up. Until then the icon takes its place but draws nothing, so the
// toolbar keeps its layout and the images follow one turn of the event loop later.
class DeferredIconEngine : public QIconEngine
{
public:
    using Maker = std::function<QIcon()>;

    // `make` builds the real icon the first time it is needed after release(); `name` is the
    // theme name the icon reports meanwhile.
    DeferredIconEngine(const QString &name, Maker make);

    // The theme's icon `name`, else the application style's `fallback` image.
    static QIcon themeIcon(const QString &name, QStyle::StandardPixmap fallback);
    // The theme's icon `name`, else `fallback` (an icon drawn on demand, say).
    static QIcon themeIconOr(const QString &name, const QIcon &fallback);

    // Whether release() has been called: icons drawn before then drew nothing.
    static bool released() { return s_released; }

    // From now on the icons are looked up when used.
    static void release();

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override;
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state,
                         qreal scale) override;
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override;
    QString iconName() override;
    // Every icon deferred here ends with a style image at least, so it is never empty: asking
    // must not decode it.
    bool isNull() override;
    QString key() const override;
    QIconEngine *clone() const override;

private:
    const QIcon &icon();

    static inline bool s_released = false;
    QString m_name;
    Maker m_make;
    QIcon m_icon;
    bool m_made = false;
};

} // namespace pinaculo
