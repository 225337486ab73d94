#include "benchrunner.h"
#include "processprobe.h"

#if PINACULO_BENCH_STORAGE || PINACULO_BENCH_ENTRY
#include "headlessplatform.h"

#include <QApplication>
#else
#include <QCoreApplication>
#endif

int main(int argc, char *argv[])
{
    // Probe mode starts a measured program while this process is still small.
    if (pinaculo::ProcessProbe::isProbeMode(argc, argv))
        return pinaculo::ProcessProbe::probeMain(argc, argv);
#if PINACULO_BENCH_STORAGE || PINACULO_BENCH_ENTRY
    // The window's models paint badges with the application's palette: they need a GUI
    // application, never a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // A private runtime folder where the session has none, so the figures come without Qt's
    // warning about it.
    pinaculo::HeadlessPlatform::ensureRuntimeDirectory();
    QApplication app(argc, argv);
#else
    QCoreApplication app(argc, argv);
#endif
    return pinaculo::BenchRunner(QCoreApplication::arguments()).run();
}
