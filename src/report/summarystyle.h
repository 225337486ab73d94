#pragma once

#include <QColor>
#include <QFont>

namespace pinaculo {

// The typography of the printed summary. The document is laid out in tenths of a point, so a
// page is resolution-free: fonts get pixel sizes in those units (large enough that hinting
// does not round the widths used for alignment) and the painter scales them to the device.
class SummaryStyle
{
public:
    enum class Role {
        Title, // the document's title
        Heading, // a section
        Label, // a fact's label, a table header
        Body,
        BodyBold,
        Small, // notes, footers
        SmallBold,
    };

    static constexpr qreal unitsPerPoint = 10;
    static constexpr qreal point(qreal points) { return points * unitsPerPoint; }

    // Shrinking a table's text is how a six-side game stays on the paper's width.
    static QFont font(Role role, qreal scale = 1.0);

    static QColor ink(); // text
    static QColor mutedInk(); // labels, notes
    static QColor rule(); // lines
    static QColor band(); // alternate table rows, header fill
};

} // namespace pinaculo
