#pragma once

#include <QByteArray>

namespace pinaculo {

class GameDocument;

// What the board sends: the game as `pinaculo-cli score --json` prints it (ScoreJsonWriter, the
// same code), and, for the page, that score, compact, with what the table needs before the next
// deal.
class LiveBoardState
{
public:
    // The "pinaculo-score" JSON of the game, byte for byte as the command-line tool prints it.
    static QByteArray scoreJson(const GameDocument &document);
    // One compact JSON message for the page: {"score": …, "next": …}; both null without a game.
    // "next" holds the target, the number of the next hand, who deals, cuts and plays first,
    // the barbelé sides with their minimum opening, and whether the game is over or tied.
    static QByteArray message(const GameDocument *document);
};

} // namespace pinaculo
