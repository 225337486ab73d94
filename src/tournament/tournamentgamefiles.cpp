#include "tournamentgamefiles.h"

#include "gamefilereader.h"
#include "namerules.h"

#include <QDir>

namespace pinaculo {

TournamentGameFiles::Result TournamentGameFiles::read(const Tournament &t, const QString &folder)
{
    Result result;
    const QDir dir(folder);
    for (const TournamentRound &round : t.rounds) {
        for (const TournamentMatch &match : round.matches) {
            if (match.gameFile.isEmpty())
                continue;
            auto refuse = [&](const QString &why) {
                result.totals.clear();
                result.error = tr("round %1, table %2, %3: %4")
                                   .arg(round.number)
                                   .arg(match.table)
                                   .arg(NameRules::excerpt(match.gameFile, 160), why);
                return result;
            };
            const GameFileReader::Result read
                = GameFileReader::readFile(dir.filePath(match.gameFile));
            if (!read.ok())
                return refuse(read.error.text());
            if (read.game.setup.variant() != t.variant)
                return refuse(tr("the game is of the variant %1, the tournament of %2")
                                  .arg(variantId(read.game.setup.variant()), variantId(t.variant)));
            const int sides = read.game.setup.sideCount();
            if (sides != match.sides.size())
                return refuse(tr("the game has %1 sides, the table seats %2")
                                  .arg(sides)
                                  .arg(match.sides.size()));
            result.totals.insert({round.number, match.table}, read.result.totals(sides));
        }
    }
    return result;
}

} // namespace pinaculo
