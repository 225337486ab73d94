#include "clibench.h"

#include "benchreport.h"
#include "processprobe.h"
#include "samples.h"

#include <QFileInfo>

namespace pinaculo {

void CliBench::measureScoreJson(BenchReport &report, const QString &cliPath,
                                const QString &gamePath)
{
    const QString metric = QStringLiteral("cli_score_json_1000_hands_ms");
    if (!QFileInfo(cliPath).isExecutable()) {
        report.setMissing(metric, QStringLiteral("no pinaculo-cli executable at %1").arg(cliPath));
        return;
    }
    if (gamePath.isEmpty()) {
        report.setMissing(metric, QStringLiteral("the 1,000-hand game file was not written"));
        return;
    }
    const QStringList arguments {QStringLiteral("score"), QStringLiteral("--json"),
                                 QStringLiteral("--lang"), QStringLiteral("en"), gamePath};
    Samples ms;
    // The first run only brings the program and its libraries into the page cache.
    for (int run = 0; run <= m_runs; ++run) {
        const ProcessProbe::Run probe = ProcessProbe::run(cliPath, arguments);
        if (!probe.ok) {
            report.setMissing(metric, QStringLiteral("pinaculo-cli failed: %1").arg(probe.error));
            return;
        }
        if (run > 0)
            ms.add(probe.wallMs);
    }
    report.set(metric, ms.median(), 1);
    report.note(QStringLiteral("cli_score_json_1000_hands"),
                QStringLiteral("pinaculo-cli score --json of the score_1000_hands file, output to "
                               "/dev/null; wall time of the whole process, median of %1 runs")
                    .arg(m_runs));
}

} // namespace pinaculo
