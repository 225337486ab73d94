#pragma once

#include "summarystyle.h"

#include <QString>

// The summary's sizes on the page, in layout units, and its text measured in its own fonts:
// what the page builder and the writer share.
namespace pinaculo::summarymetrics {

constexpr qreal pt(qreal points)
{
    return SummaryStyle::point(points);
}

inline constexpr qreal sideMargin = pt(56);
inline constexpr qreal topMargin = pt(50);
inline constexpr qreal bottomMargin = pt(60);
inline constexpr qreal cellPadding = pt(5);
inline constexpr qreal sectionGap = pt(16);
inline constexpr qreal chartHeight = pt(230);
inline constexpr qreal minChartHeight = pt(160);

qreal textWidth(const QString &text, SummaryStyle::Role role, qreal scale = 1.0);
qreal lineHeight(SummaryStyle::Role role, qreal scale = 1.0);
QString elided(const QString &text, SummaryStyle::Role role, qreal width, qreal scale = 1.0);

} // namespace pinaculo::summarymetrics
