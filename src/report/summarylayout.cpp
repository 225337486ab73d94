#include "summarylayout.h"

#include "summarywriter.h"

namespace pinaculo {

QList<SummaryPage> SummaryLayout::layout(const SummaryContent &content, const QSizeF &pagePoints)
{
    return SummaryWriter(content, pagePoints).write();
}

} // namespace pinaculo
