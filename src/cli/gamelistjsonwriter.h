#pragma once

#include "gamesummary.h"
#include "qtjsonbytes.h"

#include <QByteArray>
#include <QList>

namespace pinaculo {

// The "pinaculo-games" JSON that `pinaculo-cli list --json` prints: the very bytes QJsonDocument
// writes, indented, for the object of every listed game (Qt's key order, indentation, escaping
// and numbers), written straight away through QtJsonBytes. A club's tens of thousands of games
// made QJsonDocument's tree of small objects cost several times reading them from the database.
// A list of any length is written a game at a time: add() each game as it is read, hand on
// takeBytes() when they grow, and finish() after the last.
class GameListJsonWriter
{
public:
    // Writes the document's opening.
    GameListJsonWriter();

    void add(const GameSummary &game);
    // Writes the document's end, after the last game.
    void finish();
    // The bytes written since the last call, for the output; the writer goes on after them.
    QByteArray takeBytes();
    qsizetype pendingSize() const;

    static QByteArray write(const QList<GameSummary> &games);

private:
    QtJsonBytes m_json;
};

} // namespace pinaculo
