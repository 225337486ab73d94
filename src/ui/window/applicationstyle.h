#pragma once

#include <QProxyStyle>

namespace pinaculo {

// The platform's style, with two changes that keep the window's first paint short:
// - the tool bar's overflow buttons (one in the menu bar, one in each tool bar) get their
//   images only after the first paint, like every action's icon: the first image read in the
//   process loads every image-format plug-in;
// - under Fusion, the main window's tool bar is filled with the window colour instead of
//   Fusion's gradient from 4 % lighter to that colour. The difference cannot be seen, but a
//   gradient that wide is filled by worker threads the painter starts for it, the costliest
//   part of drawing the start page.
class ApplicationStyle : public QProxyStyle
{
    Q_OBJECT

public:
    // `key`: the style to change, as QStyleFactory names it.
    explicit ApplicationStyle(const QString &key);

    QIcon standardIcon(StandardPixmap standardIcon, const QStyleOption *option = nullptr,
                       const QWidget *widget = nullptr) const override;
    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                     const QWidget *widget = nullptr) const override;

private:
    bool m_fusion = false;
};

} // namespace pinaculo
