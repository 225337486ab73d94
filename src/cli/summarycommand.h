#pragma once

#include "clicommand.h"

#include <memory>

class QCoreApplication;

namespace pinaculo {

struct Game;

// pinaculo-cli summary FILE -o OUT.pdf [--lang es|it|en] [--paper a4|letter] [--date D] [--place P]
class SummaryCommand
{
    Q_DECLARE_TR_FUNCTIONS(SummaryCommand)

public:
    static int run(CliContext &context);

    // Painting text and charts needs a GUI application; without a display it runs offscreen.
    static std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv);
};

} // namespace pinaculo
