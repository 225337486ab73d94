#pragma once

#include "tournament.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace pinaculo {

// Writes a tournament in the format TournamentFileReader reads, every key written, so that a
// file written and read back is the same tournament and written again the same bytes.
class TournamentFileWriter
{
public:
    static QJsonObject toJsonObject(const Tournament &tournament);
    static QByteArray toJson(const Tournament &tournament);
    // Whole or not at all (OutputFile); on failure `errorMessage` says why, naming the path.
    static bool writeFile(const Tournament &tournament, const QString &path,
                          QString *errorMessage = nullptr);
};

} // namespace pinaculo
