#include "benchrunner.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    return pinaculo::BenchRunner(QCoreApplication::arguments()).run();
}
