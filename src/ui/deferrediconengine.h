#pragma once

#include <QIcon>
#include <QIconEngine>
#include <QStyle>

namespace pinaculo {

// Looks the icon up (theme, else the style's image files) only once the window has been drawn
// for the first time and the icon is then drawn or measured. The style's icons decode every
// image size the moment they are made: done for every action before the first paint, that was
// a quarter of the start-up. Until then the icon takes its place but draws nothing, so the
// toolbar keeps its layout and the images follow one turn of the event loop later.
class DeferredIconEngine : public QIconEngine
{
public:
    DeferredIconEngine(const QString &name, QStyle::StandardPixmap fallback);

    // From now on the icons are looked up when used.
    static void release();

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override;
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override;
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override;
    QString iconName() override;
    // Every fallback is a style image, so the icon is never empty: asking must not decode it.
    bool isNull() override;
    QString key() const override;
    QIconEngine *clone() const override;

private:
    const QIcon &icon();

    static inline bool s_released = false;
    QString m_name;
    QStyle::StandardPixmap m_fallback;
    QIcon m_icon;
    bool m_made = false;
};

} // namespace pinaculo
