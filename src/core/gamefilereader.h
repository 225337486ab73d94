#pragma once

#include "game.h"
#include "gamefileerror.h"
#include "gameresult.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace pinaculo {

// Reads the game-file JSON of docs/game-file.md strictly: any unknown key, wrong type, invalid
// meld, impossible hand or hand after the end refuses the whole file, so nothing half-valid
// ever reaches the score sheet or the database. Each hand object is read by HandReader, the
// same reader storage uses; this class adds the game around it and judges every hand.
class GameFileReader
{
    Q_DECLARE_TR_FUNCTIONS(GameFileReader)

public:
    struct Result
    {
        Game game;
        GameResult result; // the game scored as it was read: no need to score it again
        GameFileError error;
        bool ok() const { return error.isNull(); }
    };

    static Result read(const QByteArray &json);
    // bytes, when given, keeps what was read, for a caller that stores the file as it came.
    static Result readFile(const QString &path, QByteArray *bytes = nullptr);
};

} // namespace pinaculo
