#include "summarymetrics.h"

#include <QFontMetricsF>

namespace pinaculo::summarymetrics {

qreal textWidth(const QString &text, SummaryStyle::Role role, qreal scale)
{
    return QFontMetricsF(SummaryStyle::font(role, scale)).horizontalAdvance(text);
}

qreal lineHeight(SummaryStyle::Role role, qreal scale)
{
    return QFontMetricsF(SummaryStyle::font(role, scale)).height();
}

QString elided(const QString &text, SummaryStyle::Role role, qreal width, qreal scale)
{
    return QFontMetricsF(SummaryStyle::font(role, scale)).elidedText(text, Qt::ElideRight, width);
}

} // namespace pinaculo::summarymetrics
