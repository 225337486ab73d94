#pragma once

#include "gamesummary.h"

#include <QByteArray>
#include <QList>

namespace pinaculo {

// The "pinaculo-games" JSON that `pinaculo-cli list --json` prints: the very bytes QJsonDocument
// writes, indented, for the object of every listed game (Qt's key order, indentation, escaping
// and numbers), written straight away through QtJsonBytes. A club's tens of thousands of games
// made QJsonDocument's tree of small objects cost several times reading them from the database.
class GameListJsonWriter
{
public:
    static QByteArray write(const QList<GameSummary> &games);
};

} // namespace pinaculo
