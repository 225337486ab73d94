#include "summarystyle.h"

#include <QGuiApplication>

namespace pinaculo {

QFont SummaryStyle::font(Role role, qreal scale)
{
    qreal size = 9.5;
    bool bold = false;
    switch (role) {
    case Role::Title:
        size = 20;
        bold = true;
        break;
    case Role::Heading:
        size = 12;
        bold = true;
        break;
    case Role::Label:
        size = 8.5;
        bold = true;
        break;
    case Role::Body:
        size = 9.5;
        break;
    case Role::BodyBold:
        size = 9.5;
        bold = true;
        break;
    case Role::Small:
        size = 8;
        break;
    case Role::SmallBold:
        size = 8;
        bold = true;
        break;
    }
    QFont f = QGuiApplication::font();
    f.setPixelSize(qRound(point(size * scale)));
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setKerning(false);
    return f;
}

QColor SummaryStyle::ink()
{
    return QColor(0x1a, 0x1a, 0x1a);
}
QColor SummaryStyle::mutedInk()
{
    return QColor(0x5a, 0x5a, 0x5a);
}
QColor SummaryStyle::rule()
{
    return QColor(0x9a, 0x9a, 0x9a);
}
QColor SummaryStyle::band()
{
    return QColor(0xef, 0xef, 0xef);
}

} // namespace pinaculo
