#pragma once

#include "gamefileerror.h"
#include "tournament.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace pinaculo {

// Reads the tournament file of docs/tournament-file.md as strictly as a game file is read: the
// text by StrictJsonDocument, then every key and value, then the whole by TournamentChecks. Any
// refusal refuses the file, naming the line and column, or the round, table or entry concerned.
class TournamentFileReader
{
    Q_DECLARE_TR_FUNCTIONS(TournamentFileReader)

public:
    struct Result
    {
        Tournament tournament;
        GameFileError error;
        bool ok() const { return error.isNull(); }
    };

    static Result read(const QByteArray &json);
    static Result readFile(const QString &path);
};

} // namespace pinaculo
