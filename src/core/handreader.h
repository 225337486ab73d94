#pragma once

#include "gamefileerror.h"
#include "gamesetup.h"
#include "handrecord.h"

#include <QByteArray>
#include <QJsonValue>

namespace pinaculo {

class GameFileFields;

// Reads one hand object of the game-file format (docs/game-file.md, "hands"): its keys, their
// types, the cards and the limits of a game file. It does not judge the hand as play (valid melds,
// possible totals, the end of the game): GameFileReader does that against the game before it,
// while a hand the database kept mid-edit reads back exactly as it was left. The game-file
// reader and storage both read hands here, so the format has one reader.
class HandReader
{
public:
    struct Result
    {
        HandRecord hand;
        bool afterEnd = false; // marked as played after the end of the game
        GameFileError error;
        bool ok() const { return error.isNull(); }
    };

    // Whether the numeric limits of a game file apply. A game stored before the limits existed
    // still opens as it was (GameLimits says which it breaks), so storage reads with Stored.
    enum class Limits { Apply, Stored };

    // One hand object as text, as GameFileWriter::handObject writes it.
    static Result read(const GameSetup &setup, const QByteArray &json,
                       Limits limits = Limits::Apply);

    // Inside a reading of a whole file: a refusal is thrown as a GameFileRefusal naming its
    // place, with the hand number the caller set on the fields.
    HandReader(const GameSetup &setup, GameFileFields &fields, Limits limits = Limits::Apply);
    HandRecord readHand(const QJsonValue &value, bool *afterEnd);

private:
    PlayerResult readResult(const QJsonValue &value);
    MeldEntry readMeld(const QJsonValue &value);

    // A limit of a game file, or no limit at all for a stored hand.
    int bound(int limit) const;

    const GameSetup &m_setup;
    GameFileFields &m_fields;
    Limits m_limits;
};

} // namespace pinaculo
