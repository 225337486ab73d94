#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace pinaculo {

// Dispatches pinaculo-cli's commands and sets the language before any text is printed.
class CliApplication
{
    Q_DECLARE_TR_FUNCTIONS(CliApplication)

public:
    static int run(const QStringList &arguments);
};

} // namespace pinaculo
