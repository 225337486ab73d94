// The baseline the application's start-up is compared with: an empty main window that quits
// after its first paint, and nothing else.
#include "firstpaintquitter.h"

#include <QApplication>
#include <QMainWindow>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1000, 700);
    new pinaculo::FirstPaintQuitter(&window);
    window.show();
    return app.exec();
}
