#include "handaxisticks.h"

#include "coretext.h"

#include <QCategoryAxis>

#include <algorithm>

namespace pinaculo {

namespace {
constexpr int maxLabels = 12;
}

HandAxisTicks::HandAxisTicks(int hands)
    : m_last(std::max(2, hands))
    , m_step(1)
{
    for (int step : {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000}) {
        m_step = step;
        if (m_last / step <= maxLabels)
            break;
    }
}

QList<int> HandAxisTicks::values() const
{
    QList<int> ticks;
    // Hand 1 is labelled when the next label is far enough away not to crowd it.
    if (m_step == 1 || m_step >= 5)
        ticks.append(1);
    for (int hand = m_step; hand <= m_last; hand += m_step) {
        if (hand > 1)
            ticks.append(hand);
    }
    return ticks;
}

QCategoryAxis *HandAxisTicks::axis(const QString &title) const
{
    auto *axis = new QCategoryAxis;
    axis->setTitleText(title);
    axis->setRange(first(), last());
    axis->setStartValue(first());
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (int hand : values())
        axis->append(CoreText::number(hand), hand);
    return axis;
}

} // namespace pinaculo
