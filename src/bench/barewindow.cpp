// The baselines the application's start-up is compared with, each quitting after its first
// paint: an empty main window (no arguments), or with --start-page a replica of the
// application's start page made of plain Qt widgets (StartPageReplica).
#include "firstpaintquitter.h"
#include "startpagereplica.h"

#include <QApplication>
#include <QMainWindow>

#include <cstring>
#include <memory>

int main(int argc, char *argv[])
{
    const bool startPage = argc > 1 && std::strcmp(argv[1], "--start-page") == 0;
    QApplication app(argc, argv);
    std::unique_ptr<QMainWindow> window;
    if (startPage) {
        window = std::make_unique<pinaculo::StartPageReplica>();
    } else {
        window = std::make_unique<QMainWindow>();
        // The size of the application's first window, so both fill as many pixels.
        window->resize(1280, 800);
    }
    new pinaculo::FirstPaintQuitter(window.get());
    window->show();
    return app.exec();
}
