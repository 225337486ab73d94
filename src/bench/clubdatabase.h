#pragma once

#include <QString>

namespace pinaculo {

// A club's history for the storage figures: `games` games of 15 hands, every variant and table
// size from 2 to 6 players, 40 distinct players. 200 distinct games are dealt by RandomGame and
// stored by GameRepository; the rest are copies of them made by SQL (INSERT … SELECT with the
// game ids moved on), which takes seconds where storing each game would take minutes. A copied
// hand keeps its JSON and its StoredHandCheck checksum, which do not name the game, so every
// copy reads back as its original does; the build loads a few copies to make sure.
class ClubDatabase
{
public:
    static constexpr int DistinctGames = 200;
    static constexpr int Players = 40;

    struct Built
    {
        bool ok = false;
        QString error;
        double seconds = 0;
        qint64 bytes = 0; // the database file
        // The same games written as game files (the distinct ones, each counted once per copy).
        qint64 gameFileBytes = 0;
        qint64 compactJsonBytes = 0; // the same JSON without its indentation
        QString sampleGameFile; // one of those files, 15 hands
    };

    // `games` is a multiple of DistinctGames; the game files go into `gameFileDir`.
    static Built build(const QString &path, int games, const QString &gameFileDir);

private:
    static bool copyGames(const QString &path, int copies, QString *error);
    static bool checkCopies(const QString &path, int games, QString *error);
};

} // namespace pinaculo
