#include "storagebench.h"

#include "benchreport.h"

namespace pinaculo {

void StorageBench::run(BenchReport &report, const QString &workDir)
{
    Q_UNUSED(workDir)
    Q_UNUSED(m_quick)
    const QString why = QStringLiteral("the storage library (src/storage) is not built yet");
    for (const char *metric : {"record_hand_p50_ms", "record_hand_p99_ms", "history_open_ms"})
        report.setMissing(QString::fromLatin1(metric), why);
}

} // namespace pinaculo
