#pragma once

#include <QString>

namespace pinaculo {

// Why a game file was refused, and where: a JSON line and column when the text itself is
// broken, otherwise the hand, player and meld concerned. The message is already translated.
struct GameFileError
{
    int line = 0; // 1-based, 0 when unknown
    int column = 0;
    int hand = 0; // 1-based, 0 when not about a hand
    QString player;
    int meld = 0; // 1-based, 0 when not about a meld
    QString message; // what is wrong, in the user's language
    bool messageNamesPlace = false; // the message already names the player and meld

    bool isNull() const { return message.isEmpty(); }
    // The message with its place: "line 3, column 12: …" or "hand 2, Ana, meld 1: …".
    QString text() const;
};

} // namespace pinaculo
